import AppScreen
import Messages
import SpecComparisons
import TableModel

extension Expectation {
    /// How the reader's app answers this expectation, read from what a person sees: a declared form through its
    /// declaration (``ExpectationDefinition/answer(on:row:)``), the other forms here, one entry each.
    public var app: AppCommand {
        switch self {
        case .defined(let line): AppExpectations.defined(line)
        case .rowOpen(let row): .reads { screen, _ in AppExpectations.rests(row, open: true, on: screen) }
        case .rowClosed(let row): .reads { screen, _ in AppExpectations.rests(row, open: false, on: screen) }
        case .rowKeyframes(let row, let values): .reads { screen, driving in AppExpectations.keyframes(row, values, on: screen, driving) }
        case .actionFrame(let title, let row, let x, let width): .reads { screen, _ in AppExpectations.frame(title, row, x: x, width: width, on: screen) }
        case .openRows(let rows): .reads { screen, _ in AppExpectations.openRows(rows, on: screen) }
        case .rowTitles(let section, let titles): .reads { screen, _ in AppExpectations.titles(section, titles, on: screen) }
        case .rowCount(let section, let count): .reads { screen, _ in AppExpectations.count(section, count, on: screen) }
        case .updates(let deleted, let inserted): .reads { screen, _ in AppExpectations.updates(deleted: deleted, inserted: inserted, on: screen) }
        case .labelText(let text): AppReadings.label({ $0.text.map(SpecString.quoted) }, spec: SpecString.quoted(text), AppExpectationMessages.labelText)
        case .lifted(let row): .reads { screen, _ in AppLifted.lifted(row, on: screen) }
        case .nothingLifted: .reads { screen, _ in AppLifted.nothingLifted(on: screen) }
        case .sectionExpanded(let section, let expanded): AppReadings.section(section, expanded: expanded)
        case .labelEndsWith(let end): AppReadings.label({ $0.text.map { String($0.suffix(end.count)) }.map(SpecString.quoted) }, spec: SpecString.quoted(end), AppReadingMessages.labelEnd)
        case .labelLines(let lines): AppReadings.label({ $0.lineCount.map(String.init) }, spec: "\(lines)", AppReadingMessages.labelLines)
        case .events(let patterns): AppEvents.expect(patterns)
        case .error: .engineOnly(AppExpectationMessages.error)
        }
    }
}

/// The expectations' readings of the screen.
enum AppExpectations {
    static func defined(_ line: DefinedExpectation) -> AppCommand {
        let definition = line.form.definition
        if let reason = definition.engineOnlyReason { return .engineOnly(reason) }
        return .reads { shown, driving in
            let screen = shown.focusingLabel(at: driving.labelRow)
            var path: RowPath?
            if let row = line.row {
                guard let cell = screen.cell(row) else {
                    if definition.subject == .row { return .unknown(AppExpectationMessages.offScreen(row)) }
                    return .differs(definition.failure(about: SpecPhrase.row(row)), app: AppExpectationMessages.notShown, spec: written(line.expected))
                }
                path = RowPath(section: cell.section, row: cell.row)
            }
            let answer = definition.answer(on: screen, row: path)
            guard !ExpectationDefinition.holds(answer, line.expected) else { return .agrees }
            return .differs(definition.failure(about: path?.name), app: answer.map(written) ?? "—", spec: written(line.expected))
        }
    }

    static func rests(_ row: RowReference, open: Bool, on screen: Screen) -> AppAnswer {
        guard let cell = screen.cell(row) else { return .differs(AppExpectationMessages.rests(row), app: AppExpectationMessages.notShown, spec: open ? "open" : "closed") }
        let state = cell.isOpen ? "open" : cell.isClosed ? "closed" : "neither (offset \(SpecNumber.format(cell.specOffset)))"
        return (open ? cell.isOpen : cell.isClosed) ? .agrees : .differs(AppExpectationMessages.rests(row), app: state, spec: open ? "open" : "closed")
    }

    static func keyframes(_ row: RowReference, _ values: [Double], on screen: Screen, _ driving: AppDriving) -> AppAnswer {
        let path = screen.cell(row).map { RowPath(section: $0.section, row: $0.row) }
        let shown = path.flatMap(driving.keyframes(of:))
        let spec = values.map(SpecNumber.format).joined(separator: ", ")
        guard let shown else { return .differs(AppExpectationMessages.keyframes(row), app: "no animation", spec: spec) }
        return isClose(shown, values) ? .agrees : .differs(AppExpectationMessages.keyframes(row), app: shown.map(SpecNumber.format).joined(separator: ", "), spec: spec)
    }

