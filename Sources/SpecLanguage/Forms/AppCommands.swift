import AppScreen
import Foundation
import Messages
import SpecComparisons
import TableModel

/// How the reader's app performs one spec line, or why it cannot: the app backend's half of each command's
/// definition, kept in one table (``CommandKind/app``) beside the grammar, so that the backend (`AppBlockCheck`) adds
/// no switch of its own.
public enum AppCommand: Sendable {
    /// Touches and waits, worked out from the screen before the line (and what the backend remembers); then the app
    /// settles (runs until nothing moves) unless the line is a `wait` or a `hold`.
    case touches(settles: Bool, @Sendable (Screen, inout AppDriving) -> AppTouches)
    /// What the screen shows, checked: a setup line or an expectation.
    case reads(@Sendable (Screen, AppDriving) -> AppAnswer)
    /// A check that also notes what later lines need (the cell a label fixture found, the events' mark). When it
    /// answers ``AppAnswer/unknown(_:)`` and `stopsWhenUnknown`, the rest of the world is engine only with that
    /// reason, as nothing after it could be read.
    case notes(stopsWhenUnknown: Bool, @Sendable (Screen, inout AppDriving) -> AppAnswer)
    /// A window size: the app is started again in a window of this size (a setup line, before any gesture).
    case window(width: Double?, height: Double?)
    /// The app cannot answer this line; the reason is shown to authors. The block goes on against the app.
    case engineOnly(LocalizedText)
    /// A setting the app's screen cannot show (engine only, with the reason) that changes how the backend drives
    /// the app from here (`minimum press`).
    case setting(LocalizedText, @Sendable (inout AppDriving) -> Void)
    /// The app backend cannot perform this line: it and the rest of the block (and the blocks that continue its
    /// world) are engine only, with the reason.
    case stops(LocalizedText)
}

extension AppAnswer {
    /// This answer if it is a disagreement or unknown, else the next check's.
    func then(_ next: () -> AppAnswer) -> AppAnswer {
        self == .agrees ? next() : self
    }
}

/// What a command does to the app: the inputs, or why a person could not do it (a button that cannot be seen).
public enum AppTouches: Sendable, Equatable {
    case inputs([AppInput])
    case refused(LocalizedText)
}

/// The app's answer to a check: it agrees, it shows something else (what, the app's side and the spec's side), or
/// the screen does not show it (why; the line is then engine only).
public enum AppAnswer: Sendable, Equatable {
    case agrees
    case differs(LocalizedText, app: String, spec: String)
    /// The app differs, said in a whole sentence of its own ("against your app: it starts with 9 rows; …").
    case differsSaying(LocalizedText)
    case unknown(LocalizedText)

    /// The sentence of an app that differs: "against your app: WHAT: your app shows APP; the spec block says SPEC", in
    /// both languages (each side in the reader's language where it has words, such as events).
    public static func differsSentence(_ what: LocalizedText, app: LocalizedText, spec: LocalizedText) -> LocalizedText {
        LocalizedText("against your app: \(what.english): your app shows \(app.english); the spec block says \(spec.english)",
                      zh: "对照你的应用：\(what.chinese)：你的应用显示的是 \(app.chinese)；规格块写的是 \(spec.chinese)")
    }
}

/// A point in window coordinates.
public struct AppPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// What the app backend remembers between the lines of a block run on the reader's app.
public struct AppDriving: Sendable {
    /// Where the finger is while it is down.
    public var finger: AppPoint?
    /// The spec's minimum press (`minimum press 0.5s`; 1 s in a new world): a shorter long press lifts the finger.
    public var minimumPress: Double = 1
    /// Whether the block said `swipe style mail`: the buttons then share the revealed width, so their widths at rest
    /// are no declaration's.
    public var mailStyle = false
    /// Each row's last animation as the app showed it: its offsets frame by frame (spec sign), the start first.
    public var motion: [RowPath: [Double]] = [:]
    /// The row whose cell shows the label the block's `label` lines are about (found by the label fixture).
    public var labelRow: RowPath?
    /// The events the app showed since the last `expect events` (or the world's start), in order (``AppEvents``).
    public var events: [EventPattern] = []
    /// What reading the events needs across gestures: rests at a pan's start, rows out of sight, the lifted row.
    public var eventReading = AppEventReading()

    public init() {}

