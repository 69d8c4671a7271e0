import ExpandEngine
import Messages
import SpecLanguage
import SwipeEngine
import TableModel
import TableScene

extension World {
    /// Number comparisons in expectations allow this absolute error.
    static let tolerance = 0.01

    /// Checks an expectation. Returns `nil` when it holds, or what was expected and found.
    /// - Throws: a ``Refusal`` when the expectation cannot be asked (a row off screen, no such row).
    mutating func check(_ expectation: Expectation) throws(Refusal) -> LineFailure? {
        switch expectation {
        case .rowOpen(let row):
            let path = try onScreen(row)
            return try swipe.isOpen(at: path, in: table) ? nil
                : mismatch(RunnerMessages.notOpen(path.name), say(RunnerMessages.open), try describeCell(path))
        case .rowClosed(let row):
            let path = try onScreen(row)
            return try swipe.isClosed(at: path, in: table) ? nil
                : mismatch(RunnerMessages.notClosed(path.name), say(RunnerMessages.closed), try describeCell(path))
        case .rowOffset(let row, let expected):
            let path = try onScreen(row)
            let actual = try swipe.offset(at: path, in: table)
            return close(actual, expected) ? nil : mismatch(RunnerMessages.otherOffset(path.name), format(expected), format(actual))
        case .rowKeyframes(let row, let expected):
            let path = try onScreen(row)
            let actual = try swipe.keyframes(at: path, in: table)
            return close(actual, expected) ? nil
                : mismatch(RunnerMessages.otherKeyframes(path.name), list(expected), actual.isEmpty ? say(RunnerMessages.noAnimation) : list(actual))
        case .visibleActions(let row, let expected):
            let path = try onScreen(row)
            let actual = try swipe.visibleActions(at: path, in: table)
            return actual == expected ? nil : mismatch(RunnerMessages.otherActions(path.name), titles(expected), titles(actual))
        case .actionFrame(let title, let row, let x, let width):
            let path = try onScreen(row)
            guard let button = try swipe.buttons(at: path, in: table).first(where: { $0.title == title }) else {
                return mismatch(RunnerMessages.noAction(SpecString.quoted(title), in: path.name), SpecString.quoted(title),
                                titles(try swipe.buttons(at: path, in: table).map(\.title)))
            }
            return close(button.x, x) && close(button.width, width) ? nil
                : mismatch(RunnerMessages.actionElsewhere(SpecString.quoted(title)), say(RunnerMessages.frame(x: format(x), width: format(width))),
                           say(RunnerMessages.frame(x: format(button.x), width: format(button.width))))
        case .openRows(let rows):
            var expected: [RowPath] = []
            for row in rows { expected.append(try resolve(row)) }
            let actual = swipe.openRows(in: table)
            return actual == expected.sorted() ? nil : mismatch(RunnerMessages.otherRowsOpen, paths(expected.sorted()), paths(actual))
        case .rowTitles(let section, let expected):
            let index = try section.map { (s: SectionReference) throws(Refusal) -> Int in try resolve(s) } ?? 0
            let shown = Array(try scene.shownTitles(inSection: index).prefix(expected.count + 1))
            return Array(shown.prefix(expected.count)) == expected ? nil
                : mismatch(RunnerMessages.otherOrder, titles(expected), titles(shown))
        case .rowIs(let row, let title):
            let path = try resolve(row)
            let actual = table.row(at: path)?.title ?? ""
            return actual == title ? nil : mismatch(RunnerMessages.otherTitle(path.name), SpecString.quoted(title), SpecString.quoted(actual))
        case .rowLevel(let row, let level):
            let path = try resolve(row)
            let actual = table.row(at: path)?.level ?? 0
            return actual == level ? nil : mismatch(RunnerMessages.otherLevel(path.name), "\(level)", "\(actual)")
        case .rowCount(let section, let count):
            let actual = try section.map { (s: SectionReference) throws(Refusal) -> Int in table.shownCounts[try resolve(s)] } ?? table.shownRowCount
            return actual == count ? nil : mismatch(RunnerMessages.otherRowCount, "\(count)", "\(actual)")
        case .lifted(let row):
            guard let lifted = reorder.liftedPath(in: table) else { return mismatch(RunnerMessages.nothingLifted, say(rowName(row)), say(RunnerMessages.nothingLiftedValue)) }
            let matches: Bool
            switch row {
            case .title(let title): matches = table.row(at: lifted)?.title == title
            case .index(let section, let index): matches = lifted == RowPath(section: section, row: index)
            }
            let title = table.row(at: lifted)?.title ?? ""
            return matches ? nil : mismatch(RunnerMessages.anotherLifted, say(rowName(row)), "\(say(lifted.name)) \(SpecString.quoted(title))")
        case .nothingLifted:
            guard let lifted = reorder.liftedPath(in: table) else { return nil }
            return mismatch(RunnerMessages.aRowIsLifted, say(RunnerMessages.nothingLiftedValue), say(lifted.name))
        case .contentOffset(let expected):
            return close(table.contentOffset, expected) ? nil
                : mismatch(RunnerMessages.scrolledElsewhere, format(expected), format(table.contentOffset))
        case .sectionExpanded(let section, let expanded):
            let index = try resolve(section)
            let actual = !table.sections[index].isCollapsed
            return actual == expanded ? nil
                : mismatch(RunnerMessages.sectionIs(index, state(actual)), say(state(expanded)), say(state(actual)))
        case .visibleRows(let count):
            let actual = table.rowPathsOnScreen.count
            return actual == count ? nil : mismatch(RunnerMessages.otherVisibleCount, "\(count)", "\(actual)")
        case .updates(let deleted, let inserted):
            let expected = BatchUpdate(deleted: deleted.map { RowPath(section: $0.section, row: $0.row) },
                                       inserted: inserted.map { RowPath(section: $0.section, row: $0.row) })
            guard let actual = table.lastUpdate else { return mismatch(RunnerMessages.noBatchUpdate, update(expected), say(RunnerMessages.none)) }
            return actual == expected ? nil : mismatch(RunnerMessages.otherBatchUpdate, update(expected), update(actual))
        case .labelHeight(let expected):
            let label = try requireLabel()
            return close(label.height, expected) ? nil : mismatch(RunnerMessages.labelHeight, format(expected), format(label.height))
        case .labelText(let expected):
            let label = try requireLabel()
            return label.shownText == expected ? nil : mismatch(RunnerMessages.labelText, SpecString.quoted(expected), SpecString.quoted(label.shownText))
        case .labelEndsWith(let expected):
            let label = try requireLabel()
            return label.shownText.hasSuffix(expected) ? nil
                : mismatch(RunnerMessages.labelEnding, "…" + SpecString.quoted(expected), SpecString.quoted(label.shownText))
        case .labelLines(let expected):
            let label = try requireLabel()
            return label.lines.count == expected ? nil : mismatch(RunnerMessages.labelLines, "\(expected)", "\(label.lines.count)")
        case .events(let patterns):
            let actual = scene.takeEvents()
            var expected: [TableEvent] = []
            for pattern in patterns { expected.append(try event(pattern)) }
            return actual == expected ? nil
                : mismatch(RunnerMessages.otherEvents, events(expected), events(actual))
        case .headerHeight(let expected):
            let actual = try scene.requireHeader().height(in: table)
            return close(actual, expected) ? nil : mismatch(RunnerMessages.headerHeight, format(expected), format(actual))
        case .headerPictureOffset(let expected):
            let actual = try scene.requireHeader().pictureOffset(in: table)
            return close(actual, expected) ? nil : mismatch(RunnerMessages.pictureOffset, format(expected), format(actual))
        case .headerPictureScale(let expected):
            let actual = try scene.requireHeader().pictureScale(in: table)
            return close(actual, expected) ? nil : mismatch(RunnerMessages.pictureScale, format(expected), format(actual))
        case .rowY(let row, let expected):
            let path = try resolve(row)
            let actual = scene.viewportTop(of: path)
            return close(actual, expected) ? nil : mismatch(RunnerMessages.topElsewhere(path.name), format(expected), format(actual))
        case .rowHeight(let row, let expected):
            let path = try resolve(row)
            let actual = scene.height(of: path)
            return close(actual, expected) ? nil : mismatch(RunnerMessages.otherHeight(path.name), format(expected), format(actual))
        case .error:
            return LineFailure(RunnerMessages.notRefused, in: language)
        }
    }