    static func frame(_ title: String, _ row: RowReference, x: Double, width: Double, on screen: Screen) -> AppAnswer {
        let spec = "x \(SpecNumber.format(x)) width \(SpecNumber.format(width))"
        guard let cell = screen.cell(row) else { return .differs(AppExpectationMessages.button(title, row), app: AppExpectationMessages.notShown, spec: spec) }
        if cell.actions.isEmpty, cell.isClosed { return .unknown(AppCommandMessages.buttonsMadeBySwipe) }
        guard let button = cell.actions.first(where: { $0.title == title }) else {
            return .differs(AppExpectationMessages.button(title, row), app: AppExpectationMessages.noButton, spec: spec)
        }
        let shownX = button.frame.x - cell.frame.x
        guard isClose(shownX, x), isClose(button.frame.width, width) else {
            return .differs(AppExpectationMessages.button(title, row), app: "x \(SpecNumber.format(shownX)) width \(SpecNumber.format(button.frame.width))", spec: spec)
        }
        // The line names x and width; a button also fills its row from top to bottom, as UIKit's do (chapter 00, "Settings"),
        // so a button of the app's that sits lower or is shorter differs too, said with both its y and its height.
        let shownY = button.frame.y - cell.frame.y
        guard isClose(shownY, 0), isClose(button.frame.height, cell.frame.height) else {
            let vertical = { (y: Double, height: Double) in "y \(SpecNumber.format(y)) height \(SpecNumber.format(height))" }
            return .differs(AppExpectationMessages.button(title, row), app: vertical(shownY, button.frame.height), spec: vertical(0, cell.frame.height))
        }
        return .agrees
    }

    static func openRows(_ rows: [RowReference], on screen: Screen) -> AppAnswer {
        let shown = (screen.table?.cells ?? []).filter(\.isOpen).map { RowPath(section: $0.section, row: $0.row) }
        var wanted: [RowPath] = []
        for row in rows {
            guard case .index(let section, let index) = row else { return .unknown(AppExpectationMessages.byTitle) }
            wanted.append(RowPath(section: section, row: index))
        }
        let say = { (paths: [RowPath]) in paths.isEmpty ? "none" : paths.sorted().map(\.name.english).joined(separator: ", ") }
        return Set(shown) == Set(wanted) ? .agrees : .differs(AppExpectationMessages.openRows, app: say(shown), spec: say(wanted))
    }

    static func titles(_ section: SectionReference?, _ titles: [String], on screen: Screen) -> AppAnswer {
        let index: Int? = if let section { screen.section(section) } else { 0 }
        guard let index else { return .unknown(AppExpectationMessages.noSection) }
        let cells = (screen.table?.cells ?? []).filter { $0.section == index }
        guard titles.indices.allSatisfy({ row in cells.contains { $0.row == row } }) else { return .unknown(AppExpectationMessages.titlesOffScreen) }
        let shown = titles.indices.map { row in cells.first { $0.row == row }.flatMap(screen.shownTitle(of:)) ?? "" }
        return compare(shown.map(SpecString.quoted).joined(separator: ", "), titles.map(SpecString.quoted).joined(separator: ", "), AppExpectationMessages.titles)
    }

    static func count(_ section: SectionReference?, _ count: Int, on screen: Screen) -> AppAnswer {
        guard let table = screen.table else { return .differs(AppExpectationMessages.rowCount, app: "—", spec: "\(count)") }
        let shown: Int
        if let section {
            guard let index = screen.section(section), table.sections.indices.contains(index) else { return .unknown(AppExpectationMessages.noSection) }
            shown = table.sections[index].rowCount
        } else {
            shown = table.sections.reduce(0) { $0 + $1.rowCount }
        }
        return compare("\(shown)", "\(count)", AppExpectationMessages.rowCount)
    }

