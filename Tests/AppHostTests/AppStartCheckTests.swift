import AppHost
import AppScreen
import ChapterModel
import SpecLanguage
import Testing

/// A block's opening lines against the app's first screen: the fixture's rows, then the expectations before any
/// setting or gesture, read as their forms declare.
@Suite struct AppStartCheckTests {
    /// Thirty rows of 44 points in a 568-point window: thirteen cells on screen, the first titled `Item #1`.
    static let screen: Screen = {
        let cells = (0..<13).map { ScreenCell(section: 0, row: $0, frame: ScreenRect(x: 0, y: Double($0) * 44, width: 320, height: 44), title: "Item #\($0 + 1)") }
        let table = ScreenTable(contentOffset: 0, adjustedInsetTop: 0, frame: ScreenRect(x: 0, y: 0, width: 320, height: 568),
                                sections: [ScreenSection(rowCount: 30)], cells: cells)
        return Screen(controller: "InboxViewController", window: ScreenRect(x: 0, y: 0, width: 320, height: 568), table: table,
                      root: ScreenView(type: "UIWindow", frame: ScreenRect(x: 0, y: 0, width: 320, height: 568)))
    }()

    private func lines(_ spec: String, file: String = "Chapters/en/01-a.md") -> [AppStartCheck.Line] {
        let markdown = "# A\n\n## One\n\n```spec\n" + spec + "\n```\n"
        let chapter = ChapterReader.parse(markdown: markdown, path: file)
        return AppStartCheck.check(ParsedChapter(chapter, suggesting: false), on: Self.screen)
    }

    @Test func theFixtureAndTheExpectationsBeforeAnyGestureAreReadFromTheApp() {
        let checked = lines("table 30 rows\nexpect row 2 is \"Item #3\"\nexpect visible rows 13\nexpect row 3 height 44\nexpect row 12 y 528\npan row 3 by -60\nexpect row 3 offset -60")
        #expect(checked.map(\.location.line) == [6, 7, 8, 9, 10], "the lines after the gesture are the engines' alone")
        #expect(checked.allSatisfy { $0.failure == nil && $0.engineOnly == nil })
    }

    @Test func anAppThatStartsOtherwiseFailsTheLineWithBothSides() throws {
        let checked = lines("table 12 rows\nexpect row 0 height 60")
        #expect(checked.count == 2)
        #expect(checked.first?.failure?.english == "against your app: it starts with 30 rows; the spec block says 12")
        #expect(checked.first?.failure?.chinese == "对照你的应用：它一开始有 30 行；规格块写的是 12")
        let height = try #require(checked.last?.failure)
        #expect(height.english == "against your app: row 0 has another height: your app shows 44; the spec block says 60")
    }

    @Test func aFormTheAppCannotAnswerIsEngineOnlyWithItsReason() {
        let checked = lines("table 30 rows\nexpect header picture scale 1\nexpect row \"Item #1\" height 44")
        #expect(checked.count == 3)
        #expect(checked[1].engineOnly?.english.contains("engine's model") == true)
        #expect(checked[2].engineOnly != nil, "a row named by title is the engines' lookup for now")
        #expect(checked.allSatisfy { $0.failure == nil })
    }

    @Test func aTreeOrALabelIsNotComparedWithTheApp() {
        #expect(lines("label \"Hello\" width 100\nexpect label height 20").isEmpty)
    }
}
