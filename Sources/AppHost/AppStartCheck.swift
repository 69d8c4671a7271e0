import AppScreen
import ChapterModel
import Messages
import SpecLanguage
import TableModel

/// The first part of the app backend: each spec block's opening lines checked against the reader's app as it
/// starts. A block's fixture (`table 30 rows`, named sections) is a check of the app's starting table, and the
/// expectations right after it, before any setting or gesture changes the world, are read from the app's first
/// screen through their forms' declarations (``ExpectationDefinition``). The rest of the block still runs on the
/// engines alone, until the backend drives the app with the block's gestures.
public enum AppStartCheck {
    /// A line checked against the app, or left to the engines with the reason.
    public struct Line: Equatable, Sendable {
        /// Where the line is.
        public var location: SourceLocation
        /// `nil` when the app agrees; else what the app shows against what the line says.
        public var failure: LocalizedText?
        /// Why the app was not asked, for a line its form's declaration marks engine only.
        public var engineOnly: LocalizedText?
    }

    /// Checks every block of `chapter` against the app's first `screen`.
    public static func check(_ chapter: ParsedChapter, on screen: Screen) -> [Line] {
        chapter.steps.joined().flatMap { check($0.lines, on: screen) }
    }

    /// A block's opening lines: its fixture, then the expectations before anything else.
    static func check(_ lines: [ParsedLine], on screen: Screen) -> [Line] {
        guard case .command(let fixture)? = lines.first, let first = check(fixture, on: screen) else { return [] }
        var checked = [first]
        for line in lines.dropFirst() {
            guard case .command(let command) = line, case .expect(.defined(let expectation)) = command.kind else { break }
            checked.append(check(expectation, at: command.location, on: screen))
        }
        return checked
    }

    /// A fixture's rows against the app's table; `nil` for a fixture the app backend does not compare (a tree, a label).
    static func check(_ fixture: Command, on screen: Screen) -> Line? {
        let expected: [Int]
        switch fixture.kind {
        case .table(let rows, _): expected = [rows]
        case .tableSections(let sections): expected = sections.map { $0.isCollapsed ? 0 : $0.rowCount }
        default: return nil
        }
        let shown = screen.table?.sections.map(\.rowCount) ?? []
        guard shown != expected else { return Line(location: fixture.location, failure: nil, engineOnly: nil) }
        let counts = { (counts: [Int]) in counts.map(String.init).joined(separator: ", ") }
        return Line(location: fixture.location, failure: AppCheckMessages.otherRows(app: screen.table == nil ? nil : counts(shown), spec: counts(expected)),
                    engineOnly: nil)
    }

    /// An expectation read from the screen, as its form declares.
    static func check(_ expectation: DefinedExpectation, at location: SourceLocation, on screen: Screen) -> Line {
        let definition = expectation.form.definition
        if let reason = definition.engineOnlyReason { return Line(location: location, failure: nil, engineOnly: reason) }
        let row = expectation.row.flatMap { reference -> RowPath? in
            guard case .index(let section, let row) = reference else { return nil }
            return RowPath(section: section, row: row)
        }
        if expectation.row != nil, row == nil {
            return Line(location: location, failure: nil, engineOnly: AppCheckMessages.rowByTitle)
        }
        let answer = definition.answer(on: screen, row: row)
        guard !ExpectationDefinition.holds(answer, expectation.expected) else { return Line(location: location, failure: nil, engineOnly: nil) }
        return Line(location: location, failure: AppCheckMessages.otherAnswer(definition.failure(about: row?.name), app: answer.map(written) ?? "—",
                                                                              spec: written(expectation.expected)), engineOnly: nil)
    }

    private static func written(_ value: SceneExpected) -> String {
        switch value {
        case .number(let number): SpecNumber.format(number)
        case .count(let count): "\(count)"
        case .text(let text): SpecString.quoted(text)
        case .titles(let titles): titles.map(SpecString.quoted).joined(separator: ", ")
        default: "\(value)"
        }
    }
}

/// What the app backend says, in both languages.
enum AppCheckMessages {
    static func otherRows(app: String?, spec: String) -> LocalizedText {
        guard let app else {
            return LocalizedText("against your app: it shows no table; the spec block says \(spec) rows",
                                 zh: "对照你的应用：它没有显示表格；规格块写的是 \(spec) 行")
        }
        return LocalizedText("against your app: it starts with \(app) rows; the spec block says \(spec)",
                             zh: "对照你的应用：它一开始有 \(app) 行；规格块写的是 \(spec)")
    }

    static func otherAnswer(_ what: LocalizedText, app: String, spec: String) -> LocalizedText {
        LocalizedText("against your app: \(what.english): your app shows \(app); the spec block says \(spec)",
                      zh: "对照你的应用：\(what.chinese)：你的应用显示的是 \(app)；规格块写的是 \(spec)")
    }

    static let rowByTitle = LocalizedText("a row named by its title is looked up by the engines only, for now",
                                          zh: "用标题指定的行目前只由引擎查找")
}
