extension PlannedCall {
    /// The one place where a spec line's command becomes a call on the scene (see ``PlannedCall``).
    ///
    /// What else a new command or expectation touches is listed in the product manual's article "Adding a spec form"
    /// (`Sources/TableChapters/Documentation.docc/AddingASpecForm.md`).
    public init(_ kind: CommandKind) {
        switch kind {
        case .table(let rows, let pattern): self = .fixture(.table(rows: rows, titled: pattern))
        case .tableSections(let sections): self = .fixture(.namedSections(sections))
        case .tree(let nodes): self = .fixture(.tree(nodes))
        case .label(let text, let width, let fontSize, let maxHeight):
            self = .fixture(.label(text, width: width, fontSize: fontSize, maxHeight: maxHeight))
        case .expect(.error(let text)): self = .expectError(text)
        case .expect(let expectation): self = .check(SceneCheck(expectation))
        default: self = .action(SceneAction(kind))
        }
    }
}

extension SceneAction {
    /// The action of a command that is no fixture and no expectation.
    init(_ kind: CommandKind) {
        switch kind {
        case .width(let value): self = .geometry(.width, value)
        case .height(let value): self = .geometry(.viewportHeight, value)
        case .rowHeight(let value): self = .geometry(.rowHeight, value)
        case .headerHeight(let value): self = .geometry(.headerHeight, value)
        case .trailingActions(let actions): self = .swipeActions(trailing: .declared(actions), leading: nil)
        case .leadingActions(let actions): self = .swipeActions(trailing: nil, leading: .declared(actions))
        case .editingDelete: self = .swipeActions(trailing: .systemDelete, leading: .declared([]))
        case .editingNone: self = .swipeActions(trailing: .declared([]), leading: .declared([]))
        case .swipeStyle(let style): self = .swipeStyle(style)
        case .cellState(let state): self = .setCellState(state)
        case .singleOpen(let on): self = .singleOpen(on)
        case .minimumPress(let seconds): self = .minimumPress(seconds)
        case .edgeScroll(let on): self = .edgeScroll(on)
        case .edgeRange(let value): self = .edgeRange(value)
        case .reorderBy(let mode): self = .reorderMode(mode)
        case .expandMode(let mode): self = .expandMode(mode)
        case .expandUpdates(let updates): self = .expandUpdates(updates)
        case .suffixes(let more, let less): self = .setLabelSuffixes(more: more, less: less)
        case .headerView(let height, let min): self = .setHeader(fullHeight: height, pinnedHeight: min ?? 0)
        case .headerButtons(let buttons): self = .setHeaderButtons(buttons)
        case .headerPassesTouches(let on): self = .setHeaderPassesTouches(on)
        default: self = Self.gesture(kind)
        }
    }

    private static func gesture(_ kind: CommandKind) -> SceneAction {
        switch kind {
        case .pan(let row, let x, let translations): .pan(.onScreen(row), fromX: x, through: translations)
        case .release(let velocity, let waits): .release(velocity: velocity ?? 0, lettingAnimationsFinish: waits)
        case .cancel: .cancel
        case .tapAction(let title, let row): .tapAction(title, at: .onScreen(row))
        case .tapRow(let row): .tapRow(at: .onScreen(row))
        case .tapHeader(let section): .tapHeader(ofSection: section)
        case .tapLabel: .tapLabel
        case .scrollTo(let offset): .scrollTo(offset)
        case .scrollBy(let distance): .scrollBy(distance)
        case .longPress(.row(let row), let seconds): .longPress(.onScreen(row), seconds: seconds)
        case .longPress(.viewportY(let y), let seconds): .longPressAtViewportY(y, seconds: seconds)
        case .dragTo(.row(let row)): .dragTo(.shown(row))
        case .dragTo(.viewportY(let y)): .dragToViewportY(y)
        case .dragBy(let distance): .dragBy(distance)
        case .drop: .drop
        case .pullDown(let distance): .pullDown(distance)
        case .panHeader(let translation): .panHeader(by: translation)
        case .tapHeaderButton(let title): .tapHeaderButton(title)
        case .wait(let seconds): .wait(seconds: seconds)
        case .hold(let seconds): .hold(seconds: seconds)
        default: preconditionFailure("\(kind) is a fixture or an expectation: see PlannedCall.init(_:)")
        }
    }
}

extension SceneCheck {
    /// The query an expectation reads and what it should answer.
    init(_ expectation: Expectation) {
        switch expectation {
        case .rowOpen(let row): self.init(.isOpen(.onScreen(row)), .bool(true))
        case .rowClosed(let row): self.init(.isClosed(.onScreen(row)), .bool(true))
        case .rowKeyframes(let row, let values): self.init(.keyframes(.onScreen(row)), .numbers(values))
        case .actionFrame(let title, let row, let x, let width): self.init(.actionButton(title, of: .onScreen(row)), .frame(x: x, width: width))
        case .openRows(let rows): self.init(.openRows, .rows(rows.map(SceneRow.shown)))
        case .rowTitles(let section, let titles): self.init(.shownTitles(inSection: section), .titlesStarting(titles))
        case .rowCount(let section, let count): self.init(.shownRowCount(inSection: section), .count(count))
        case .lifted(.title(let title)): self.init(.liftedTitle, .text(title))
        case .lifted(.index(let section, let row)): self.init(.liftedPath, .path(IndexPathLiteral(section: section, row: row)))
        case .nothingLifted: self.init(.liftedPath, .path(nil))
        case .sectionExpanded(let section, let expanded): self.init(.isExpanded(section: section), .bool(expanded))
        case .updates(let deleted, let inserted): self.init(.lastUpdate, .update(deleted: deleted, inserted: inserted))
        case .labelText(let text): self.init(.labelText, .text(text))
        case .labelEndsWith(let text): self.init(.labelText, .ending(text))
        case .labelLines(let count): self.init(.labelLineCount, .count(count))
        case .events(let patterns): self.init(.takeEvents, .events(patterns.map(SceneEvent.init)))
        case .defined(let line):
            let row = line.row.map { line.form.definition.subject == .cell ? SceneRow.onScreen($0) : .shown($0) }
            self.init(.defined(line.form, row), line.expected)
        case .error: preconditionFailure("`expect error` pairs with the line before it: see PlannedCall.init(_:)")
        }
    }
}

extension SceneEvent {
    init(_ pattern: EventPattern) {
        let row = SceneRow.event
        switch pattern {
        case .opened(let r): self = .opened(row(r))
        case .closed(let r): self = .closed(row(r))
        case .tapped(let title, let r): self = .tapped(action: title, row: row(r))
        case .tappedInHeader(let title): self = .tappedInHeader(title)
        case .deleted(let r): self = .deleted(row(r))
        case .lifted(let r): self = .lifted(row(r))
        case .moved(let from, let to): self = .moved(from: row(from), to: row(to))
        case .dropped(let r): self = .dropped(row(r))
        case .expandedSection(let section): self = .expandedSection(section)
        case .collapsedSection(let section): self = .collapsedSection(section)
        case .expandedRow(let r): self = .expandedRow(row(r))
        case .collapsedRow(let r): self = .collapsedRow(row(r))
        case .expandedLabel: self = .expandedLabel
        case .collapsedLabel: self = .collapsedLabel
        }
    }
}
