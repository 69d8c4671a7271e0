import AppScreen
import Messages
import SpecComparisons
import TableModel

/// `expect lifted …` and `expect nothing lifted` against the reader's app, read from what a person sees
/// (``Screen/lifted``): a snapshot of a row floating above the table, and the row whose cell is hidden under it.
///
/// - `expect lifted row R` holds when a snapshot floats and the hidden row is R. A snapshot while row R's own cell
///   still shows differs (nothing was hidden under it). A snapshot over no hidden row, with row R scrolled away,
///   cannot say which row it is: the line is then engine only, saying so.
/// - `expect lifted "Song 3"` holds when a snapshot floats and pictures that title.
/// - `expect nothing lifted` holds when no snapshot can be seen.
enum AppLifted {
    static func lifted(_ row: RowReference, on screen: Screen) -> AppAnswer {
        let spec = CanonicalForm().row(row)
        guard let lifted = screen.lifted else { return .differs(AppLiftedMessages.lifted, app: AppLiftedMessages.nothing, spec: spec) }
        switch row {
        case .title(let title):
            let shown = lifted.title.map(SpecString.quoted) ?? "—"
            return lifted.title == title ? .agrees : .differs(AppLiftedMessages.lifted, app: AppLiftedMessages.snapshot(of: shown), spec: SpecString.quoted(title))
        case .index(let section, let index):
            guard let hidden = lifted.hiddenRow, hidden.count == 2 else {
                // No cell is hidden. If row R is on screen, a person sees it twice: in the snapshot and in its own
                // cell, which the app left showing. Otherwise (scrolled away) the screen cannot say which row it is.
                guard let shown = screen.cell(row), shown.isHidden != true else { return .unknown(AppLiftedMessages.noHiddenRow) }
                return .differsSaying(AppLiftedMessages.stillShown(RowPath(section: section, row: index).name, snapshot: lifted.title.map(SpecString.quoted) ?? "—"))
            }
            let path = RowPath(section: hidden[0], row: hidden[1])
            guard path != RowPath(section: section, row: index) else { return .agrees }
            return .differs(AppLiftedMessages.lifted, app: path.name.english, spec: spec)
        }
    }

    static func nothingLifted(on screen: Screen) -> AppAnswer {
        guard let lifted = screen.lifted else { return .agrees }
        let shown = lifted.hiddenRow.flatMap { $0.count == 2 ? RowPath(section: $0[0], row: $0[1]).name.english : nil }
        let what = AppLiftedMessages.snapshot(of: lifted.title.map(SpecString.quoted) ?? "—")
        return .differs(AppLiftedMessages.lifted, app: shown.map { "\($0) (\(what))" } ?? what, spec: AppLiftedMessages.nothing)
    }
}

/// What the app backend says about the lifted row, in both languages.
enum AppLiftedMessages {
    static let lifted = LocalizedText("the row lifted off the table (a snapshot floating over its hidden cell)",
                                      zh: "从表格上提起的行（浮在它被隐藏的单元格上方的快照）")
    static let nothing = "nothing lifted"
    static let noHiddenRow = LocalizedText(
        "your app's snapshot floats over no hidden cell on screen (the lifted row is scrolled away), so its screen cannot say which row is lifted",
        zh: "你的应用的快照下面，屏幕上没有被隐藏的单元格（提起的行已滚出屏幕），所以屏幕无法说明提起的是哪一行")

    static func snapshot(of title: String) -> String { "a snapshot of \(title)" }

    /// A snapshot floats, and the row's own cell still shows: nothing is hidden under it.
    static func stillShown(_ row: LocalizedText, snapshot title: String) -> LocalizedText {
        LocalizedText("against your app: a snapshot of \(title) floats, but \(row.english)'s own cell still shows, so nothing was hidden under it; the spec block says \(row.english) is lifted",
                      zh: "对照你的应用：\(title) 的快照浮在表格上方，但\(row.chinese)自己的单元格仍然显示着，下面没有隐藏任何单元格；规格块写的是\(row.chinese)被提起")
    }
}
