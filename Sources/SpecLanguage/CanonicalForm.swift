/// The canonical English spelling of commands.
///
/// Two lines mean the same thing exactly when their canonical forms are equal; with `maskingStrings`,
/// string literals are replaced by `"…"`, which is how a translation may differ from its original
/// (titles get translated) while every number, index and keyword stays the same.
public struct CanonicalForm: Sendable {
    public var maskingStrings: Bool

    public init(maskingStrings: Bool = false) {
        self.maskingStrings = maskingStrings
    }

    static func describe(_ kind: CommandKind) -> String { CanonicalForm().text(of: kind) }

    func string(_ text: String) -> String { maskingStrings ? "\"…\"" : SpecString.quoted(text) }

    func list<T>(_ items: [T], _ each: (T) -> String) -> String { items.map(each).joined(separator: ", ") }

    func row(_ row: RowReference) -> String {
        switch row {
        case .index(0, let r): "row \(r)"
        case .index(let s, let r): "row [\(s), \(r)]"
        case .title(let title): "row \(string(title))"
        }
    }

    func section(_ section: SectionReference) -> String {
        switch section {
        case .index(let index): "section \(index)"
        case .title(let title): "section \(string(title))"
        }
    }

    func number(_ value: Double) -> String { SpecNumber.format(value) }

    func action(_ action: ActionDeclaration) -> String {
        "\(string(action.title)) \(number(action.width))" + (action.isDestructive ? " destructive" : "")
    }

    /// The canonical text of a command.
    public func text(of kind: CommandKind) -> String {
        switch kind {
        case .table(let rows, let pattern):
            return "table \(rows) rows" + (pattern.map { " titled \(string($0))" } ?? "")
        case .tableSections(let sections):
            return "table sections " + list(sections) { "\(string($0.title)) \($0.rowCount)" + ($0.isCollapsed ? " collapsed" : "") }
        case .tree(let nodes):
            return "tree " + treeText(nodes)
        case .label(let text, let width, let font, let maxHeight):
            return "label \(string(text))"
                + (width.map { " width \(number($0))" } ?? "")
                + (font.map { " font \(number($0))" } ?? "")
                + (maxHeight.map { " max height \(number($0))" } ?? "")
        case .width(let value): return "width \(number(value))"
        case .height(let value): return "height \(number(value))"
        case .rowHeight(let value): return "row height \(number(value))"
        case .headerHeight(let value): return "header height \(number(value))"
        case .trailingActions(let actions): return "trailing actions " + list(actions, action)
        case .leadingActions(let actions): return "leading actions " + list(actions, action)
        case .editingDelete: return "editing delete"
        case .editingNone: return "editing none"
        case .swipeStyle(let style): return "swipe style \(style.rawValue)"
        case .cellState(let state): return "cell state \(state.rawValue)"
        case .singleOpen(let on): return "single open \(on ? "on" : "off")"
        case .minimumPress(let seconds): return "minimum press \(SpecNumber.seconds(seconds))"
        case .edgeScroll(let on): return "edge scroll \(on ? "on" : "off")"
        case .edgeRange(let value): return "edge range \(number(value))"
        case .reorderBy(let mode): return "reorder by \(mode.rawValue)"
        case .expandMode(let mode): return "expand mode \(mode.rawValue)"
        case .suffixes(let more, let less):
            return [more.map { "more \(string($0))" }, less.map { "less \(string($0))" }].compactMap { $0 }.joined(separator: " ")
        case .expandUpdates(let updates): return "expand updates \(updates.rawValue)"
        case .headerView(let height, let min): return "header view \(number(height))" + (min.map { " min \(number($0))" } ?? "")
        case .headerButtons(let buttons): return "header buttons " + list(buttons) { "\(string($0.title)) \(number($0.width))" }
        case .headerPassesTouches(let on): return "header passes touches \(on ? "on" : "off")"
        case .pullDown(let value): return "pull down \(number(value))"
        case .panHeader(let value): return "pan header by \(number(value))"
        case .tapHeaderButton(let title): return "tap \(string(title)) in header"
        case .pan(let target, let fromX, let translations):
            return "pan \(row(target))" + (fromX.map { " from x \(number($0))" } ?? "") + " by " + list(translations, number)
        case .release(let velocity): return "release" + (velocity.map { " with velocity \(number($0))" } ?? "")
        case .cancel: return "cancel"
        case .tapAction(let title, let target): return "tap \(string(title)) in \(row(target))"
        case .tapRow(let target): return "tap \(row(target))"
        case .tapHeader(let target): return "tap header \(sectionOnly(target))"
        case .tapLabel: return "tap label"
        case .scrollTo(let value): return "scroll to \(number(value))"
        case .scrollBy(let value): return "scroll by \(number(value))"
        case .longPress(let target, let seconds):
            let place = switch target {
            case .row(let r): row(r)
            case .viewportY(let y): "at y \(number(y))"
            }
            return "long-press \(place)" + (seconds.map { " for \(SpecNumber.seconds($0))" } ?? "")
        case .dragTo(let target):
            return switch target {
            case .row(let r): "drag to \(row(r))"
            case .viewportY(let y): "drag to y \(number(y))"
            }
        case .dragBy(let value): return "drag by \(number(value))"
        case .hold(let seconds): return "hold \(SpecNumber.seconds(seconds))"
        case .drop: return "drop"
        case .wait(let seconds): return "wait \(SpecNumber.seconds(seconds))"
        case .expect(let expectation): return "expect " + text(of: expectation)
        }
    }

