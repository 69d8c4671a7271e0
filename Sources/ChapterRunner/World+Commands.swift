import SpecLanguage
import SwipeEngine
import TableModel

extension World {
    /// Performs one command that is not a fixture.
    /// - Returns: `nil` when it passed, or why an expectation failed.
    /// - Throws: a ``Refusal`` when the world refuses the command (a hidden button, a row off screen, …).
    mutating func perform(_ kind: CommandKind) throws(Refusal) -> LineFailure? {
        switch kind {
        case .table, .tableSections, .tree, .label:
            return nil // fixtures are handled by the runner
        case .expect(let expectation):
            return try check(expectation)
        case .wait(let seconds):
            advance(frames: VirtualClock.frames(for: seconds))
            return nil
        case .hold(let seconds):
            hold(frames: VirtualClock.frames(for: seconds))
            return nil
        default:
            try apply(kind)
            settle()
            return nil
        }
    }

    /// Settings, gestures and actions.
    private mutating func apply(_ kind: CommandKind) throws(Refusal) {
        try refuseOutOfOrder(kind)
        switch kind {
        // Settings
        case .width(let value): table.geometry.width = value
        case .height(let value): table.geometry.viewportHeight = value
        case .rowHeight(let value): table.geometry.rowHeight = value
        case .headerHeight(let value): table.geometry.headerHeight = value
        case .trailingActions(let actions): swipe.trailingActions = actions.map(swipeAction)
        case .leadingActions(let actions): swipe.leadingActions = actions.map(swipeAction)
        case .editingDelete:
            swipe.trailingActions = [.systemDelete]
            swipe.leadingActions = []
        case .editingNone:
            swipe.trailingActions = []
            swipe.leadingActions = []
        case .swipeStyle(let style): swipe.style = style == .mail ? .mail : .reveal
        case .cellState(let state):
            swipe.setCellState(state == .naive ? .naive : state == .reset ? .reset : .remembered, in: table)
        case .singleOpen(let on): swipe.singleOpen = on
        case .minimumPress(let seconds): reorder.minimumPress = seconds
        case .edgeScroll(let on): reorder.edgeScroll = on
        case .edgeRange(let value): reorder.edgeRange = value
        case .reorderBy(let mode): reorder.mode = mode == .move ? .move : .exchange
        case .expandMode(let mode): expand.mode = mode == .accordion ? .accordion : .independent
        case .expandUpdates(let updates): expand.updates = updates == .naive ? .naive : .batched
        case .suffixes(let more, let less):
            guard label != nil else { throw Refusal("there is no label to set suffixes on; start the block with `label \"…\"`") }
            if let more { label?.moreSuffix = more }
            if let less { label?.lessSuffix = less }

        // Swipe gestures
        case .pan(let row, let fromX, let translations):
            let path = try onScreen(row)
            var trial = self
            try trial.swipe.beginPan(at: path, x: fromX, in: &trial.table)
            for translation in translations {
                try trial.swipe.movePan(to: translation, in: &trial.table)
            }
            self = trial
        case .release(let velocity):
            try swipe.release(velocity: velocity ?? 0, in: &table)
        case .cancel:
            if reorder.isLifting {
                try reorder.cancel(in: &table)
            } else if swipe.isPanning {
                try swipe.cancel(in: &table)
            } else {
                throw Refusal("there is no gesture to cancel")
            }
        case .tapAction(let title, let row):
            try swipe.tapAction(title, at: try onScreen(row), in: &table)
        case .tapRow(let row):
            let path = try onScreen(row)
            if table.row(at: path)?.hasChildren == true {
                try expand.toggleRow(at: path, in: &table)
            } else {
                try swipe.tapContent(at: path, in: &table)
            }
        case .tapHeader(let section):
            try expand.toggleSection(try resolve(section), in: &table)
        case .tapLabel:
            guard label != nil else { throw Refusal("there is no label to tap; start the block with `label \"…\"`") }
            if let event = label?.tap() { table.record(event) }
        case .scrollTo(let offset):
            table.scroll(to: offset)
        case .scrollBy(let distance):
            table.scroll(to: table.contentOffset + distance)

        // Reorder gestures
        case .longPress(let target, let seconds):
            let y: Double
            switch target {
            case .row(let row):
                let path = try onScreen(row)
                y = table.frame(of: path).midY - table.contentOffset
            case .viewportY(let value):
                y = value
            }
            try reorder.longPress(atViewportY: y, duration: seconds, in: &table)
            advance(frames: VirtualClock.frames(for: seconds ?? reorder.minimumPress))
        case .dragTo(.viewportY(let y)):
            try reorder.drag(toViewportY: y, in: &table)
        case .dragTo(.row(let row)):
            let path = try resolve(row)
            try reorder.drag(toViewportY: table.frame(of: path).midY - table.contentOffset, in: &table)
        case .dragBy(let distance):
            try reorder.drag(by: distance, in: &table)
        case .drop:
            try reorder.drop(in: &table)

        case .expect, .wait, .hold, .table, .tableSections, .tree, .label:
            break
        }
    }

