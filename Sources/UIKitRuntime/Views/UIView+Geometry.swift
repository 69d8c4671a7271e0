import Foundation


/// What `snapshotView(afterScreenUpdates:)` returns: a view that pictures another one as it was.
@MainActor public final class UISnapshotView: UIView {
    /// The view pictured.
    public internal(set) weak var source: UIView?
    /// The texts of the labels in the pictured view, front to back, when the snapshot was taken.
    public internal(set) var picturedText: [String] = []

    static func texts(in view: UIView) -> [String] {
        var found: [String] = []
        if let label = view as? UILabel, let text = label.text { found.append(text) }
        for subview in view.subviews where !subview.isHidden { found += texts(in: subview) }
        return found
    }
}
