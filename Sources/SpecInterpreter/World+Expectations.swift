import Messages
import SpecComparisons
import SpecLanguage
import SwipeEngine
import TableModel
import TableScene

extension World {
    /// Checks a planned check: asks the scene its query, compares the answer as ``SceneExpected`` says.
    /// - Returns: `nil` when it holds, or what was expected and found.
    /// - Throws: a ``Refusal`` when the check cannot be asked (a row off screen, no such row).
    mutating func check(_ check: SceneCheck) throws(Refusal) -> LineFailure? {
        let answer = try self.answer(check.query)
        return try holds(answer.value, check.expected) ? nil : failure(check, answer)
    }

    /// What a query answers, and which row or section it asked about.
    struct Answer {
        enum Value {
            case bool(Bool), number(Double), numbers([Double]), count(Int), text(String?), titles([String]), paths([RowPath])
            case path(RowPath?), events([TableEvent]), update(BatchUpdate?), button(SwipeButton?)
        }
        var value: Value
        var row: RowPath?
        var section: Int?
    }

    /// A defined form's answer (``ExpectationDefinition``) as the interpreter compares it.
    private static func value(_ answer: SceneExpected) -> Answer.Value {
        switch answer {
        case .number(let value): .number(value)
        case .count(let value): .count(value)
        case .text(let value): .text(value)
        case .titles(let values): .titles(values)
        default: .text(nil) // a defined form answers one of the four kinds of ``FormValueKind``
        }
    }

    /// Asks the scene: the one query member each case names.
    private mutating func answer(_ query: SceneQuery) throws(Refusal) -> Answer {
        if case .takeEvents = query { return Answer(value: .events(scene.takeEvents())) }
        let scene = self.scene
        func on(_ row: SceneRow, _ read: (RowPath) throws(Refusal) -> Answer.Value) throws(Refusal) -> Answer {
            let path = try resolve(row)
            return Answer(value: try read(path), row: path)
        }
        switch query {
        case .isOpen(let row): return try on(row) { path throws(Refusal) in .bool(try scene.isOpen(path)) }
        case .isClosed(let row): return try on(row) { path throws(Refusal) in .bool(try scene.isClosed(path)) }
        case .keyframes(let row): return try on(row) { path throws(Refusal) in .numbers(try scene.keyframes(of: path)) }
        case .actionButton(let title, let row): return try on(row) { path throws(Refusal) in .button(try scene.actionButton(title, of: path)) }
        case .openRows: return Answer(value: .paths(scene.openRows))
        case .shownTitles(let reference):
            let index = try reference.map { (section: SectionReference) throws(Refusal) -> Int in try resolve(section) }
            return Answer(value: .titles(try scene.shownTitles(inSection: index ?? 0)), section: index)
        case .shownRowCount(let reference):
            let index = try reference.map { (section: SectionReference) throws(Refusal) -> Int in try resolve(section) }
            return Answer(value: .count(scene.shownRowCount(inSection: index)), section: index)
        case .liftedPath: return Answer(value: .path(scene.liftedPath))
        case .liftedTitle: return Answer(value: .text(scene.liftedTitle))
        case .isExpanded(let reference):
            let index = try resolve(reference)
            return Answer(value: .bool(scene.isExpanded(section: index)), section: index)
        case .lastUpdate: return Answer(value: .update(scene.lastUpdate))
        case .labelText: return Answer(value: .text(try scene.labelText()))
        case .labelLineCount: return Answer(value: .count(try scene.labelLineCount()))
        case .takeEvents: return Answer(value: .events([])) // taken above: taking them changes the scene
        case .defined(let form, let row):
            let path = try row.map { (row: SceneRow) throws(Refusal) -> RowPath in try resolve(row) }
            return Answer(value: Self.value(try form.definition.answer(in: scene, row: path)), row: path)
        }
    }

