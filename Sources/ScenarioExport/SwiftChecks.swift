import SpecLanguage

/// The plan's checks printed as Swift: the query (one line per case of ``SceneQuery``, the member it names), then
/// `check` (ScenarioSupport's stand-in for `#expect`, a quarter of its compile time) with the comparison
/// ``SceneExpected`` implies, calling the rules of `SpecComparisons` (which the interpreter calls too), and the
/// answer that a failure shows.
enum SwiftChecks {
    static func line(_ check: SceneCheck) -> SwiftLine {
        let (query, throwing, name) = expression(check.query)
        var expected: (name: String, expression: String)?
        let comparison = self.comparison(name, check.expected, lookup: &expected)
        if case .takeEvents = check.query {
            // The events are taken first: the line moves the mark even when a row it names is refused.
            var line = SwiftLine(lookups: expected.map { [$0] } ?? [], [self.check(comparison, found: name)], mutates: true)
            line.prelude = ["let \(name) = \(query)"]
            return line
        }
        var lookups: [(name: String, expression: String)] = []
        var condition = comparison
        if throwing { lookups.append((name, query)) } else { condition = self.comparison(query, check.expected, lookup: &expected) }
        if let expected { lookups.append(expected) }
        return SwiftLine(lookups: lookups, [self.check(condition, found: throwing ? name : query)])
    }

    /// The statement that checks `condition`, showing `actual` when it fails.
    private static func check(_ condition: String, found actual: String) -> String {
        "check(\(condition), found: \(actual))"
    }

    /// The query's Swift, whether it may be refused (then it is looked up first, through `found`), and what the answer
    /// is called then.
    private static func expression(_ query: SceneQuery) -> (String, throws: Bool, name: String) {
        let r = SwiftReferences.row as (SceneRow) -> String
        let section = { (reference: SectionReference?) in reference.map { "inSection: \(SwiftReferences.section($0))" } ?? "" }
        switch query {
        case .isOpen(let row): return ("scene.isOpen(\(r(row)))", true, "isOpen")
        case .isClosed(let row): return ("scene.isClosed(\(r(row)))", true, "isClosed")
        case .keyframes(let row): return ("scene.keyframes(of: \(r(row)))", true, "keyframes")
        case .actionButton(let title, let row): return ("scene.actionButton(\(SwiftLiteral.string(title)), of: \(r(row)))", true, "button")
        case .openRows: return ("scene.openRows", false, "openRows")
        case .shownTitles(let reference): return ("scene.shownTitles(\(section(reference)))", true, "titles")
        case .shownRowCount(let reference): return ("scene.shownRowCount(\(section(reference)))", reference != nil, "count")
        case .liftedPath: return ("scene.liftedPath", false, "lifted")
        case .liftedTitle: return ("scene.liftedTitle", false, "title")
        case .isExpanded(let reference): return ("scene.isExpanded(section: \(SwiftReferences.section(reference)))", true, "isExpanded")
        case .lastUpdate: return ("scene.lastUpdate", false, "update")
        case .labelText: return ("scene.labelText()", true, "text")
        case .labelLineCount: return ("scene.labelLineCount()", true, "count")
        case .takeEvents: return ("scene.takeEvents()", false, "events")
        case .defined(let form, let row):
            let definition = form.definition
            return (definition.swiftCall(row: row.map(r)), definition.memberMayRefuse || row.map(SwiftReferences.looksUp) == true,
                    definition.answerName)
        }
    }

    /// The condition `check` checks on `actual`; sets `lookup` when the expected value must be looked up first.
    private static func comparison(_ actual: String, _ expected: SceneExpected, lookup: inout (name: String, expression: String)?) -> String {
        let n = SwiftLiteral.number as (Double) -> String
        switch expected {
        case .bool(let value): return value ? actual : "!" + actual
        case .number(let value): return "isClose(\(actual), \(n(value)))"
        case .numbers(let values): return "isClose(\(actual), \(SwiftLiteral.numbers(values)))"
        case .count(let value): return "\(actual) == \(value)"
        case .text(let text): return "\(actual) == \(SwiftLiteral.string(text))"
        case .ending(let text): return "hasEnding(\(actual), \(SwiftLiteral.string(text)))"
        case .titles(let titles): return "\(actual) == \(SwiftLiteral.strings(titles))"
        case .titlesStarting(let titles): return "startsWith(\(actual), \(SwiftLiteral.strings(titles)))"
        case .rows(let rows) where rows.isEmpty: return "\(actual).isEmpty"
        case .rows(let rows):
            lookup = ("rows", "[" + rows.map(SwiftReferences.row).joined(separator: ", ") + "]")
            return "\(actual) == rows.sorted()"
        case .path(let path): return "\(actual) == \(path.map { SwiftReferences.path(section: $0.section, row: $0.row) } ?? "nil")"
        case .events(let events):
            let list = "[" + events.map(event).joined(separator: ", ") + "]"
            guard events.contains(where: \.looksUp) else { return "\(actual) == \(list)" }
            lookup = ("expected", list)
            return "\(actual) == expected"
        case .update(let deleted, let inserted):
            let paths = { (list: [IndexPathLiteral]) in list.map { SwiftReferences.path(section: $0.section, row: $0.row) }.joined(separator: ", ") }
            return "\(actual) == BatchUpdate(deleted: [\(paths(deleted))], inserted: [\(paths(inserted))])"
        case .frame(let x, let width): return "isClose(\(actual)?.x, \(n(x))) && isClose(\(actual)?.width, \(n(width)))"
        }
    }

    private static func event(_ event: SceneEvent) -> String {
        let r = SwiftReferences.row as (SceneRow) -> String
        let s = SwiftReferences.section
        return switch event {
        case .opened(let row): "TableEvent.opened(\(r(row)))"
        case .closed(let row): "TableEvent.closed(\(r(row)))"
        case .tapped(let title, let row): "TableEvent.tapped(action: \(SwiftLiteral.string(title)), row: \(r(row)))"
        case .deleted(let row): "TableEvent.deleted(\(r(row)))"
        case .lifted(let row): "TableEvent.lifted(\(r(row)))"
        case .moved(let from, let to): "TableEvent.moved(from: \(r(from)), to: \(r(to)))"
        case .dropped(let row): "TableEvent.dropped(\(r(row)))"
        case .expandedSection(let section): "TableEvent.expandedSection(\(s(section)))"
        case .collapsedSection(let section): "TableEvent.collapsedSection(\(s(section)))"
        case .expandedRow(let row): "TableEvent.expandedRow(\(r(row)))"
        case .collapsedRow(let row): "TableEvent.collapsedRow(\(r(row)))"
        case .expandedLabel: "TableEvent.expandedLabel"
        case .collapsedLabel: "TableEvent.collapsedLabel"
        case .tappedInHeader(let title): "TableEvent.tappedInHeader(\(SwiftLiteral.string(title)))"
        }
    }
}