    /// Notes the offsets a settle went through: a cell whose offset changed keeps them as its last animation.
    public mutating func note(_ frames: [ScreenMotionFrame], before: Screen) {
        var paths: [RowPath: [Double]] = [:]
        for frame in frames {
            for cell in frame.cells { paths[RowPath(section: cell.section, row: cell.row), default: []].append(cell.offset == 0 ? 0 : -cell.offset) }
        }
        for (path, offsets) in paths {
            let start = before.cell(at: path)?.specOffset ?? offsets[0]
            let moved = ([start] + offsets).contains { abs($0 - start) > 1e-6 }
            if moved { motion[path] = [start] + offsets }
        }
    }

    /// The keyframes of a row's last animation: each value where its motion turns, then where it ends.
    public func keyframes(of path: RowPath) -> [Double]? {
        guard let offsets = motion[path] else { return nil }
        var values: [Double] = []
        var direction = 0.0
        for (previous, next) in zip(offsets, offsets.dropFirst()) where abs(next - previous) > 1e-6 {
            let step = next > previous ? 1.0 : -1.0
            if direction != 0, step != direction { values.append(previous) }
            direction = step
        }
        if let last = offsets.last { values.append(last) }
        return values
    }
}

extension CommandKind {
    /// How the reader's app performs this line (see ``AppCommand``); the expectations' own forms say how the app
    /// answers them (``Expectation/app``).
    public var app: AppCommand {
        switch self {
        case .table, .tableSections: AppCommands.fixture(self)
        case .tree(let nodes): AppReadings.tree(nodes)
        case .label(let text, let width, let fontSize, let maxHeight): AppReadings.label(text, width: width, fontSize: fontSize, maxHeight: maxHeight)
        case .tapLabel: AppReadings.tapLabel
        case .suffixes: .stops(AppReadingMessages.suffixes)
        case .width(let width): .window(width: width, height: nil)
        case .height(let height): .window(width: nil, height: height)
        case .rowHeight(let height): .reads { screen, _ in AppCommands.rowHeight(height, on: screen) }
        case .trailingActions(let actions): .reads { screen, driving in AppCommands.actions(actions, trailing: true, mail: driving.mailStyle, on: screen) }
        case .leadingActions(let actions): .reads { screen, driving in AppCommands.actions(actions, trailing: false, mail: driving.mailStyle, on: screen) }
        case .editingDelete:
            .reads { screen, _ in AppCommands.actions([ActionDeclaration(title: "Delete", width: 82, isDestructive: true)], trailing: true, mail: false, on: screen) }
        case .editingNone: .reads { screen, _ in AppCommands.noActions(on: screen) }
        case .headerView(let height, _): .reads { screen, _ in AppCommands.headerHeight(height, on: screen) }
        case .minimumPress(let seconds): .setting(AppCommandMessages.mode) { $0.minimumPress = max(0.2, seconds) }
        case .swipeStyle(let style): .setting(AppCommandMessages.mode) { $0.mailStyle = style == .mail }
        case .headerButtons(let buttons): .reads { screen, _ in AppCommands.headerButtons(buttons, on: screen) }
        case .headerHeight, .cellState, .singleOpen, .edgeScroll, .edgeRange, .reorderBy, .expandMode,
             .expandUpdates, .headerPassesTouches:
            .engineOnly(AppCommandMessages.mode)
        case .expect(let expectation): expectation.app
        default: AppGestures.gesture(self)
        }
    }
}

/// The setup lines' readings.
enum AppCommands {
    static func fixture(_ kind: CommandKind) -> AppCommand {
        switch kind {
        case .table(let rows, let pattern):
            // Without `titled`, the line claims the count alone: the engines' default titles are theirs, not the app's.
            .reads { screen, _ in
                let titles: ((Int, Int) -> String)? = pattern.map { pattern in { pattern.replacingOccurrences(of: "{n}", with: "\($1 + 1)") } }
                return counts([rows], titles: titles, on: screen).then { startSizes(on: screen) }
            }
        case .tableSections(let sections):
            .reads { screen, _ in
                counts(sections.map { $0.isCollapsed ? 0 : $0.rowCount }, titles: { "\(sections[$0].title) #\($1 + 1)" }, on: screen)
                    .then { startSizes(on: screen) }
            }
        default: .stops(AppCommandMessages.fixtureNotCompared)
        }
    }

