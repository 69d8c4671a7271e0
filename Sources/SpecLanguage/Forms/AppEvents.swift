import AppScreen
import Messages
import TableModel

/// `expect events:` read from what the reader's app did, gesture by gesture.
///
/// After each gesture the backend compares the screen before it with the screen after it (settled), and logs:
/// - a tap on a row that made the app insert or delete rows: each run of consecutive deleted rows is `collapsed row
///   R` (R the row above the run, before the batch), then each run of inserted rows `expanded row R` (the row above
///   the run, after it): the rows a tree shows under its parent;
/// - a tap on a section header: each section whose row count the app changed (its data source's answer, however
///   the table was told), `collapsed section S` for those that lost rows in ascending order, then `expanded
///   section S`;
/// - a tap on the label: `expanded label` when its text grew, `collapsed label` when it shrank;
/// - any other gesture: `deleted row R` for each row the app deleted, `moved row A to row B` for each `moveRow`.
///
/// The table's updates are the runtime's record of the app's calls (`deleteRows`, `insertRows`, `moveRow`, …).
/// An event the screen cannot show (`opened`/`closed`: where a row rests is checked by `expect row R open`, and a
/// reused cell showing open is no event; `tapped`: the app's handler; `lifted`/`dropped`: the reorder engine's
/// state) makes its line engine only, with the reason; the mark still moves.
public enum AppEvents {
    /// The events the app showed for one gesture (`kind`), from the screens before and after it.
    public static func events(of kind: CommandKind, before: Screen, after: Screen, labelRow: RowPath?) -> [EventPattern] {
        let updates = Array((after.table?.updates ?? []).dropFirst(before.table?.updates.count ?? 0))
        switch kind {
        case .tapRow: return treeEvents(updates)
        case .tapHeader: return sectionEvents(before: before, after: after)
        case .tapLabel:
            let old = before.focusingLabel(at: labelRow).labelInFocus?.text ?? "", new = after.focusingLabel(at: labelRow).labelInFocus?.text ?? ""
            return new.count > old.count ? [.expandedLabel] : new.count < old.count ? [.collapsedLabel] : []
        default:
            return updates.flatMap { update -> [EventPattern] in
                switch update.kind {
                case "deleteRows": update.paths.sorted { $0.lexicographicallyPrecedes($1) }.compactMap(row).map(EventPattern.deleted)
                case "moveRow":
                    if update.paths.count == 2, let from = row(update.paths[0]), let to = row(update.paths[1]) { [.moved(from, to)] } else { [] }
                default: []
                }
            }
        }
    }

    /// Runs of deleted rows (old index paths) fold the row above each; runs of inserted rows open it.
    static func treeEvents(_ updates: [ScreenUpdate]) -> [EventPattern] {
        func parents(_ kind: String) -> [RowReference] {
            let paths = updates.filter { $0.kind == kind }.flatMap(\.paths).filter { $0.count == 2 }.sorted { $0.lexicographicallyPrecedes($1) }
            // The first path of each run of consecutive rows: its parent is the row just above it.
            let starts = paths.indices.filter { index in
                index == 0 || paths[index - 1][0] != paths[index][0] || paths[index - 1][1] + 1 != paths[index][1]
            }
            return starts.map { RowReference.index(section: paths[$0][0], row: paths[$0][1] - 1) }
        }
        return parents("deleteRows").map(EventPattern.collapsedRow) + parents("insertRows").map(EventPattern.expandedRow)
    }

    /// Sections whose row count changed: the folded ones first, in ascending order, then the opened ones.
    static func sectionEvents(before: Screen, after: Screen) -> [EventPattern] {
        guard let old = before.table?.sections, let new = after.table?.sections, old.count == new.count else { return [] }
        let shrank = new.indices.filter { new[$0].rowCount < old[$0].rowCount }, grew = new.indices.filter { new[$0].rowCount > old[$0].rowCount }
        return shrank.map { .collapsedSection(.index($0)) } + grew.map { .expandedSection(.index($0)) }
    }

    static func row(_ path: [Int]) -> RowReference? {
        path.count == 2 ? .index(section: path[0], row: path[1]) : nil
    }

    /// Why a line listing this event cannot be read from the app, or `nil` when it can.
    public static func engineOnlyReason(_ event: EventPattern) -> LocalizedText? {
        switch event {
        case .opened, .closed: AppEventMessages.restState
        case .tapped, .tappedInHeader: AppEventMessages.tapped
        case .lifted, .dropped: AppEventMessages.lifted
        case .deleted(let row), .expandedRow(let row), .collapsedRow(let row): byTitle(row)
        case .moved(let from, let to): byTitle(from) ?? byTitle(to)
        case .expandedSection, .collapsedSection, .expandedLabel, .collapsedLabel: nil
        }
    }

    private static func byTitle(_ row: RowReference) -> LocalizedText? {
        if case .title = row { AppExpectationMessages.byTitle } else { nil }
    }

    /// `expect events:` against the app: the events logged since the mark, exactly, in order; the mark moves.
    static func expect(_ patterns: [EventPattern]) -> AppCommand {
        let reason = patterns.lazy.compactMap(engineOnlyReason).first
        return .notes(stopsWhenUnknown: false) { screen, driving in
            let shown = driving.events
            driving.events = []
            if let reason { return .unknown(reason) }
            let wanted = patterns.map { normalized($0, on: screen) }
            let say = { (events: [EventPattern]) in events.isEmpty ? "none" : events.map(\.description).joined(separator: ", ") }
            return shown == wanted ? .agrees : .differs(AppEventMessages.events, app: say(shown), spec: say(patterns))
        }
    }

    /// Sections named by title as their index on the app's screen.
    static func normalized(_ event: EventPattern, on screen: Screen) -> EventPattern {
        switch event {
        case .expandedSection(let section): .expandedSection(screen.section(section).map(SectionReference.index) ?? section)
        case .collapsedSection(let section): .collapsedSection(screen.section(section).map(SectionReference.index) ?? section)
        default: event
        }
    }
}

/// What the app backend says about events, in both languages.
enum AppEventMessages {
    static let events = LocalizedText("the events since the last `expect events` (what your app did)", zh: "上一个 `期望 事件` 以来的事件（你的应用做了什么）")
    static let restState = LocalizedText(
        "whether a gesture opened or closed a row is the swipe engine's log: your app's screen shows where rows rest, which `expect row R open` checks, and a reused cell that shows open is no event",
        zh: "手势是否打开或关闭了一行是滑动引擎的记录：你的应用的屏幕显示的是行停在哪里，由 `期望 第 R 行 打开` 检查，而复用的单元格显示为打开并不是事件")
    static let tapped = LocalizedText(
        "a tapped action is your app's handler running, which the screen does not show; what it did (a deleted row, a row left open) the other lines check",
        zh: "点按按钮是你的应用的处理代码在运行，屏幕上看不到；它做了什么（删除的行、保持打开的行）由其他行检查")
    static let lifted = LocalizedText(
        "lifting and dropping are the reorder engine's log; your app shows a snapshot, whose place the rows' titles and offsets check",
        zh: "提起和放下是重排引擎的记录；你的应用显示的是快照，它的位置由行的标题和偏移来检查")
}
