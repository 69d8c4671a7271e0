import AppScreen
import ChapterModel
import Messages
@testable import SpecLanguage
import Testing
import TestSupport

/// What a person sees decides two readings beyond the numbers their lines name: a swipe button fills its row from
/// top to bottom, and a lifted row's own cell is hidden under its snapshot.
@Suite("The app's screen answers what a person sees")
struct AppScreenAnswersTests {
    private static let here = SourceLocation(file: "t.md", line: 1, column: 1)

    private static func answer(_ line: String, on screen: Screen) throws -> AppAnswer {
        guard case .command(let command) = SpecParser.parse(line: line, at: here), case .expect(let expectation) = command.kind,
              case .reads(let read) = expectation.app else {
            Issue.record("`\(line)` is not an expectation the app reads")
            return .agrees
        }
        return read(screen, AppDriving())
    }

    private static func screen(cells: [ScreenCell], lifted: ScreenLifted? = nil) -> Screen {
        var screen = Screen(
            controller: "ViewController", window: ScreenRect(x: 0, y: 0, width: 320, height: 568),
            table: ScreenTable(contentOffset: 0, adjustedInsetTop: 0, frame: ScreenRect(x: 0, y: 0, width: 320, height: 568),
                               sections: [ScreenSection(rowCount: 30)], cells: cells),
            root: ScreenView(type: "UIWindow", frame: ScreenRect(x: 0, y: 0, width: 320, height: 568)))
        screen.lifted = lifted
        return screen
    }

    /// Row 3 at y 132, 44 tall, open by 80, with a Delete button at `buttonY` (screen coordinates), `height` tall.
    private static func openRow(buttonY: Double, height: Double) -> Screen {
        let button = ScreenButton(title: "Delete", frame: ScreenRect(x: 240, y: buttonY, width: 80, height: height))
        return screen(cells: [ScreenCell(section: 0, row: 3, frame: ScreenRect(x: 0, y: 132, width: 320, height: 44), contentOffset: 80,
                                         title: "Item #4", buttons: [button])])
    }

    @Test func aButtonThatFillsItsRowAgreesAndOneLowerOrShorterDiffersWithItsYAndHeight() throws {
        let line = "expect action \"Delete\" in row 3 at x 240 width 80"
        expectEqual(try Self.answer(line, on: Self.openRow(buttonY: 132, height: 44)), .agrees)
        guard case .differs(_, let lower, let spec) = try Self.answer(line, on: Self.openRow(buttonY: 142, height: 44)) else {
            Issue.record("a button 10 points below its row's top was read as filling it")
            return
        }
        expect(lower == "y 10 height 44" && spec == "y 0 height 44")
        guard case .differs(_, let shorter, _) = try Self.answer(line, on: Self.openRow(buttonY: 132, height: 30)) else {
            Issue.record("a button 30 points tall in a 44-point row was read as filling it")
            return
        }
        expectEqual(shorter, "y 0 height 30")
    }

    @Test func hapticTapsAreEveryTapTheFeedbackGeneratorsGave() throws {
        var screen = Self.screen(cells: [])
        screen.feedback = ["impact light", "impact light", "impact light"]
        expectEqual(try Self.answer("expect haptic taps 3", on: screen), .agrees)
        guard case .differs(_, let app, let spec) = try Self.answer("expect haptic taps 2", on: screen) else {
            Issue.record("three taps were read as two")
            return
        }
        expect(app == "3" && spec == "2")
    }

