import Foundation

/// Something that can provide an item's data (the dragged object, kept as is: nothing is serialized on Linux).
///
/// Documentation: https://developer.apple.com/documentation/foundation/nsitemprovider
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The object provided.
    public let object: Any?

    /// A provider of `object`.
    public init(object: Any) {
        self.object = object
        super.init()
    }

    /// A provider of nothing.
    public override init() {
        object = nil
        super.init()
    }
}

/// A dragged item.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uidragitem
@MainActor open class UIDragItem: NSObject {
    /// The provider of the item's data.
    public let itemProvider: NSItemProvider
    /// An object for drags within the app.
    open var localObject: Any?

    /// An item for `itemProvider`.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// A drag in progress (declared so the reader's drag delegate compiles; system drag and drop is not modelled:
/// the runtime's finger drives gesture recognizers, not drag sessions).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uidragsession
@MainActor public protocol UIDragSession: AnyObject {
    /// The items dragged.
    var items: [UIDragItem] { get }
}

/// A drop in progress (declared, not modelled; see ``UIDragSession``).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uidropsession
@MainActor public protocol UIDropSession: AnyObject {
    /// The items dropped.
    var items: [UIDragItem] { get }
}

/// What a drop will do.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uidropoperation
public enum UIDropOperation: UInt, Sendable {
    case cancel, forbidden, copy, move
}

/// A table's answer to a drop over it.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableviewdropproposal
@MainActor open class UITableViewDropProposal: NSObject {
    /// Where the drop goes.
    public enum Intent: Int, Sendable {
        case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath, automatic
    }

    /// The operation.
    public let operation: UIDropOperation
    /// The intent.
    public let intent: Intent

    /// A proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.operation = operation
        self.intent = intent
        super.init()
    }
}

/// What a table gives its drop delegate to perform a drop (declared, not modelled).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator
@MainActor public protocol UITableViewDropCoordinator: AnyObject {
    /// The row the drop goes to.
    var destinationIndexPath: IndexPath? { get }
    /// The drop's session.
    var session: UIDropSession { get }
}

/// A table's drag delegate (declared; the runtime starts no system drags).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableviewdragdelegate
@MainActor public protocol UITableViewDragDelegate: AnyObject {
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
}

/// A table's drop delegate (declared; the runtime delivers no system drops).
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableviewdropdelegate
@MainActor public protocol UITableViewDropDelegate: AnyObject {
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel, intent: .unspecified)
    }
}
