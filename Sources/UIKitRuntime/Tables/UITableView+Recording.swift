import Foundation

/// A row update the app asked a table for, as the app backend reports it: what a person would see change, and
/// what the spec's `expect events` lines compare with the engines' events.
///
/// Recorded when the update group is applied (a single `deleteRows` is its own group; the calls inside
/// `performBatchUpdates` or `beginUpdates`/`endUpdates` are one group), before UIKit's consistency check, so an
/// update that crashes the app is recorded too. Within a group the kinds come in the order UIKit applies them:
/// deletes, inserts, moves, reloads.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
public struct RecordedRowUpdate: Equatable, Sendable {
    /// `deleteRows`, `insertRows`, `moveRow`, `reloadRows`, `deleteSections`, `insertSections` or `reloadSections`.
    public var kind: String
    /// The index paths the call named (for a move: from, then to); for the section kinds, `[section, -1]`.
    public var paths: [IndexPath]
    /// Which group it belonged to (0 for the table's first group): calls with the same number were one update.
    public var group: Int

    /// A record of one call.
    public init(kind: String, paths: [IndexPath], group: Int) {
        self.kind = kind
        self.paths = paths
        self.group = group
    }
}

extension UITableView {
    /// Records the group's calls in ``recordedRowUpdates``.
    func record(_ update: PendingUpdate) {
        let group = (recordedRowUpdates.last?.group ?? -1) + 1
        var found: [RecordedRowUpdate] = []
        func add(_ kind: String, _ paths: [IndexPath]) {
            if !paths.isEmpty { found.append(RecordedRowUpdate(kind: kind, paths: paths, group: group)) }
        }
        add("deleteSections", update.sectionDeletes.map { IndexPath(row: -1, section: $0) })
        add("deleteRows", update.deletes)
        add("insertSections", update.sectionInserts.map { IndexPath(row: -1, section: $0) })
        add("insertRows", update.inserts)
        for move in update.moves { add("moveRow", [move.from, move.to]) }
        add("reloadSections", update.sectionReloads.map { IndexPath(row: -1, section: $0) })
        add("reloadRows", update.reloads)
        recordedRowUpdates += found
    }
}
