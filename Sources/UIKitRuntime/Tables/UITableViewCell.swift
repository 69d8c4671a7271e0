import Foundation

/// What a content configuration makes: a view that shows it.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicontentconfiguration
@MainActor public protocol UIContentConfiguration {
    /// A view showing this configuration.
    func makeContentView() -> UIView
}

/// A list cell's standard content: a text, a secondary text and an image.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image's name (images have no pixels here).
    public var imageName: String?
    /// Whether this is a header's configuration (`plainHeader()`, `groupedHeader()`).
    var isHeader = false

    /// The configuration of a plain cell.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a subtitle cell.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// The configuration of a grouped header.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(isHeader: true) }
    /// The configuration of a plain header.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(isHeader: true) }

    /// A label showing `text` inside the cell's margins.
    @MainActor public func makeContentView() -> UIView {
        let view = UIListContentView(frame: .zero)
        view.label.text = text
        return view
    }
}

/// The view of a `UIListContentConfiguration`: a label inside the margins.
@MainActor final class UIListContentView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.inset(by: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }
}

/// A table row's view: a content view that the app fills, reused for other rows once it leaves the screen.
///
/// `init(style:reuseIdentifier:)` is `required` here: UIKit makes registered cell classes from their class object
/// (Objective-C does that dynamically), which Swift allows only through a required initializer. The reader's
/// `override init(style:reuseIdentifier:)` becomes `required init(…` by ``ReaderSourceRewrite`` (same length).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor open class UITableViewCell: UIView {
    /// A cell's built-in style.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The editing style of a row.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The reuse identifier.
    public let reuseIdentifier: String?
    /// The view the app puts its content in.
    public let contentView = UIView()
    /// The accessory.
    open var accessoryType: AccessoryType = .none
    /// The selection style.
    open var selectionStyle: SelectionStyle = .default
    /// The indentation level.
    open var indentationLevel = 0
    /// The indentation per level.
    open var indentationWidth: CGFloat = 10
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// Whether the cell is in editing mode.
    open var isEditing = false
    /// How many times UIKit has called `prepareForReuse()` on this cell.
    public internal(set) var reuseCount = 0
    /// How far the table's built-in swipe has slid the content view left (negative: right); 0 at rest.
    public internal(set) var swipeOffset: CGFloat = 0 {
        didSet { if swipeOffset != oldValue { setNeedsLayout() } }
    }
    private var contentConfigurationView: UIView?

    /// A cell of `style` for `reuseIdentifier`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// A default cell with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// The cell's content configuration; setting it replaces the content view's configured view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = contentConfiguration?.makeContentView()
            if let view = contentConfigurationView {
                view.frame = contentView.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                contentView.addSubview(view)
            }
        }
    }

    /// The standard list configuration for this cell's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The text the cell shows through its content configuration, if any.
    public var configuredText: String? { (contentConfiguration as? UIListContentConfiguration)?.text }

    /// Called just before `dequeueReusableCell` returns this cell for another row: reset what belonged to the old
    /// row. The default does nothing (the book's cells call `super`).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
    open func prepareForReuse() {}

    /// Selects or deselects the cell.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Turns editing on or off.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Places the content view over the cell's bounds (less the accessory), then lays out the cell's own subviews.
    open override func layoutSubviews() {
        let accessory: CGFloat = accessoryType == .none ? 0 : 38
        let indent = CGFloat(indentationLevel) * indentationWidth
        contentView.frame = CGRect(x: indent - swipeOffset, y: 0, width: max(0, bounds.width - accessory - indent), height: bounds.height)
        super.layoutSubviews()
    }
}

/// The view of a section's header or footer.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
@MainActor open class UITableViewHeaderFooterView: UIView {
    /// The reuse identifier.
    public let reuseIdentifier: String?
    /// The view the app puts its content in.
    public let contentView = UIView()
    /// The title label.
    public let textLabel: UILabel? = UILabel()

    /// A header or footer view for `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    open override func layoutSubviews() {
        contentView.frame = bounds
        textLabel?.frame = bounds.inset(by: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        super.layoutSubviews()
    }
}
