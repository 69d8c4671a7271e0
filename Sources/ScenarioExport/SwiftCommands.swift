import SpecLanguage

/// The Swift for fixtures, settings and gestures.
enum SwiftCommands {
    /// The fresh scene a fixture starts.
    static func fixture(_ kind: CommandKind) -> String? {
        switch kind {
        case .table(let rows, nil):
            return "TableScene(table: Table(rowCount: \(rows)))"
        case .table(let rows, let pattern?):
            return "TableScene(table: Table(rowCount: \(rows), titled: \(SwiftLiteral.string(pattern))))"
        case .tableSections(let sections):
            let list = sections.map { "(\(SwiftLiteral.string($0.title)), \($0.rowCount), \($0.isCollapsed))" }
            return "TableScene(namedSections: [\(list.joined(separator: ", "))])"
        case .tree(let nodes):
            return "TableScene(table: Table(tree: [\(nodes.map(treeNode).joined(separator: ", "))]))"
        case .label(let text, let width, let fontSize, let maxHeight):
            var arguments = ["label: \(SwiftLiteral.string(text))"]
            if let width { arguments.append("width: \(SwiftLiteral.number(width))") }
            if let fontSize { arguments.append("fontSize: \(SwiftLiteral.number(fontSize))") }
            if let maxHeight { arguments.append("maxHeight: \(SwiftLiteral.number(maxHeight))") }
            return "TableScene(\(arguments.joined(separator: ", ")))"
        default:
            return nil
        }
    }

    private static func treeNode(_ node: TreeDeclaration) -> String {
        node.children.isEmpty ? "TreeNode(\(SwiftLiteral.string(node.title)))"
            : "TreeNode(\(SwiftLiteral.string(node.title)), children: [\(node.children.map(treeNode).joined(separator: ", "))])"
    }

    /// A setting: an assignment to the table's geometry or an engine's property.
    static func setting(_ kind: CommandKind) -> [String]? {
        switch kind {
        case .width(let value): ["scene.table.geometry.width = \(SwiftLiteral.number(value))"]
        case .height(let value): ["scene.table.geometry.viewportHeight = \(SwiftLiteral.number(value))"]
        case .rowHeight(let value): ["scene.table.geometry.rowHeight = \(SwiftLiteral.number(value))"]
        case .headerHeight(let value): ["scene.table.geometry.headerHeight = \(SwiftLiteral.number(value))"]
        case .trailingActions(let actions): ["scene.swipe.trailingActions = \(swipeActions(actions))"]
        case .leadingActions(let actions): ["scene.swipe.leadingActions = \(swipeActions(actions))"]
        case .editingDelete: ["scene.swipe.trailingActions = [.systemDelete]", "scene.swipe.leadingActions = []"]
        case .editingNone: ["scene.swipe.trailingActions = []", "scene.swipe.leadingActions = []"]
        case .swipeStyle(let style): ["scene.swipe.style = .\(style.rawValue)"]
        case .cellState(let state): ["scene.swipe.cellState = .\(state.rawValue)"]
        case .singleOpen(let on): ["scene.swipe.singleOpen = \(on)"]
        case .minimumPress(let seconds): ["scene.reorder.minimumPress = \(SwiftLiteral.number(seconds))"]
        case .edgeScroll(let on): ["scene.reorder.edgeScroll = \(on)"]
        case .edgeRange(let value): ["scene.reorder.edgeRange = \(SwiftLiteral.number(value))"]
        case .reorderBy(let mode): ["scene.reorder.mode = .\(mode.rawValue)"]
        case .expandMode(let mode): ["scene.expand.mode = .\(mode.rawValue)"]
        case .expandUpdates(let updates): ["scene.expand.updates = .\(updates.rawValue)"]
        default: nil
        }
    }

