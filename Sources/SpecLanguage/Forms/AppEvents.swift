import AppScreen
import Messages
import TableModel

/// `expect events:` read from what the reader's app did, gesture by gesture.
///
/// After each gesture the backend compares the screen before it with the screen after it (settled), and logs, in
/// this order (the engines' order within one gesture):
/// - `tapped "T" in row R` (or `in header`) for each action the app's code ran because the tap reached it: a swipe
///   action's handler, or a button's touch-up-inside actions (the runtime's record, with the row whose cell holds
///   the button at that moment); a button with no action runs no code and logs nothing;
/// - `lifted row R` when a snapshot of a row starts floating over the table: R is the row whose cell it hides;
/// - `closed row R`, then `opened row R` (each in ascending order), for each row a person saw come to rest closed
///   after resting open, or open after resting closed, across a release, a cancel or a tap: the same reading as
///   `expect row R open` (the cell's content slid by the whole width of its buttons) and `closed`. A release or a
///   cancel is read from where the rows rested when the pan's finger went down; a scroll, which only reuses cells,
///   opens and closes nothing. R is the row's index path at the start of the gesture; a row the app deleted in it
///   neither opens nor closes;
/// - a tap on a row that made the app insert or delete rows: each run of consecutive deleted rows is `collapsed row
///   R` (R the row above the run, before the batch), then each run of inserted rows `expanded row R` (the row above
///   the run, after it): the rows a tree shows under its parent;
/// - a tap on a section header: each section whose row count the app changed (its data source's answer, however
///   the table was told), `collapsed section S` for those that lost rows in ascending order, then `expanded
///   section S`;
/// - a tap on the label: `expanded label` when its text grew, `collapsed label` when it shrank;
/// - any other gesture: `deleted row R` for each row the app deleted, `moved row A to row B` for each `moveRow`,
///   except the moves of a `cancel` that ends a lift (they put the rows back, as UIKit's cancel does);
/// - `dropped row R` when the snapshot goes: R is the row whose cell it hid, where the gesture's updates carried it.
///
/// The table's updates are the runtime's record of the app's calls (`deleteRows`, `insertRows`, `moveRow`, …).
/// A row off screen during a gesture shows no rest, and an action a release performs in the app's own code (a full
/// swipe) is no call of UIKit's: a line listing such an event that the app did not show is engine only, with the
/// reason, when the rest of it agrees. The mark moves at every `expect events` line.
public enum AppEvents {
    /// Notes the events the app showed for one gesture (`kind`), from the screens before and after it, and what
    /// reading later gestures needs, in `driving`.
    public static func record(_ kind: CommandKind, before: Screen, after: Screen, into driving: inout AppDriving) {
        let updates = Array((after.table?.updates ?? []).dropFirst(before.table?.updates.count ?? 0))
        var reading = driving.eventReading
        let endsLift = before.lifted != nil && after.lifted == nil
        var events = tapped(before: before, after: after)
        events += lifted(before: before, after: after, updates: updates, &reading)
        events += rests(kind, before: before, after: after, &reading)
        events += changes(kind, before: before, after: after, updates: kind == .cancel && endsLift ? [] : updates, labelRow: driving.labelRow)
        if endsLift { events += dropped(before: before, updates: updates, &reading) }
        driving.eventReading = reading
        driving.events += events
    }

    /// The actions the app's code ran in the gesture, as events.
    static func tapped(before: Screen, after: Screen) -> [EventPattern] {
        after.tapped.dropFirst(before.tapped.count).compactMap { action in
            if let row = action.row, let path = row.count == 2 ? RowReference.index(section: row[0], row: row[1]) : nil {
                return .tapped(action.title ?? "", path)
            }
            return action.inHeader ? .tappedInHeader(action.title ?? "") : nil
        }
    }

    /// `lifted row R` when a snapshot appeared; otherwise the lifted row follows the gesture's updates.
    static func lifted(before: Screen, after: Screen, updates: [ScreenUpdate], _ reading: inout AppEventReading) -> [EventPattern] {
        guard before.lifted == nil, let snapshot = after.lifted else {
            reading.lifted = reading.lifted.flatMap { AppRowUpdates.map($0, through: updates) }
            return []
        }
        let titled = before.table?.cells.filter { $0.title != nil && $0.title == snapshot.title } ?? []
        let path = snapshot.hiddenRow.flatMap { $0.count == 2 ? RowPath(section: $0[0], row: $0[1]) : nil }
            ?? (titled.count == 1 ? RowPath(section: titled[0].section, row: titled[0].row) : nil)
        reading.lifted = path
        guard let path else {
            reading.unknown = AppEventMessages.liftedRow
            return []
        }
        return [.lifted(.index(section: path.section, row: path.row))]
    }

    /// `dropped row R` when the snapshot went: the row whose cell it hid before the gesture, carried by the
    /// gesture's updates (else the lifted row as the app's moves carried it).
    static func dropped(before: Screen, updates: [ScreenUpdate], _ reading: inout AppEventReading) -> [EventPattern] {
        let hidden = before.lifted?.hiddenRow.flatMap { $0.count == 2 ? RowPath(section: $0[0], row: $0[1]) : nil }
        let path = hidden.flatMap { AppRowUpdates.map($0, through: updates) } ?? reading.lifted
        reading.lifted = nil
        guard let path else {
            reading.unknown = AppEventMessages.liftedRow
            return []
        }
        return [.dropped(.index(section: path.section, row: path.row))]
    }

