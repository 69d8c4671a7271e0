import Foundation

/// An accessory of a list cell: what it is, when it shows, and what a tap on it does.
///
/// Only the outline disclosure and the delete accessory take taps here: an outline disclosure toggles its item's
/// expansion (or runs its action handler), a delete accessory runs its action handler; the others are drawn, not
/// tapped (a checkmark, a label, a disclosure indicator, a reorder control, whose drag the runtime does not model).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct and
/// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Hashable, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// The width an accessory reserves.
    public enum LayoutDimension: Hashable, Sendable {
        case actual, standard
        case custom(CGFloat)
    }

    /// What a tap on an accessory runs.
    public typealias ActionHandler = @MainActor () -> Void

    /// The options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// How an outline disclosure takes taps: `.header` toggles on a tap anywhere on the cell (which is then not
        /// selectable), `.cell` only on the accessory, `.automatic` as `.header` for a header's configuration and as
        /// `.cell` otherwise.
        ///
        /// Documentation: https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum
        public enum Style: Hashable, Sendable {
            case automatic, header, cell
        }

        public var style: UICellAccessory.OutlineDisclosureOptions.Style
        public var isHidden: Bool
        public var reservedLayoutWidth: UICellAccessory.LayoutDimension
        public var tintColor: UIColor?
        /// Options with these values; a value left `nil` is UIKit's default (`.automatic`, shown, `.standard`).
        public init(style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil,
                    reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// The options of the accessories without their own (disclosure indicator, checkmark, reorder, label, delete).
    public struct StandardOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// Options with these values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public typealias DisclosureIndicatorOptions = StandardOptions
    public typealias CheckmarkOptions = StandardOptions
    public typealias ReorderOptions = StandardOptions
    public typealias LabelOptions = StandardOptions
    public typealias DeleteOptions = StandardOptions

    /// Which accessory.
    enum Kind: Equatable {
        case outlineDisclosure, disclosureIndicator, checkmark, delete, reorder, label(String)

        var isInteractive: Bool { self == .outlineDisclosure || self == .delete }
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let actionHandler: ActionHandler?
    /// The outline disclosure's style (nil for other accessories).
    let outlineStyle: OutlineDisclosureOptions.Style?

    /// Whether the accessory shows on a cell that is not editing (the runtime's cells never edit).
    var isShown: Bool { !isHidden && displayed != .whenEditing }

    /// A rotating chevron that opens and closes the item's children.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler,
                        outlineStyle: options.style)
    }

    /// A chevron pointing to the trailing edge: a tap on the cell shows more.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false, actionHandler: nil, outlineStyle: nil)
    }

    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false, actionHandler: nil, outlineStyle: nil)
    }

    /// A delete control, shown while editing unless told otherwise.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed, isHidden: options.isHidden ?? false, actionHandler: actionHandler, outlineStyle: nil)
    }

    /// A reorder control, shown while editing unless told otherwise.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden ?? false, actionHandler: nil, outlineStyle: nil)
    }

    /// A label with `text`.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed, isHidden: options.isHidden ?? false, actionHandler: nil, outlineStyle: nil)
    }
}