    /// The sections' row counts, then the titles of the visible cells (`Item #4` for row 3).
    static func counts(_ expected: [Int], titles: ((Int, Int) -> String)?, on screen: Screen) -> AppAnswer {
        guard let table = screen.table else { return .differsSaying(AppCommandMessages.startsWith(nil, spec: list(expected))) }
        let shown = table.sections.map(\.rowCount)
        guard shown == expected else { return .differsSaying(AppCommandMessages.startsWith(list(shown), spec: list(expected))) }
        guard let titles else { return .agrees }
        for cell in table.cells where cell.section < expected.count {
            let wanted = titles(cell.section, cell.row)
            let title = screen.shownTitle(of: cell)
            if title != wanted {
                return .differs(AppCommandMessages.title(RowPath(section: cell.section, row: cell.row).name),
                                app: title.map(SpecString.quoted) ?? "—", spec: SpecString.quoted(wanted))
            }
        }
        return .agrees
    }

    /// A new world's row height (``Geometry/rowHeight``'s default): what a fixture's rows are until a `row height`
    /// line says otherwise.
    static let startRowHeight = Geometry().rowHeight

    /// The sizes a new world starts with, against the app's screen: every visible row as tall as a new world's (44
    /// points). A `row height` line after the fixture cannot change the app: the fixture reads the app's start, which
    /// is the world's before any setting. (Section headers are not compared: chapter 10's app draws 36-point button
    /// headers where the engines' world has 28, a difference the chapter does not discuss yet.)
    static func startSizes(on screen: Screen) -> AppAnswer {
        guard let table = screen.table else { return .agrees }
        if let other = table.cells.first(where: { !isClose($0.frame.height, startRowHeight) }) {
            return .differsSaying(AppCommandMessages.startRowHeight(RowPath(section: other.section, row: other.row).name,
                                                                    app: SpecNumber.format(other.frame.height), spec: SpecNumber.format(startRowHeight)))
        }
        return .agrees
    }

    static func rowHeight(_ height: Double, on screen: Screen) -> AppAnswer {
        guard let cells = screen.table?.cells, !cells.isEmpty else { return .unknown(AppCommandMessages.noCells) }
        if let other = cells.first(where: { !isClose($0.frame.height, height) }) {
            return .differs(AppCommandMessages.height(RowPath(section: other.section, row: other.row).name),
                            app: SpecNumber.format(other.frame.height), spec: SpecNumber.format(height))
        }
        return .agrees
    }

    /// The buttons under a visible cell on one side, outermost first, against the declared ones; in the Mail style,
    /// where the buttons share what is revealed, their titles only.
    static func actions(_ declared: [ActionDeclaration], trailing: Bool, mail: Bool, on screen: Screen) -> AppAnswer {
        guard let cell = screen.table?.cells.first else { return .unknown(AppCommandMessages.noCells) }
        if cell.actions.isEmpty, cell.isClosed { return .unknown(AppCommandMessages.buttonsMadeBySwipe) }
        let side = trailing ? cell.trailingActions : cell.leadingActions
        let shown = side.map { "\(SpecString.quoted($0.title)) \(SpecNumber.format($0.frame.width))" }
        let wanted = declared.map { "\(SpecString.quoted($0.title)) \(SpecNumber.format($0.width))" }
        if mail {
            let shownTitles = side.map(\.title).sorted(), wanted = declared.map(\.title).sorted()
            return shownTitles == wanted ? .agrees
                : .differs(AppCommandMessages.actions(trailing: trailing, row: RowPath(section: cell.section, row: cell.row).name),
                           app: shownTitles.map(SpecString.quoted).joined(separator: ", "), spec: wanted.map(SpecString.quoted).joined(separator: ", "))
        }
        let same = side.count == declared.count && zip(side, declared).allSatisfy { $0.title == $1.title && isClose($0.frame.width, $1.width) }
        let what = AppCommandMessages.actions(trailing: trailing, row: RowPath(section: cell.section, row: cell.row).name)
        return same ? .agrees : .differs(what, app: shown.isEmpty ? "none" : shown.joined(separator: ", "), spec: wanted.joined(separator: ", "))
    }

    static func noActions(on screen: Screen) -> AppAnswer {
        guard let cell = screen.table?.cells.first else { return .unknown(AppCommandMessages.noCells) }
        guard cell.actions.isEmpty else {
            return .differs(AppCommandMessages.actions(trailing: true, row: RowPath(section: cell.section, row: cell.row).name),
                            app: cell.actions.map { SpecString.quoted($0.title) }.joined(separator: ", "), spec: "none")
        }
        return .agrees
    }

