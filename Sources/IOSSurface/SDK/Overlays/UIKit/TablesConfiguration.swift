// Content and background configurations, as an iOS app sees them in Swift: a Swift protocol and value types.
// https://developer.apple.com/documentation/uikit/uicontentconfiguration
// https://developer.apple.com/documentation/uikit/uicontentview
// https://developer.apple.com/documentation/uikit/uiconfigurationstate
// https://developer.apple.com/documentation/uikit/uiviewconfigurationstate
// https://developer.apple.com/documentation/uikit/uicellconfigurationstate
// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
// https://developer.apple.com/documentation/uikit/uilistcontentview
// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration
// https://developer.apple.com/documentation/uikit/uiconfigurationcolortransformer

// MARK: - Protocols

/// The content of a cell or a header, as a value that makes the view showing it.
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

// MARK: - States

/// The state of a view: disabled, highlighted, selected, focused.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled: Bool = false
    public var isHighlighted: Bool = false
    public var isSelected: Bool = false
    public var isFocused: Bool = false
    public var isPinned: Bool = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    /// For the bridging below only: Apple's states have only init(traitCollection:).
    init() { traitCollection = UITraitCollection() }
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// The state of a cell: a view's state and editing, swiping, expansion, reordering and drag and drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled: Bool = false
    public var isHighlighted: Bool = false
    public var isSelected: Bool = false
    public var isFocused: Bool = false
    public var isPinned: Bool = false
    public var isEditing: Bool = false
    public var isExpanded: Bool = false
    public var isSwiped: Bool = false
    public var isReordering: Bool = false
    public var cellDragState: UICellConfigurationState.DragState = .none
    public var cellDropState: UICellConfigurationState.DropState = .none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    /// For the bridging below only: Apple's states have only init(traitCollection:).
    init() { traitCollection = UITraitCollection() }
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    public enum DragState: Hashable, Sendable { case none, lifting, dragging }
    public enum DropState: Hashable, Sendable { case none, notTargeted, targeted }
}

extension UIViewConfigurationState: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> __UIViewConfigurationState {
        MainActor.assumeIsolated { __UIViewConfigurationState() }
    }
    public static func _forceBridgeFromObjectiveC(_ source: __UIViewConfigurationState, result: inout UIViewConfigurationState?) {
        result = UIViewConfigurationState()
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: __UIViewConfigurationState, result: inout UIViewConfigurationState?) -> Bool {
        result = UIViewConfigurationState()
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: __UIViewConfigurationState?) -> UIViewConfigurationState {
        UIViewConfigurationState()
    }
}

extension UICellConfigurationState: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> __UICellConfigurationState {
        MainActor.assumeIsolated { __UICellConfigurationState() }
    }
    public static func _forceBridgeFromObjectiveC(_ source: __UICellConfigurationState, result: inout UICellConfigurationState?) {
        result = UICellConfigurationState()
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: __UICellConfigurationState, result: inout UICellConfigurationState?) -> Bool {
        result = UICellConfigurationState()
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: __UICellConfigurationState?) -> UICellConfigurationState {
        UICellConfigurationState()
    }
}

// MARK: - Color transformer

/// A function from a color to the color to draw.
public struct UIConfigurationColorTransformer {
    public let transform: (UIColor) -> UIColor
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
}

// MARK: - List content

