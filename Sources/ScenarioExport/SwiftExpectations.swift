import SpecLanguage

/// The Swift for `expect` lines: look up what the line names (a lookup may be refused), then `#expect`.
enum SwiftExpectations {
    static func line(_ expectation: Expectation) -> SwiftLine? {
        let r = SwiftReferences.self
        let n = SwiftLiteral.number as (Double) -> String
        let s = SwiftLiteral.string
        func onRow(_ row: RowReference, _ check: String) -> SwiftLine {
            SwiftLine(lookups: [("row", r.onScreen(row))], [check])
        }
        switch expectation {
        case .rowOpen(let row):
            return onRow(row, "#expect(try scene.swipe.isOpen(at: row, in: scene.table))")
        case .rowClosed(let row):
            return onRow(row, "#expect(try scene.swipe.isClosed(at: row, in: scene.table))")
        case .rowOffset(let row, let offset):
            return onRow(row, "#expect(isClose(try scene.swipe.offset(at: row, in: scene.table), \(n(offset))))")
        case .rowKeyframes(let row, let values):
            return onRow(row, "#expect(isClose(try scene.swipe.keyframes(at: row, in: scene.table), \(SwiftLiteral.numbers(values))))")
        case .visibleActions(let row, let titles):
            return onRow(row, "#expect(try scene.swipe.visibleActions(at: row, in: scene.table) == \(SwiftLiteral.strings(titles)))")
        case .actionFrame(let title, let row, let x, let width):
            return SwiftLine(lookups: [("row", r.onScreen(row))], [
                "let button = try scene.swipe.buttons(at: row, in: scene.table).first { $0.title == \(s(title)) }",
                "#expect(isClose(button?.x, \(n(x))) && isClose(button?.width, \(n(width))))",
            ])
        case .openRows(let rows) where rows.isEmpty:
            return SwiftLine(["#expect(scene.swipe.openRows(in: scene.table).isEmpty)"])
        case .openRows(let rows):
            return SwiftLine(lookups: [("rows", "[" + rows.map(r.row).joined(separator: ", ") + "]")],
                             ["#expect(scene.swipe.openRows(in: scene.table) == rows.sorted())"])
        case .rowTitles(let section, let titles):
            let lookup = "scene.shownTitles(inSection: \(section.map(r.section) ?? "0"))"
            return SwiftLine(lookups: [("titles", lookup)], ["#expect(Array(titles.prefix(\(titles.count))) == \(SwiftLiteral.strings(titles)))"])
        case .rowIs(let row, let title):
            return SwiftLine(lookups: [("row", r.row(row))], ["#expect(scene.table.row(at: row)?.title == \(s(title)))"])
        case .rowLevel(let row, let level):
            return SwiftLine(lookups: [("row", r.row(row))], ["#expect(scene.table.row(at: row)?.level == \(level))"])
        case .rowCount(nil, let count):
            return SwiftLine(["#expect(scene.table.shownRowCount == \(count))"])
        case .rowCount(let section?, let count):
            return SwiftLine(lookups: [("section", r.section(section))], ["#expect(scene.table.shownCounts[section] == \(count))"])
        case .lifted(.title(let title)):
            return SwiftLine(["#expect(scene.liftedTitle == \(s(title)))"])
        case .lifted(.index(let section, let row)):
            return SwiftLine(["#expect(scene.reorder.liftedPath(in: scene.table) == \(r.path(section: section, row: row)))"])
        case .nothingLifted:
            return SwiftLine(["#expect(scene.reorder.liftedPath(in: scene.table) == nil)"])
        case .contentOffset(let offset):
            return SwiftLine(["#expect(isClose(scene.table.contentOffset, \(n(offset))))"])
        case .sectionExpanded(let section, let expanded):
            return SwiftLine(lookups: [("section", r.section(section))],
                             ["#expect(\(expanded ? "!" : "")scene.table.sections[section].isCollapsed)"])
        case .visibleRows(let count):
            return SwiftLine(["#expect(scene.table.rowPathsOnScreen.count == \(count))"])
        case .updates(let deleted, let inserted):
            let d = deleted.map { r.path(section: $0.section, row: $0.row) }.joined(separator: ", ")
            let i = inserted.map { r.path(section: $0.section, row: $0.row) }.joined(separator: ", ")
            return SwiftLine(["#expect(scene.table.lastUpdate == BatchUpdate(deleted: [\(d)], inserted: [\(i)]))"])
        case .labelHeight(let height):
            return SwiftLine(lookups: [("label", "scene.shownLabel()")], ["#expect(isClose(label.height, \(n(height))))"])
        case .labelText(let text):
            return SwiftLine(lookups: [("label", "scene.shownLabel()")], ["#expect(label.shownText == \(s(text)))"])
        case .labelEndsWith(let text):
            return SwiftLine(lookups: [("label", "scene.shownLabel()")], ["#expect(label.shownText.hasSuffix(\(s(text))))"])
        case .labelLines(let count):
            return SwiftLine(lookups: [("label", "scene.shownLabel()")], ["#expect(label.lines.count == \(count))"])
        case .events(let patterns):
            // The events are taken first: the line moves the mark even when a row it names is refused.
            let list = "[" + patterns.map(event).joined(separator: ", ") + "]"
            let looksUp = patterns.contains(where: namesShownRow)
            var line = looksUp
                ? SwiftLine(lookups: [("expected", list)], ["#expect(events == expected)"])
                : SwiftLine(["#expect(events == \(list))"])
            line.prelude = ["let events = scene.takeEvents()"]
            line.mutates = true
            return line
        case .headerHeight(let height):
            return SwiftLine(lookups: [("header", "scene.requireHeader()")], ["#expect(isClose(header.height(in: scene.table), \(n(height))))"])
        case .headerPictureOffset(let offset):
            return SwiftLine(lookups: [("header", "scene.requireHeader()")], ["#expect(isClose(header.pictureOffset(in: scene.table), \(n(offset))))"])
        case .headerPictureScale(let scale):
            return SwiftLine(lookups: [("header", "scene.requireHeader()")], ["#expect(isClose(header.pictureScale(in: scene.table), \(n(scale))))"])
        case .rowY(let row, let y):
            return SwiftLine(lookups: [("row", r.row(row))], ["#expect(isClose(scene.viewportTop(of: row), \(n(y))))"])
        case .rowHeight(let row, let height):
            return SwiftLine(lookups: [("row", r.row(row))], ["#expect(isClose(scene.height(of: row), \(n(height))))"])
        case .error:
            return nil
        }
    }