    static func headerHeight(_ height: Double, on screen: Screen) -> AppAnswer {
        guard let header = screen.headerView else { return .differs(AppCommandMessages.headerHeight, app: "—", spec: SpecNumber.format(height)) }
        return isClose(header.frame.height, height) ? .agrees
            : .differs(AppCommandMessages.headerHeight, app: SpecNumber.format(header.frame.height), spec: SpecNumber.format(height))
    }

    /// The controls a person sees on the floating header (its buttons, by title, with their widths) against the
    /// declared ones; the order is not compared, as the spec language does not place them.
    static func headerButtons(_ declared: [HeaderButtonDeclaration], on screen: Screen) -> AppAnswer {
        guard let header = screen.headerView, !header.isHidden else { return .differs(AppCommandMessages.headerButtons, app: "no header", spec: say(declared)) }
        let shown = AppHeader.buttons(in: header).map { HeaderButtonDeclaration(title: $0.text ?? "", width: $0.frame.width) }
        let same = shown.count == declared.count && declared.allSatisfy { wanted in
            shown.contains { $0.title == wanted.title && isClose($0.width, wanted.width) }
        }
        return same ? .agrees : .differs(AppCommandMessages.headerButtons, app: say(shown), spec: say(declared))
    }

    static func say(_ buttons: [HeaderButtonDeclaration]) -> String {
        buttons.isEmpty ? "none" : buttons.sorted { $0.title < $1.title }.map(\.description).joined(separator: ", ")
    }

    static func list(_ counts: [Int]) -> String { counts.map(String.init).joined(separator: ", ") }
}

/// What the app backend says about commands, in both languages.
enum AppCommandMessages {
    static let mode = LocalizedText(
        "a mode is how your app behaves, not something its screen shows; the lines after it check that behaviour against your app",
        zh: "模式是你的应用的行为方式，屏幕上看不到；它后面的行会对照你的应用检查这种行为")
    static let fixtureNotCompared = LocalizedText(
        "the app backend does not compare a tree or a label with the app yet, so this block runs on the engines only",
        zh: "应用后端还不会把树或文本标签与应用比较，所以这个块只在引擎上运行")
    /// A fixture's rows against the app's, in the words of the spec language's contract.
    static func startsWith(_ app: String?, spec: String) -> LocalizedText {
        guard let app else {
            return LocalizedText("against your app: it shows no table; the spec block says \(spec) rows",
                                 zh: "对照你的应用：它没有显示表格；规格块写的是 \(spec) 行")
        }
        return LocalizedText("against your app: it starts with \(app) rows; the spec block says \(spec)",
                             zh: "对照你的应用：它一开始有 \(app) 行；规格块写的是 \(spec)")
    }
    /// A fixture's rows are taller or shorter in the app than a new world's.
    static func startRowHeight(_ row: LocalizedText, app: String, spec: String) -> LocalizedText {
        LocalizedText(
            "against your app: \(row.english) is \(app) points tall; the spec block's world starts with rows of \(spec) points (a new world's row height; is your table's `rowHeight` \(spec)?)",
            zh: "对照你的应用：\(row.chinese) 高 \(app) 点；规格块的世界一开始每行高 \(spec) 点（新世界的行高；你的表格的 `rowHeight` 是 \(spec) 吗？）")
    }

    static let noCells = LocalizedText("your app shows no cell to read it from", zh: "你的应用没有显示可以读取的单元格")
    static let headerHeight = LocalizedText("the header's height", zh: "头部视图的高度")
    static let headerButtons = LocalizedText("the buttons on the header, with their widths", zh: "头部视图上的按钮及其宽度")
    static let buttonsMadeBySwipe = LocalizedText(
        "your app's resting cell has no buttons under it: they are made when a swipe begins (as UIKit's own swipe actions are), and the gestures after this line check them",
        zh: "你的应用中静止的单元格下面没有按钮：按钮在滑动开始时才创建（UIKit 自带的滑动按钮就是这样），这一行后面的手势会检查它们")

    static func title(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("\(row.english)'s title", zh: "\(row.chinese) 的标题")
    }

    static func height(_ row: LocalizedText) -> LocalizedText {
        LocalizedText("\(row.english)'s height", zh: "\(row.chinese) 的高度")
    }

    static func actions(trailing: Bool, row: LocalizedText) -> LocalizedText {
        trailing ? LocalizedText("the trailing buttons under \(row.english), outermost first", zh: "\(row.chinese) 下面尾部的按钮（从最外侧起）")
            : LocalizedText("the leading buttons under \(row.english), outermost first", zh: "\(row.chinese) 下面头部的按钮（从最外侧起）")
    }
}