    @Test func aSnapshotOverTheRowsOwnShowingCellDiffersAndOneOverNothingOnScreenIsUnknown() throws {
        let snapshot = { (hidden: [Int]?) in ScreenLifted(frame: ScreenRect(x: 0, y: 100, width: 320, height: 44), title: "Song 3", hiddenRow: hidden) }
        let rows = (0..<6).map { ScreenCell(section: 0, row: $0, frame: ScreenRect(x: 0, y: Double($0) * 44, width: 320, height: 44), title: "Song \($0 + 1)") }
        var hiddenRows = rows
        hiddenRows[2].isHidden = true
        expectEqual(try Self.answer("expect lifted row 2", on: Self.screen(cells: hiddenRows, lifted: snapshot([0, 2]))), .agrees)
        guard case .differsSaying(let sentence) = try Self.answer("expect lifted row 2", on: Self.screen(cells: rows, lifted: snapshot(nil))) else {
            Issue.record("a snapshot over row 2's own showing cell was not a difference")
            return
        }
        expect(sentence.english.contains("a snapshot of \"Song 3\" floats, but row 2's own cell still shows"))
        expect(sentence.chinese.contains("\"Song 3\" 的快照") && sentence.chinese.contains("规格块写的是"))
        // Row 20 is scrolled away: the screen cannot say which row the snapshot is.
        guard case .unknown = try Self.answer("expect lifted row 20", on: Self.screen(cells: rows, lifted: snapshot(nil))) else {
            Issue.record("a snapshot with the row scrolled away was read as an answer")
            return
        }
    }

    /// Chapter 13's header is a plain `UIView` until its touches pass through: the header is then the view beside the
    /// table with the picture in it, and its picture is read, not left to the engines.
    @Test func aHeaderOfAnyClassBesideTheTableIsReadByItsPicture() throws {
        let window = ScreenRect(x: 0, y: 0, width: 320, height: 568)
        let picture = ScreenView(type: "UIImageView", frame: ScreenRect(x: 5.3, y: 0, width: 309.3, height: 174))
        let header = ScreenView(type: "UIView", frame: ScreenRect(x: 0, y: 0, width: 320, height: 174), children: [picture])
        let table = ScreenView(type: "UITableView", frame: window)
        let root = ScreenView(type: "UIWindow", frame: window, children: [ScreenView(type: "UIView", frame: window, children: [table, header])])
        let screen = Screen(controller: "ProfileViewController", window: window, table: nil, root: root)
        expectEqual(screen.headerView?.frame.height, 174)
        guard case .differs(_, let app, let spec) = try Self.answer("expect header picture scale 1", on: screen) else {
            Issue.record("a picture scaled to 0.967 in a plain header view was not read")
            return
        }
        expect(app == "0.967" && spec == "1")
        // A view beside the table with no picture in it is no header.
        let bare = ScreenView(type: "UIWindow", frame: window, children: [ScreenView(type: "UIView", frame: window, children: [table,
            ScreenView(type: "UIView", frame: ScreenRect(x: 0, y: 0, width: 320, height: 174))])])
        expectEqual(Screen(controller: "ProfileViewController", window: window, table: nil, root: bare).headerView, nil)
    }

    /// A collapse that kept no text shows the suffix alone: that label is the block's, so its lines fail against the
    /// app instead of the block going to the engines as "not one of your app's labels".
    @Test func aLabelShowingTheSuffixAloneIsTheBlocksLabel() {
        let post = "周末带孩子去海边玩了一整天，天气很好，风也不大。"
        let label = { (text: String) in ScreenView(type: "UILabel", frame: ScreenRect(x: 0, y: 0, width: 200, height: 20), text: text) }
        let cells = { (texts: [String]) in
            texts.enumerated().map { ScreenCell(section: 0, row: $0.offset, frame: ScreenRect(x: 0, y: Double($0.offset) * 100, width: 320, height: 100),
                                                label: label($0.element)) }
        }
        expectEqual(AppReadings.postCell(showing: post, on: Self.screen(cells: cells(["Another post", "周末带孩子...全文"])))?.row, 1)
        expectEqual(AppReadings.postCell(showing: post, on: Self.screen(cells: cells(["Another post", "...全文"])))?.row, 1)
        expectEqual(AppReadings.postCell(showing: post, on: Self.screen(cells: cells(["Another post", "海边...全文"]))), nil)
    }
}