    /// Whether a pattern looks a row or section up (and so may be refused).
    private static func namesShownRow(_ pattern: EventPattern) -> Bool {
        switch pattern {
        case .opened(let row), .closed(let row), .tapped(_, let row), .deleted(let row), .lifted(let row), .dropped(let row),
             .expandedRow(let row), .collapsedRow(let row):
            if case .title = row { return true }
            return false
        case .moved(let from, let to):
            if case .title = from { return true }
            if case .title = to { return true }
            return false
        case .expandedSection, .collapsedSection:
            return true
        case .expandedLabel, .collapsedLabel, .tappedInHeader:
            return false
        }
    }

    private static func event(_ pattern: EventPattern) -> String {
        let r = SwiftReferences.self
        return switch pattern {
        case .opened(let row): "TableEvent.opened(\(r.eventRow(row)))"
        case .closed(let row): "TableEvent.closed(\(r.eventRow(row)))"
        case .tapped(let title, let row): "TableEvent.tapped(action: \(SwiftLiteral.string(title)), row: \(r.eventRow(row)))"
        case .deleted(let row): "TableEvent.deleted(\(r.eventRow(row)))"
        case .lifted(let row): "TableEvent.lifted(\(r.eventRow(row)))"
        case .moved(let from, let to): "TableEvent.moved(from: \(r.eventRow(from)), to: \(r.eventRow(to)))"
        case .dropped(let row): "TableEvent.dropped(\(r.eventRow(row)))"
        case .expandedSection(let section): "TableEvent.expandedSection(\(r.section(section)))"
        case .collapsedSection(let section): "TableEvent.collapsedSection(\(r.section(section)))"
        case .expandedRow(let row): "TableEvent.expandedRow(\(r.eventRow(row)))"
        case .collapsedRow(let row): "TableEvent.collapsedRow(\(r.eventRow(row)))"
        case .expandedLabel: "TableEvent.expandedLabel"
        case .collapsedLabel: "TableEvent.collapsedLabel"
        case .tappedInHeader(let title): "TableEvent.tappedInHeader(\(SwiftLiteral.string(title)))"
        }
    }
}