    /// One finger at a time: while a row is lifted nothing else may change the rows (so `cancel` can put
    /// them back), and while a pan is down no long press starts.
    private func refuseOutOfOrder(_ kind: CommandKind) throws(Refusal) {
        if reorder.isLifting {
            switch kind {
            case .pan, .tapAction, .tapRow, .tapHeader, .tapLabel:
                throw Refusal("a row is lifted: drop it or cancel first")
            default:
                break
            }
        }
        if swipe.isPanning {
            switch kind {
            case .longPress, .tapHeader, .tapLabel, .dragTo, .dragBy, .drop:
                throw Refusal("a pan is in progress; release or cancel it first")
            default:
                break
            }
        }
    }

    private func swipeAction(_ declaration: ActionDeclaration) -> SwipeAction {
        SwipeAction(declaration.title, width: declaration.width, isDestructive: declaration.isDestructive)
    }

    // MARK: - Resolving references

    /// The shown row a reference names.
    func resolve(_ reference: RowReference) throws(Refusal) -> RowPath {
        switch reference {
        case .index(let section, let row):
            let path = RowPath(section: section, row: row)
            guard table.row(at: path) != nil else {
                throw Refusal("there is no \(path): the table shows \(describeCounts())\(describeRange(of: path.section))")
            }
            return path
        case .title(let title):
            guard let path = table.path(ofTitle: title) else { throw Refusal("no shown row is titled \(SpecString.quoted(title))") }
            return path
        }
    }

    /// The shown row a reference names, which must be on screen.
    func onScreen(_ reference: RowReference) throws(Refusal) -> RowPath {
        let path = try resolve(reference)
        guard table.isOnScreen(path) else { throw .notOnScreen(path) }
        return path
    }

    func resolve(_ reference: SectionReference) throws(Refusal) -> Int {
        switch reference {
        case .index(let index):
            guard table.sections.indices.contains(index) else {
                throw Refusal("there is no section \(index): the table has \(table.sections.count) section\(table.sections.count == 1 ? "" : "s")")
            }
            return index
        case .title(let title):
            guard let index = table.section(titled: title) else { throw Refusal("no section is titled \(SpecString.quoted(title))") }
            return index
        }
    }

    /// The rows a reference may name in `section`: " (rows are 0–19)", " (rows of section 1 are 0–4)".
    func describeRange(of section: Int) -> String {
        let counts = table.shownCounts
        guard counts.indices.contains(section) else {
            return counts.count > 1 ? " (sections are 0–\(counts.count - 1))" : ""
        }
        let which = counts.count == 1 ? "" : " of section \(section)"
        switch counts[section] {
        case 0: return counts.count == 1 ? "" : " (section \(section) shows no rows)"
        case 1: return " (the only row\(which) is 0)"
        case let count: return " (rows\(which) are 0–\(count - 1))"
        }
    }

    func describeCounts() -> String {
        let counts = table.shownCounts
        if counts.isEmpty { return "no rows (this world has no table)" }
        if counts.count == 1 { return "\(counts[0]) row\(counts[0] == 1 ? "" : "s")" }
        return counts.enumerated().map { "\($1) in section \($0)" }.joined(separator: ", ")
    }
}
