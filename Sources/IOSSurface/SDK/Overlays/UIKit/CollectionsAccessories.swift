// Cell accessories, as Swift sees them: a value type with a static factory per kind of accessory.
// https://developer.apple.com/documentation/uikit/uicellaccessory

/// An accessory a list cell shows: a disclosure indicator, an outline disclosure, a checkmark, a delete or reorder
/// control, a label, a custom view.
public struct UICellAccessory {
    private enum Kind { case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label, detail, customView }
    private var kind: Kind
    private var displayedState: UICellAccessory.DisplayedState
    private var actionHandler: UICellAccessory.ActionHandler?
    private init(_ kind: Kind, _ displayed: UICellAccessory.DisplayedState, _ actionHandler: UICellAccessory.ActionHandler? = nil) {
        self.kind = kind
        displayedState = displayed
        self.actionHandler = actionHandler
    }

    /// When the accessory shows: always, or only while the cell is (not) editing.
    public enum DisplayedState: Hashable, Sendable {
        case always
        case whenEditing
        case whenNotEditing
    }

    /// The width an accessory reserves.
    public enum LayoutDimension: Hashable, Sendable {
        case actual
        case standard
        case custom(CGFloat)
    }

    public typealias ActionHandler = @MainActor () -> Void

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    // The outline disclosure's options, its style nested in them as in Apple's UIKit overlay.
    public struct OutlineDisclosureOptions {
        public enum Style: Hashable, Sendable {
            case automatic
            case header
            case cell
        }
        public var style: UICellAccessory.OutlineDisclosureOptions.Style
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil,
                    reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct InsertOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct ReorderOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    public struct MultiselectOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.font = font ?? UIFont.preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    public struct DetailOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Where a custom view goes, and where among the other accessories.
    public enum Placement {
        public typealias Position = (_ accessories: [UICellAccessory]) -> Int
        public static func position(before accessory: UICellAccessory) -> UICellAccessory.Placement.Position { { _ in 0 } }
        public static func position(after accessory: UICellAccessory) -> UICellAccessory.Placement.Position { { $0.count } }
        case leading(displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { $0.count })
        case trailing(displayed: UICellAccessory.DisplayedState = .always, at: UICellAccessory.Placement.Position = { _ in 0 })
    }

    public struct CustomViewConfiguration {
        public let customView: UIView
        public let placement: UICellAccessory.Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
                    maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    // https://developer.apple.com/documentation/uikit/uicellaccessory/disclosureindicator(displayed:options:)
    public static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always,
                                           options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed)
    }
    // https://developer.apple.com/documentation/uikit/uicellaccessory/outlinedisclosure(displayed:options:actionhandler:)
    public static func outlineDisclosure(displayed: UICellAccessory.DisplayedState = .always,
                                         options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed, actionHandler)
    }
    // https://developer.apple.com/documentation/uikit/uicellaccessory/checkmark(displayed:options:)
    public static func checkmark(displayed: UICellAccessory.DisplayedState = .always,
                                 options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed)
    }
    // https://developer.apple.com/documentation/uikit/uicellaccessory/delete(displayed:options:actionhandler:)
    public static func delete(displayed: UICellAccessory.DisplayedState = .whenEditing,
                              options: UICellAccessory.DeleteOptions = DeleteOptions(),
                              actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed, actionHandler)
    }
    public static func insert(displayed: UICellAccessory.DisplayedState = .whenEditing,
                              options: UICellAccessory.InsertOptions = InsertOptions(),
                              actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed, actionHandler)
    }
    // https://developer.apple.com/documentation/uikit/uicellaccessory/reorder(displayed:options:)
    public static func reorder(displayed: UICellAccessory.DisplayedState = .whenEditing,
                               options: UICellAccessory.ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed)
    }
    public static func multiselect(displayed: UICellAccessory.DisplayedState = .whenEditing,
                                   options: UICellAccessory.MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed)
    }
    // https://developer.apple.com/documentation/uikit/uicellaccessory/label(text:displayed:options:)
    public static func label(text: String, displayed: UICellAccessory.DisplayedState = .always,
                             options: UICellAccessory.LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label, displayed)
    }
    public static func detail(displayed: UICellAccessory.DisplayedState = .always,
                              options: UICellAccessory.DetailOptions = DetailOptions(),
                              actionHandler: UICellAccessory.ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed, actionHandler)
    }
    public static func customView(configuration: UICellAccessory.CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.customView, .always)
    }
}