/// The content of a list cell, header or footer: an image, a text and a secondary text, with their properties.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    private var style: Int

    private init(style: Int) {
        self.style = style
        textProperties = TextProperties()
        secondaryTextProperties = TextProperties()
        imageProperties = ImageProperties()
        directionalLayoutMargins = NSDirectionalEdgeInsets()
    }

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: 0) }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: 1) }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: 2) }
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: 3) }
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: 4) }
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: 5) }
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: 6) }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: 7) }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: 8) }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: 9) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: 10) }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: 11) }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: 12) }
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: 13) }
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration(style: 14) }
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration(style: 15) }

    public var image: UIImage?
    public var imageProperties: UIListContentConfiguration.ImageProperties
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: UIListContentConfiguration.TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: UIListContentConfiguration.TextProperties
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText: Bool = false
    public var imageToTextPadding: CGFloat = CGFloat(0)
    public var textToSecondaryTextHorizontalPadding: CGFloat = CGFloat(0)
    public var textToSecondaryTextVerticalPadding: CGFloat = CGFloat(0)

    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText && lhs.image == rhs.image
            && lhs.textProperties == rhs.textProperties && lhs.secondaryTextProperties == rhs.secondaryTextProperties
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(text)
        hasher.combine(secondaryText)
    }

    /// How a text is drawn: font, color, alignment, lines.
    public struct TextProperties: Hashable {
        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: UIListContentConfiguration.TextProperties.TextAlignment = .natural
        public var numberOfLines: Int = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth: Bool = false
        public var minimumScaleFactor: CGFloat = CGFloat(0)
        public var allowsDefaultTighteningForTruncation: Bool = true
        public var adjustsFontForContentSizeCategory: Bool = true
        public var showsExpansionTextWhenTruncated: Bool = false
        public var transform: UIListContentConfiguration.TextProperties.TextTransform = .none

        init() {
            font = UIFont()
            color = UIColor()
        }

        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        public static func == (lhs: UIListContentConfiguration.TextProperties, rhs: UIListContentConfiguration.TextProperties) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.alignment == rhs.alignment && lhs.numberOfLines == rhs.numberOfLines
        }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(numberOfLines)
            hasher.combine(alignment)
        }

        public enum TextAlignment: Hashable, Sendable {
            case natural
            case center
            case justified
        }
        public enum TextTransform: Hashable, Sendable {
            case none
            case uppercase
            case lowercase
            case capitalized
        }
    }

    /// How the image is drawn: tint, corner radius, sizes.
    public struct ImageProperties: Hashable {
        public static let standardDimension: CGFloat = CGFloat(-1)
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = CGFloat(0)
        public var maximumSize: CGSize = CGSize()
        public var reservedLayoutSize: CGSize = CGSize()
        public var accessibilityIgnoresInvertColors: Bool = false

        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { tintColorTransformer?(tintColor) ?? tintColor }

        public static func == (lhs: UIListContentConfiguration.ImageProperties, rhs: UIListContentConfiguration.ImageProperties) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.cornerRadius == rhs.cornerRadius
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius) }
    }
}

/// The view that shows a list content configuration.
@MainActor
open class UIListContentView: UIView, UIContentView {
    // A default value lets the class inherit UIView's initializers, whether or not init(coder:) is required there.
    private var listConfiguration = UIListContentConfiguration.cell()

    public convenience init(configuration: UIListContentConfiguration) {
        self.init(frame: CGRect())
        listConfiguration = configuration
    }

    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }
    open func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }
}

// MARK: - Background

/// The background of a cell, header or footer: a color, a custom view, corner radius, stroke.
public struct UIBackgroundConfiguration: Hashable {
    private var style: Int
    private init(style: Int) { self.style = style }

    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: 0) }
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: 1) }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: 2) }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: 3) }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: 4) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: 5) }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: 6) }
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: 7) }

    public var customView: UIView?
    public var cornerRadius: CGFloat = CGFloat(0)
    public var backgroundInsets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets()
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var image: UIImage?
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = CGFloat(0)
    public var strokeOutset: CGFloat = CGFloat(0)

    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColorTransformer?(backgroundColor ?? tintColor) ?? backgroundColor ?? tintColor
    }
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor { strokeColorTransformer?(strokeColor ?? tintColor) ?? strokeColor ?? tintColor }
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }

    public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.style == rhs.style && lhs.backgroundColor == rhs.backgroundColor && lhs.cornerRadius == rhs.cornerRadius
            && lhs.customView == rhs.customView
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
    }
}

// MARK: - Cells, headers and footers

extension UITableViewCell {
    /// The list content configuration for the cell's style.
    @MainActor @preconcurrency public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    /// The content the cell shows; setting one replaces `textLabel`, `detailTextLabel` and `imageView`.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set { _ = newValue }
    }
    /// The cell's background.
    @MainActor @preconcurrency public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { nil }
        set { _ = newValue }
    }
}

extension UITableViewHeaderFooterView {
    public func defaultContentConfiguration() -> UIListContentConfiguration { .header() }
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set { _ = newValue }
    }
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { nil }
        set { _ = newValue }
    }
}
