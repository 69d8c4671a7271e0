import AppScreen
import Messages
import TableModel

/// What the app backend remembers to read `expect events:` from the reader's app across gestures (``AppEvents``):
/// where the rows rested when a pan's finger went down, which rows the screen could not show during a gesture since
/// the mark, the lifted row as the app's moves carried it, and why some gesture's events could not be read.
public struct AppEventReading: Sendable {
    /// How a row's cell rests as a person sees it: the reading `expect row R open` and `closed` use.
    enum Rest: Sendable, Equatable {
        case open, closed, between
    }

    /// The visible rows' rests when the pan's finger went down, and how many row updates the app had made then;
    /// `nil` while no pan is in progress.
    var panStart: (rests: [RowPath: Rest], updates: Int)?
    /// For each gesture since the mark that can open or close rows, the rows it showed at its start and its end
    /// (index paths at its start): a row outside one of them may have opened or closed out of sight.
    var seen: [Set<RowPath>] = []
    /// Whether a release since the mark could have performed an action in the app's own code (a full swipe), which
    /// UIKit does not call and the screen does not show.
    var released = false
    /// The lifted row's index path now, as the app's moves carried it since the snapshot appeared.
    var lifted: RowPath?
    /// Why the events of a gesture since the mark cannot be read from the app's screen.
    var unknown: LocalizedText?

    public init() {}

    /// The mark moves: what was seen and what could not be read belong to the events taken.
    mutating func markMoved() {
        seen = []
        released = false
        unknown = nil
    }

    /// Whether a gesture since the mark did not show `path` at its start and end, so that the app's screen cannot
    /// say whether that row opened or closed.
    func isUnseen(_ path: RowPath) -> Bool {
        seen.contains { !$0.contains(path) }
    }

    /// Whether the app may have shown `event` out of sight: a row off screen opening or closing, or an action a
    /// release performed in the app's own code.
    func mayBeUnseen(_ event: EventPattern) -> Bool {
        switch event {
        case .opened(.index(let section, let row)), .closed(.index(let section, let row)): isUnseen(RowPath(section: section, row: row))
        case .tapped: released
        default: false
        }
    }

    /// The visible rows' rests on `screen`.
    static func rests(on screen: Screen) -> [RowPath: Rest] {
        var rests: [RowPath: Rest] = [:]
        for cell in screen.table?.cells ?? [] {
            rests[RowPath(section: cell.section, row: cell.row)] = cell.isOpen ? .open : cell.isClosed ? .closed : .between
        }
        return rests
    }
}

/// Where the app's row updates carry an index path: UIKit's rules for one update group (deletes and a move's
/// source in the old index paths, inserts and a move's destination in the new ones), group after group.
enum AppRowUpdates {
    /// `path` after `updates`, or `nil` when the app deleted the row or changed whole sections.
    static func map(_ path: RowPath, through updates: [ScreenUpdate]) -> RowPath? {
        var groups: [[ScreenUpdate]] = []
        for update in updates {
            if let last = groups.last?.last, last.group == update.group { groups[groups.count - 1].append(update) } else { groups.append([update]) }
        }
        var current: RowPath? = path
        for group in groups {
            guard let now = current else { return nil }
            current = map(now, inGroup: group)
        }
        return current
    }

    /// One group's effect on `path`.
    private static func map(_ path: RowPath, inGroup group: [ScreenUpdate]) -> RowPath? {
        if group.contains(where: { $0.kind.hasSuffix("Sections") && $0.kind != "reloadSections" }) { return nil }
        func rows(_ kind: String) -> [RowPath] {
            group.filter { $0.kind == kind }.flatMap(\.paths).compactMap { $0.count == 2 ? RowPath(section: $0[0], row: $0[1]) : nil }
        }
        let moves = group.filter { $0.kind == "moveRow" && $0.paths.count == 2 && $0.paths.allSatisfy { $0.count == 2 } }
            .map { (from: RowPath(section: $0.paths[0][0], row: $0.paths[0][1]), to: RowPath(section: $0.paths[1][0], row: $0.paths[1][1])) }
        if rows("deleteRows").contains(path) { return nil }
        if let move = moves.first(where: { $0.from == path }) { return move.to }
        let removed = rows("deleteRows") + moves.map(\.from), added = rows("insertRows") + moves.map(\.to)
        var row = path.row - removed.count { $0.section == path.section && $0.row < path.row }
        for inserted in added.filter({ $0.section == path.section }).map(\.row).sorted() where inserted <= row { row += 1 }
        return RowPath(section: path.section, row: row)
    }
}
