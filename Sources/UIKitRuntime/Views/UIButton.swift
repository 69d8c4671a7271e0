import Foundation

/// A button: a title per state, a title label, and its actions on `.touchUpInside`.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    /// A button's type.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let plain = ButtonType.system
    }

    /// A button's configuration (the parts the book uses: title and subtitle).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
    public struct Configuration: Sendable {
        /// The title.
        public var title: String?
        /// The subtitle.
        public var subtitle: String?
        /// A configuration with no background.
        public static func plain() -> Configuration { Configuration() }
        /// A configuration with a tinted background.
        public static func tinted() -> Configuration { Configuration() }
        /// A configuration with a filled background.
        public static func filled() -> Configuration { Configuration() }
        /// A configuration with a gray background.
        public static func gray() -> Configuration { Configuration() }
    }

    /// The button's type.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private let label = UILabel()

    /// The configuration; its title becomes the button's title.
    open var configuration: Configuration? {
        didSet { updateTitle() }
    }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(buttonType: buttonType, frame: .zero)
    }

    /// A custom button with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(buttonType: .custom, frame: frame)
    }

    /// A button with `configuration` and a primary action (sent on `.primaryActionTriggered`).
    public convenience init(configuration: Configuration, primaryAction: UIAction?) {
        self.init(buttonType: .system, frame: .zero)
        self.configuration = configuration
        updateTitle()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    init(buttonType: ButtonType, frame: CGRect) {
        self.buttonType = buttonType
        super.init(frame: frame)
        addSubview(label)
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// The label showing the title.
    open var titleLabel: UILabel? { label }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title for `state` (the normal title when none is set for it).
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[0] ?? configuration?.title
    }

    /// Sets the title colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        label.textColor = titleColors[0] ?? .systemBlue
    }

    /// The title colour for `state`.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0]
    }

    private func updateTitle() {
        label.text = title(for: state)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = label.intrinsicContentSize
        let x: CGFloat = switch contentHorizontalAlignment {
        case .left, .leading: 0
        case .right, .trailing: bounds.width - size.width
        default: (bounds.width - size.width) / 2
        }
        label.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    open override var intrinsicContentSize: CGSize {
        let size = label.intrinsicContentSize
        return CGSize(width: size.width + 16, height: max(size.height + 14, 34))
    }
}