    private static func swipeActions(_ actions: [ActionDeclaration]) -> String {
        let list = actions.map { action in
            "SwipeAction(\(SwiftLiteral.string(action.title)), width: \(SwiftLiteral.number(action.width))"
                + (action.isDestructive ? ", isDestructive: true)" : ")")
        }
        return "[" + list.joined(separator: ", ") + "]"
    }

    /// A gesture or an action, through the scene (which refuses a second finger and lets animations finish).
    static func gesture(_ kind: CommandKind) -> SwiftLine? {
        func refusable(_ call: String) -> SwiftLine { SwiftLine(["try " + call], isRefusable: true, mutates: true) }
        func plain(_ call: String) -> SwiftLine { SwiftLine([call], mutates: true) }
        let r = SwiftReferences.self
        switch kind {
        case .suffixes(let more, let less):
            return refusable("scene.setLabelSuffixes(more: \(more.map(SwiftLiteral.string) ?? "nil"), less: \(less.map(SwiftLiteral.string) ?? "nil"))")
        case .pan(let row, let x, let translations):
            let from = x.map { ", fromX: \(SwiftLiteral.number($0))" } ?? ""
            return refusable("scene.pan(\(r.onScreen(row))\(from), through: \(SwiftLiteral.numbers(translations)))")
        case .release(let velocity): return refusable("scene.release(velocity: \(SwiftLiteral.number(velocity ?? 0)))")
        case .cancel: return refusable("scene.cancel()")
        case .tapAction(let title, let row): return refusable("scene.tapAction(\(SwiftLiteral.string(title)), at: \(r.onScreen(row)))")
        case .tapRow(let row): return refusable("scene.tapRow(at: \(r.onScreen(row)))")
        case .tapHeader(let section): return refusable("scene.tapHeader(ofSection: \(r.section(section)))")
        case .tapLabel: return refusable("scene.tapLabel()")
        case .scrollTo(let offset): return plain("scene.scroll(to: \(SwiftLiteral.number(offset)))")
        case .scrollBy(let distance): return plain("scene.scroll(by: \(SwiftLiteral.number(distance)))")
        case .longPress(let target, let seconds):
            let duration = seconds.map { ", seconds: \(SwiftLiteral.number($0))" } ?? ""
            switch target {
            case .row(let row): return refusable("scene.longPress(\(r.onScreen(row))\(duration))")
            case .viewportY(let y): return refusable("scene.longPress(atViewportY: \(SwiftLiteral.number(y))\(duration))")
            }
        case .dragTo(.row(let row)): return refusable("scene.drag(to: \(r.row(row)))")
        case .dragTo(.viewportY(let y)): return refusable("scene.drag(toViewportY: \(SwiftLiteral.number(y)))")
        case .dragBy(let distance): return refusable("scene.drag(by: \(SwiftLiteral.number(distance)))")
        case .drop: return refusable("scene.drop()")
        case .headerView(let height, let pinned):
            return refusable("scene.setHeader(fullHeight: \(SwiftLiteral.number(height)), pinnedHeight: \(SwiftLiteral.number(pinned ?? 0)))")
        case .headerButtons(let buttons):
            let list = buttons.map { "FloatingHeader.Button(\(SwiftLiteral.string($0.title)), width: \(SwiftLiteral.number($0.width)))" }
            return refusable("scene.setHeaderButtons([\(list.joined(separator: ", "))])")
        case .headerPassesTouches(let on): return refusable("scene.setHeaderPassesTouches(\(on))")
        case .pullDown(let distance): return refusable("scene.pullDown(\(SwiftLiteral.number(distance)))")
        case .panHeader(let translation): return refusable("scene.panHeader(by: \(SwiftLiteral.number(translation)))")
        case .tapHeaderButton(let title): return refusable("scene.tapHeaderButton(\(SwiftLiteral.string(title)))")
        case .hold(let seconds): return plain("scene.hold(seconds: \(SwiftLiteral.number(seconds)))")
        case .wait(let seconds): return plain("scene.wait(seconds: \(SwiftLiteral.number(seconds)))")
        default: return nil
        }
    }
}