    private func sectionOnly(_ target: SectionReference) -> String {
        switch target {
        case .index(let index): "\(index)"
        case .title(let title): string(title)
        }
    }

    private func treeText(_ nodes: [TreeDeclaration]) -> String {
        "(" + list(nodes) { string($0.title) + ($0.children.isEmpty ? "" : " " + treeText($0.children)) } + ")"
    }

    private func path(_ path: IndexPathLiteral) -> String { "[\(path.section), \(path.row)]" }

    /// The canonical text of an expectation (without `expect `).
    public func text(of expectation: Expectation) -> String {
        switch expectation {
        case .rowOpen(let r): return "\(row(r)) open"
        case .rowClosed(let r): return "\(row(r)) closed"
        case .rowOffset(let r, let value): return "\(row(r)) offset \(number(value))"
        case .rowKeyframes(let r, let values): return "\(row(r)) keyframes " + (values.isEmpty ? "none" : list(values, number))
        case .visibleActions(let r, let titles): return "\(row(r)) visible actions " + (titles.isEmpty ? "none" : list(titles, string))
        case .actionFrame(let title, let r, let x, let width):
            return "action \(string(title)) in \(row(r)) at x \(number(x)) width \(number(width))"
        case .openRows(let rows): return "open rows " + (rows.isEmpty ? "none" : list(rows) { row($0).replacingPrefix("row ") })
        case .rowTitles(let s, let titles): return (s.map { section($0) + " " } ?? "") + "rows " + list(titles, string)
        case .rowIs(let r, let title): return "\(row(r)) is \(string(title))"
        case .rowLevel(let r, let level): return "\(row(r)) level \(level)"
        case .rowCount(let s, let count): return (s.map { section($0) + " " } ?? "") + "row count \(count)"
        case .lifted(let r): return "lifted \(row(r))"
        case .nothingLifted: return "nothing lifted"
        case .contentOffset(let value): return "content offset \(number(value))"
        case .sectionExpanded(let s, let expanded): return "\(section(s)) \(expanded ? "expanded" : "collapsed")"
        case .visibleRows(let count): return "visible rows \(count)"
        case .updates(let deleted, let inserted):
            return "updates deleted " + (deleted.isEmpty ? "none" : list(deleted, path)) + " inserted " + (inserted.isEmpty ? "none" : list(inserted, path))
        case .labelHeight(let value): return "label height \(number(value))"
        case .labelText(let text): return "label text \(string(text))"
        case .labelEndsWith(let text): return "label ends with \(string(text))"
        case .labelLines(let count): return "label lines \(count)"
        case .events(let events): return "events: " + (events.isEmpty ? "none" : list(events, event))
        case .error(let text): return "error \(string(text))"
        case .headerHeight(let value): return "header height \(number(value))"
        case .headerPictureOffset(let value): return "header picture offset \(number(value))"
        case .headerPictureScale(let value): return "header picture scale \(number(value))"
        case .rowY(let r, let value): return "\(row(r)) y \(number(value))"
        case .rowHeight(let r, let value): return "\(row(r)) height \(number(value))"
        }
    }

    /// The canonical text of an event phrase.
    public func event(_ event: EventPattern) -> String {
        switch event {
        case .opened(let r): "opened \(row(r))"
        case .closed(let r): "closed \(row(r))"
        case .tapped(let title, let r): "tapped \(string(title)) in \(row(r))"
        case .tappedInHeader(let title): "tapped \(string(title)) in header"
        case .deleted(let r): "deleted \(row(r))"
        case .lifted(let r): "lifted \(row(r))"
        case .moved(let a, let b): "moved \(row(a)) to \(row(b))"
        case .dropped(let r): "dropped \(row(r))"
        case .expandedSection(let s): "expanded \(section(s))"
        case .collapsedSection(let s): "collapsed \(section(s))"
        case .expandedRow(let r): "expanded \(row(r))"
        case .collapsedRow(let r): "collapsed \(row(r))"
        case .expandedLabel: "expanded label"
        case .collapsedLabel: "collapsed label"
        }
    }
}

extension String {
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