    /// The last batch of row updates the app asked for: deletes (and moves' sources), inserts (and moves' targets).
    static func updates(deleted: [IndexPathLiteral], inserted: [IndexPathLiteral], on screen: Screen) -> AppAnswer {
        let all = screen.table?.updates ?? []
        let batch = all.filter { $0.group == all.last?.group }
        var shownDeleted: [[Int]] = [], shownInserted: [[Int]] = []
        for update in batch {
            switch update.kind {
            case "deleteRows": shownDeleted += update.paths
            case "insertRows": shownInserted += update.paths
            case "moveRow":
                shownDeleted += update.paths.prefix(1)
                shownInserted += update.paths.dropFirst().prefix(1)
            default: break
            }
        }
        let say = { (deleted: [[Int]], inserted: [[Int]]) -> String in
            let text = { (paths: [[Int]]) in paths.sorted { $0.lexicographicallyPrecedes($1) }.map { "[\($0.map(String.init).joined(separator: ", "))]" }.joined(separator: ", ") }
            return "deleted \(deleted.isEmpty ? "none" : text(deleted)) inserted \(inserted.isEmpty ? "none" : text(inserted))"
        }
        return compare(say(shownDeleted, shownInserted), say(deleted.map { [$0.section, $0.row] }, inserted.map { [$0.section, $0.row] }), AppExpectationMessages.updates)
    }

    static func compare(_ shown: String?, _ spec: String, _ what: LocalizedText) -> AppAnswer {
        shown == spec ? .agrees : .differs(what, app: shown ?? "—", spec: spec)
    }

    static func written(_ value: SceneExpected) -> String {
        switch value {
        case .number(let number): SpecNumber.format(number)
        case .count(let count): "\(count)"
        case .text(let text): SpecString.quoted(text)
        case .titles(let titles): titles.isEmpty ? "none" : titles.map(SpecString.quoted).joined(separator: ", ")
        default: "\(value)"
        }
    }
}

/// What the app backend says about expectations, in both languages.
enum AppExpectationMessages {
    static let notShown = "not on screen"
    static let noButton = "no such button"
    static let openRows = LocalizedText("the rows that rest open on screen", zh: "屏幕上停在打开状态的行")
    static let titles = LocalizedText("the section's first titles", zh: "这个分区开头的标题")
    static let rowCount = LocalizedText("the number of rows", zh: "行数")
    static let updates = LocalizedText("the last batch of row updates", zh: "最后一批行更新")
    static let labelText = LocalizedText("the label's text", zh: "文本标签的内容")
    static let noSection = LocalizedText("your app shows no such section", zh: "你的应用没有这个分区")
    static let titlesOffScreen = LocalizedText(
        "some of these rows are off your app's screen, and a cell's title is only known while it is shown",
        zh: "其中一些行不在你的应用的屏幕上，而单元格的标题只有显示时才知道")
    static let byTitle = LocalizedText("a row named by its title is looked up by the engines only, for now", zh: "用标题指定的行目前只由引擎查找")
    static let error = LocalizedText("`expect error` checks the engines' refusal; against your app, the line before it is checked to be refused too",
                                     zh: "`期望 错误` 检查引擎的拒绝；对照你的应用时，检查的是它前面那一行同样被拒绝")

    static func offScreen(_ row: RowReference) -> LocalizedText {
        let row = SpecPhrase.row(row)
        return LocalizedText("\(row.english) is off your app's screen: a person reads a row from its cell, which a row off screen does not have, and scrolling your app to it would reuse cells and change what the next lines see, so the engines answer it",
                      zh: "\(row.chinese) 不在你的应用的屏幕上：人是从单元格读出一行的，屏幕外的行没有单元格；而把你的应用滚动过去会复用单元格，改变后面各行看到的内容，所以由引擎回答")
    }

    static func rests(_ row: RowReference) -> LocalizedText {
        let row = SpecPhrase.row(row)
        return LocalizedText("\(row.english) rests elsewhere", zh: "\(row.chinese) 停下的位置不对")
    }

    static func keyframes(_ row: RowReference) -> LocalizedText {
        let row = SpecPhrase.row(row)
        return LocalizedText("\(row.english)'s last animation went elsewhere", zh: "\(row.chinese) 最后一次动画经过的位置不对")
    }

    static func button(_ title: String, _ row: RowReference) -> LocalizedText {
        let row = SpecPhrase.row(row)
        return LocalizedText("\(SpecString.quoted(title)) in \(row.english) is laid out elsewhere", zh: "\(row.chinese) 中的 \(SpecString.quoted(title)) 布局的位置不对")
    }
}