    private func requireLabel() throws(Refusal) -> ExpandableLabel {
        try scene.shownLabel()
    }

    private func event(_ pattern: EventPattern) throws(Refusal) -> TableEvent {
        switch pattern {
        case .opened(let row): .opened(try eventPath(row))
        case .closed(let row): .closed(try eventPath(row))
        case .tapped(let title, let row): .tapped(action: title, row: try eventPath(row))
        case .tappedInHeader(let title): .tappedInHeader(title)
        case .deleted(let row): .deleted(try eventPath(row))
        case .lifted(let row): .lifted(try eventPath(row))
        case .moved(let from, let to): .moved(from: try eventPath(from), to: try eventPath(to))
        case .dropped(let row): .dropped(try eventPath(row))
        case .expandedSection(let section): .expandedSection(try resolve(section))
        case .collapsedSection(let section): .collapsedSection(try resolve(section))
        case .expandedRow(let row): .expandedRow(try eventPath(row))
        case .collapsedRow(let row): .collapsedRow(try eventPath(row))
        case .expandedLabel: .expandedLabel
        case .collapsedLabel: .collapsedLabel
        }
    }

    /// Rows in events are index paths at the time of the event; a title names the row shown now.
    private func eventPath(_ row: RowReference) throws(Refusal) -> RowPath {
        switch row {
        case .index(let section, let index): RowPath(section: section, row: index)
        case .title: try resolve(row)
        }
    }