    /// The rows that came to rest closed, then open, across a release, a cancel or a tap (see ``AppEvents``).
    static func rests(_ kind: CommandKind, before: Screen, after: Screen, _ reading: inout AppEventReading) -> [EventPattern] {
        let start: (rests: [RowPath: AppEventReading.Rest], updates: Int)
        let now = (AppEventReading.rests(on: before), before.table?.updates.count ?? 0)
        switch kind {
        case .pan:
            reading.panStart = now
            return []
        case .release(_, false):
            // The row is still moving: the screen shows no rest to read until the next `expect events` moves the mark.
            reading.panStart = nil
            reading.released = true
            reading.unknown = AppEventMessages.unsettled
            return []
        case .release, .cancel:
            start = reading.panStart ?? now
            reading.released = reading.released || (kind != .cancel && reading.panStart != nil)
            reading.panStart = nil
        case .tapRow, .tapAction: start = now
        default: return []
        }
        let updates = Array((after.table?.updates ?? []).dropFirst(start.updates))
        let end = AppEventReading.rests(on: after)
        var seen = Set<RowPath>(), closed: [RowPath] = [], opened: [RowPath] = []
        for (path, rest) in start.rests {
            guard let moved = AppRowUpdates.map(path, through: updates) else {
                seen.insert(path)
                continue
            }
            guard let shown = end[moved] else { continue }
            seen.insert(path)
            if rest != .closed, shown == .closed { closed.append(path) }
            if rest == .closed, shown == .open { opened.append(path) }
        }
        reading.seen.append(seen)
        let index = { (path: RowPath) in RowReference.index(section: path.section, row: path.row) }
        return closed.sorted().map { .closed(index($0)) } + opened.sorted().map { .opened(index($0)) }
    }

    /// The rows and sections the gesture changed: trees, sections and the label by their taps, else deletes and moves.
    static func changes(_ kind: CommandKind, before: Screen, after: Screen, updates: [ScreenUpdate], labelRow: RowPath?) -> [EventPattern] {
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

    /// Why a line listing this event cannot be read from the app, or `nil` when it can: a row named by its title
    /// (the app's events name index paths).
    public static func engineOnlyReason(_ event: EventPattern) -> LocalizedText? {
        switch event {
        case .opened(let row), .closed(let row), .tapped(_, let row), .deleted(let row), .lifted(let row), .dropped(let row),
             .expandedRow(let row), .collapsedRow(let row):
            byTitle(row)
        case .moved(let from, let to): byTitle(from) ?? byTitle(to)
        case .tappedInHeader, .expandedSection, .collapsedSection, .expandedLabel, .collapsedLabel: nil
        }
    }

    private static func byTitle(_ row: RowReference) -> LocalizedText? {
        if case .title = row { AppExpectationMessages.byTitle } else { nil }
    }

    /// `expect events:` against the app: the events logged since the mark, exactly, in order; the mark moves.
    static func expect(_ patterns: [EventPattern]) -> AppCommand {
        let reason = patterns.lazy.compactMap(engineOnlyReason).first
        return .notes(stopsWhenUnknown: false) { screen, driving in
            let shown = driving.events, reading = driving.eventReading
            driving.events = []
            driving.eventReading.markMoved()
            if let reason { return .unknown(reason) }
            if let unknown = reading.unknown { return .unknown(unknown) }
            let wanted = patterns.map { normalized($0, on: screen) }
            if shown == wanted { return .agrees }
            // What the screen cannot show (a row off screen, a full swipe's action): the line is the engines' when the
            // app agrees on everything else.
            let unseen = wanted.filter { reading.mayBeUnseen($0) && !shown.contains($0) }
            if !unseen.isEmpty, shown == wanted.filter({ !unseen.contains($0) }) { return .unknown(AppEventMessages.unseen(unseen)) }
            // Events in the reader's language, as the chapter writes them (`opened row 3` · `打开 行 3`).
            return .differsSaying(AppAnswer.differsSentence(AppEventMessages.events, app: SpecPhrase.events(shown), spec: SpecPhrase.events(patterns)))
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
    static let liftedRow = LocalizedText(
        "your app's snapshot floated over no hidden cell on screen, so its screen cannot say which row was lifted or dropped",
        zh: "你的应用的快照下面，屏幕上没有被隐藏的单元格，所以屏幕无法说明提起或放下的是哪一行")

    static let unsettled = LocalizedText(
        "a `release … without waiting` left its row moving, so your app's screen showed no rest for it to read",
        zh: "`松开 … 不等待` 之后那一行还在动，你的应用的屏幕上看不出它停在哪里")

    /// Events the screen cannot show: rows off screen opening or closing, actions a release performed.
    static func unseen(_ events: [EventPattern]) -> LocalizedText {
        let rests = events.filter { if case .tapped = $0 { false } else { true } }, taps = events.filter { if case .tapped = $0 { true } else { false } }
        var english: [String] = [], chinese: [String] = []
        if !rests.isEmpty {
            let list = SpecPhrase.events(rests)
            english.append("\(list.english): the row was off your app's screen during a gesture, and a row with no cell shows no rest")
            chinese.append("\(list.chinese)：手势进行时这一行不在你的应用的屏幕上，没有单元格的行看不出停在哪里")
        }
        if !taps.isEmpty {
            let list = SpecPhrase.events(taps)
            english.append("\(list.english): a release performed it in your app's own code (a full swipe), which UIKit does not call and the screen does not show")
            chinese.append("\(list.chinese)：是松开手指时由你的应用自己的代码执行的（完整滑动），UIKit 不会调用它，屏幕上也看不到")
        }
        return LocalizedText(english.joined(separator: "; ") + "; only the engines can say it, and the rest of the line agrees with your app",
                             zh: chinese.joined(separator: "；") + "；只有引擎能说明，这一行的其余部分与你的应用一致")
    }
}