    /// Whether an answer is what was expected: the one comparison each kind of expected value implies, by the rules
    /// of `SpecComparisons`, which the exported scenarios link too.
    private func holds(_ value: Answer.Value, _ expected: SceneExpected) throws(Refusal) -> Bool {
        switch (value, expected) {
        case (.bool(let actual), .bool(let wanted)): actual == wanted
        case (.number(let actual), .number(let wanted)): isClose(actual, wanted)
        case (.numbers(let actual), .numbers(let wanted)): isClose(actual, wanted)
        case (.count(let actual), .count(let wanted)): actual == wanted
        case (.text(let actual), .text(let wanted)): actual == wanted
        case (.text(let actual), .ending(let wanted)): hasEnding(actual, wanted)
        case (.titles(let actual), .titles(let wanted)): actual == wanted
        case (.titles(let actual), .titlesStarting(let wanted)): startsWith(actual, wanted)
        case (.paths(let actual), .rows(let rows)): actual == (try resolve(rows)).sorted()
        case (.path(let actual), .path(let wanted)): actual == wanted.map { RowPath(section: $0.section, row: $0.row) }
        case (.events(let actual), .events(let wanted)): actual == (try events(wanted))
        case (.update(let actual), .update(let deleted, let inserted)): actual == update(deleted, inserted)
        case (.button(let button), .frame(let x, let width)): isClose(button?.x, x) && isClose(button?.width, width)
        default: false
        }
    }

    private func resolve(_ rows: [SceneRow]) throws(Refusal) -> [RowPath] {
        var paths: [RowPath] = []
        for row in rows { paths.append(try resolve(row)) }
        return paths
    }

    private func update(_ deleted: [IndexPathLiteral], _ inserted: [IndexPathLiteral]) -> BatchUpdate {
        BatchUpdate(deleted: deleted.map { RowPath(section: $0.section, row: $0.row) }, inserted: inserted.map { RowPath(section: $0.section, row: $0.row) })
    }

    private func events(_ events: [SceneEvent]) throws(Refusal) -> [TableEvent] {
        var resolved: [TableEvent] = []
        for event in events { resolved.append(try self.event(event)) }
        return resolved
    }

    private func event(_ event: SceneEvent) throws(Refusal) -> TableEvent {
        switch event {
        case .opened(let row): .opened(try resolve(row))
        case .closed(let row): .closed(try resolve(row))
        case .tapped(let title, let row): .tapped(action: title, row: try resolve(row))
        case .tappedInHeader(let title): .tappedInHeader(title)
        case .deleted(let row): .deleted(try resolve(row))
        case .lifted(let row): .lifted(try resolve(row))
        case .moved(let from, let to): .moved(from: try resolve(from), to: try resolve(to))
        case .dropped(let row): .dropped(try resolve(row))
        case .expandedSection(let section): .expandedSection(try resolve(section))
        case .collapsedSection(let section): .collapsedSection(try resolve(section))
        case .expandedRow(let row): .expandedRow(try resolve(row))
        case .collapsedRow(let row): .collapsedRow(try resolve(row))
        case .expandedLabel: .expandedLabel
        case .collapsedLabel: .collapsedLabel
        }
    }