    private func describeCell(_ path: RowPath) throws(Refusal) -> String {
        let offset = try swipe.offset(at: path, in: table)
        if try swipe.isClosed(at: path, in: table) { return say(RunnerMessages.closed) }
        if try swipe.isOpen(at: path, in: table) { return say(RunnerMessages.open) }
        return say(RunnerMessages.offset(format(offset)))
    }

    private func mismatch(_ message: LocalizedText, _ expected: String, _ actual: String) -> LineFailure {
        LineFailure(say(message), expected: expected, actual: actual, language: language)
    }

    /// A catalogue entry in the chapter's language.
    private func say(_ text: LocalizedText) -> String { text.text(in: language) }

    /// A section's state in words.
    private func state(_ expanded: Bool) -> LocalizedText { expanded ? RunnerMessages.expanded : RunnerMessages.collapsed }

    /// A row reference as the chapter writes it: `row 3`, `行 [1, 2]`, `"Mail"`.
    private func rowName(_ row: RowReference) -> LocalizedText {
        switch row {
        case .index(let section, let index): RowPath(section: section, row: index).name
        case .title: LocalizedText(verbatim: row.description)
        }
    }

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= Self.tolerance + 1e-9 }

    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { close($0, $1) }
    }

    private func format(_ value: Double) -> String { SpecNumber.format(value) }
    private func list(_ values: [Double]) -> String { values.map(format).joined(separator: ", ") }
    private func titles(_ values: [String]) -> String { values.isEmpty ? say(RunnerMessages.none) : values.map(SpecString.quoted).joined(separator: ", ") }
    private func paths(_ values: [RowPath]) -> String {
        values.isEmpty ? say(RunnerMessages.none) : values.map { $0.section == 0 ? "\($0.row)" : "[\($0.section), \($0.row)]" }.joined(separator: ", ")
    }
    private func events(_ values: [TableEvent]) -> String {
        values.isEmpty ? say(RunnerMessages.none) : values.map(event).joined(separator: ", ")
    }

    /// An event as `expect events` writes it in the chapter's language: `opened row 3`, `打开 行 3`.
    private func event(_ event: TableEvent) -> String {
        typealias Word = RunnerMessages.Keyword
        func words(_ parts: LocalizedText...) -> String { parts.map(say).joined(separator: " ") }
        func row(_ path: RowPath) -> LocalizedText { path.name }
        func section(_ index: Int) -> LocalizedText { LocalizedText(verbatim: "\(Word.section.text(in: language)) \(index)") }
        func title(_ text: String) -> LocalizedText { LocalizedText(verbatim: SpecString.quoted(text)) }
        return switch event {
        case .opened(let path): words(Word.opened, row(path))
        case .closed(let path): words(Word.closed, row(path))
        case .tapped(let action, let path): words(Word.tapped, title(action), Word.inPlace, row(path))
        case .tappedInHeader(let action): words(Word.tapped, title(action), Word.inPlace, Word.header)
        case .deleted(let path): words(Word.deleted, row(path))
        case .lifted(let path): words(Word.lifted, row(path))
        case .moved(let from, let to): words(Word.moved, row(from), Word.to, row(to))
        case .dropped(let path): words(Word.dropped, row(path))
        case .expandedSection(let index): words(Word.expanded, section(index))
        case .collapsedSection(let index): words(Word.collapsed, section(index))
        case .expandedRow(let path): words(Word.expanded, row(path))
        case .collapsedRow(let path): words(Word.collapsed, row(path))
        case .expandedLabel: words(Word.expanded, Word.label)
        case .collapsedLabel: words(Word.collapsed, Word.label)
        }
    }

    /// A batch update as `expect updates` writes it in the chapter's language: `deleted [0, 3] inserted none`.
    private func update(_ update: BatchUpdate) -> String {
        func list(_ paths: [RowPath]) -> String {
            paths.isEmpty ? say(RunnerMessages.none) : paths.map { "[\($0.section), \($0.row)]" }.joined(separator: ", ")
        }
        return "\(say(RunnerMessages.Keyword.deleted)) \(list(update.deleted)) \(say(RunnerMessages.Keyword.inserted)) \(list(update.inserted))"
    }
}