    /// What a check that does not hold says: the chapter's words for what was expected and what was found.
    private func failure(_ check: SceneCheck, _ answer: Answer) throws(Refusal) -> LineFailure {
        let path = answer.row ?? RowPath(section: 0, row: 0)
        switch (check.query, answer.value, check.expected) {
        case (.isOpen, _, _): return mismatch(RunnerMessages.notOpen(path.name), say(RunnerMessages.open), try describeCell(path))
        case (.isClosed, _, _): return mismatch(RunnerMessages.notClosed(path.name), say(RunnerMessages.closed), try describeCell(path))
        case (.keyframes, .numbers(let actual), .numbers(let expected)):
            return mismatch(RunnerMessages.otherKeyframes(path.name), list(expected), actual.isEmpty ? say(RunnerMessages.noAnimation) : list(actual))
        case (.actionButton(let title, _), .button(let button), .frame(let x, let width)):
            guard let button else {
                return mismatch(RunnerMessages.noAction(SpecString.quoted(title), in: path.name), SpecString.quoted(title),
                                titles(try swipe.buttons(at: path, in: table).map(\.title)))
            }
            return mismatch(RunnerMessages.actionElsewhere(SpecString.quoted(title)), say(RunnerMessages.frame(x: format(x), width: format(width))),
                            say(RunnerMessages.frame(x: format(button.x), width: format(button.width))))
        case (.openRows, .paths(let actual), .rows(let rows)):
            return mismatch(RunnerMessages.otherRowsOpen, paths(try resolve(rows).sorted()), paths(actual))
        case (.shownTitles, .titles(let shown), .titlesStarting(let expected)):
            return mismatch(RunnerMessages.otherOrder, titles(expected), titles(Array(shown.prefix(expected.count + 1))))
        case (.liftedPath, _, .path(nil)):
            return mismatch(RunnerMessages.aRowIsLifted, say(RunnerMessages.nothingLiftedValue), say((scene.liftedPath ?? path).name))
        case (.liftedPath, _, .path(let wanted?)): return liftedFailure(.index(section: wanted.section, row: wanted.row))
        case (.liftedTitle, _, .text(let title)): return liftedFailure(.title(title))
        case (.isExpanded, .bool(let actual), .bool(let expected)):
            return mismatch(RunnerMessages.sectionIs(answer.section ?? 0, state(actual)), say(state(expected)), say(state(actual)))
        case (.lastUpdate, .update(let actual), .update(let deleted, let inserted)):
            guard let actual else { return mismatch(RunnerMessages.noBatchUpdate, update(update(deleted, inserted)), say(RunnerMessages.none)) }
            return mismatch(RunnerMessages.otherBatchUpdate, update(update(deleted, inserted)), update(actual))
        case (.labelText, .text(let actual), .ending(let expected)):
            return mismatch(RunnerMessages.labelEnding, "…" + SpecString.quoted(expected), SpecString.quoted(actual ?? ""))
        case (.takeEvents, .events(let actual), .events(let expected)):
            return mismatch(RunnerMessages.otherEvents, events(try events(expected)), events(actual))
        default:
            return mismatch(message(check.query, path), written(check.expected), written(answer.value))
        }
    }

    /// The message of a check whose answer and expected value are written as they are.
    private func message(_ query: SceneQuery, _ path: RowPath) -> LocalizedText {
        switch query {
        case .defined(let form, let row): form.definition.failure(about: row == nil ? nil : path.name)
        case .shownRowCount: RunnerMessages.otherRowCount
        case .labelText: RunnerMessages.labelText
        case .labelLineCount: RunnerMessages.labelLines
        default: RunnerMessages.notRefused // every other query has its own failure above
        }
    }

    /// `expect lifted row …` that does not hold: nothing is lifted, or another row is.
    private func liftedFailure(_ row: RowReference) -> LineFailure {
        guard let lifted = scene.liftedPath else {
            return mismatch(RunnerMessages.nothingLifted, say(rowName(row)), say(RunnerMessages.nothingLiftedValue))
        }
        return mismatch(RunnerMessages.anotherLifted, say(rowName(row)), "\(say(lifted.name)) \(SpecString.quoted(scene.title(of: lifted) ?? ""))")
    }

    /// An expected value as a failure writes it.
    private func written(_ expected: SceneExpected) -> String {
        switch expected {
        case .number(let value): format(value)
        case .count(let value): "\(value)"
        case .text(let text): SpecString.quoted(text)
        case .titles(let values), .titlesStarting(let values): titles(values)
        default: ""
        }
    }

    /// An answer as a failure writes it.
    private func written(_ value: Answer.Value) -> String {
        switch value {
        case .number(let value): format(value)
        case .count(let value): "\(value)"
        case .text(let text): SpecString.quoted(text ?? "")
        case .titles(let values): titles(values)
        default: ""
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
        typealias Word = RunnerMessages.EventWords
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
        return "\(say(RunnerMessages.EventWords.deleted)) \(list(update.deleted)) \(say(RunnerMessages.EventWords.inserted)) \(list(update.inserted))"
    }
}
