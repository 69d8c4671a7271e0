import SpecLanguage

/// The plan's fixtures and actions printed as Swift: one line per case of ``SceneFixture`` and ``SceneAction``, the
/// member each case names.
enum SwiftActions {
    /// The fresh scene a fixture starts.
    static func fixture(_ fixture: SceneFixture) -> String {
        let n = SwiftLiteral.number as (Double) -> String
        switch fixture {
        case .table(let rows, nil):
            return "TableScene(table: Table(rowCount: \(rows)))"
        case .table(let rows, let pattern?):
            return "TableScene(table: Table(rowCount: \(rows), titled: \(SwiftLiteral.string(pattern))))"
        case .namedSections(let sections):
            let list = sections.map { "(\(SwiftLiteral.string($0.title)), \($0.rowCount), \($0.isCollapsed))" }
            return "TableScene(namedSections: [\(list.joined(separator: ", "))])"
        case .tree(let nodes):
            return "TableScene(table: Table(tree: [\(nodes.map(treeNode).joined(separator: ", "))]))"
        case .label(let text, let width, let fontSize, let maxHeight):
            var arguments = ["label: \(SwiftLiteral.string(text))"]
            if let width { arguments.append("width: \(n(width))") }
            if let fontSize { arguments.append("fontSize: \(n(fontSize))") }
            if let maxHeight { arguments.append("maxHeight: \(n(maxHeight))") }
            return "TableScene(\(arguments.joined(separator: ", ")))"
        }
    }

    private static func treeNode(_ node: TreeDeclaration) -> String {
        node.children.isEmpty ? "TreeNode(\(SwiftLiteral.string(node.title)))"
            : "TreeNode(\(SwiftLiteral.string(node.title)), children: [\(node.children.map(treeNode).joined(separator: ", "))])"
    }

    /// An action: a setting's assignment or call, or a gesture through the scene (which refuses a second finger and
    /// lets the animations it starts finish).
    static func line(_ action: SceneAction) -> SwiftLine {
        if let statements = setting(action) { return SwiftLine(statements, mutates: true) }
        let call = call(action)
        return action.isRefusable ? SwiftLine(["try " + call], isRefusable: true, mutates: true) : SwiftLine([call], mutates: true)
    }

    /// The assignments of a setting the scene cannot refuse.
    private static func setting(_ action: SceneAction) -> [String]? {
        let n = SwiftLiteral.number as (Double) -> String
        switch action {
        case .geometry(let property, let value): return ["scene.table.geometry.\(property.rawValue) = \(n(value))"]
        case .swipeActions(let trailing, let leading):
            return [trailing.map { "scene.swipe.trailingActions = \(swipeActions($0))" },
                    leading.map { "scene.swipe.leadingActions = \(swipeActions($0))" }].compactMap { $0 }
        case .swipeStyle(let style): return ["scene.swipe.style = .\(style.rawValue)"]
        case .setCellState(let state): return ["scene.swipe.setCellState(.\(state.rawValue), in: scene.table)"]
        case .singleOpen(let on): return ["scene.swipe.singleOpen = \(on)"]
        case .minimumPress(let seconds): return ["scene.reorder.minimumPress = \(n(seconds))"]
        case .edgeScroll(let on): return ["scene.reorder.edgeScroll = \(on)"]
        case .edgeRange(let value): return ["scene.reorder.edgeRange = \(n(value))"]
        case .reorderMode(let mode): return ["scene.reorder.mode = .\(mode.rawValue)"]
        case .expandMode(let mode): return ["scene.expand.mode = .\(mode.rawValue)"]
        case .expandUpdates(let updates): return ["scene.expand.updates = .\(updates.rawValue)"]
        default: return nil
        }
    }

    private static func swipeActions(_ list: SwipeActionList) -> String {
        guard case .declared(let actions) = list else { return "[.systemDelete]" }
        let items = actions.map { action in
            "SwipeAction(\(SwiftLiteral.string(action.title)), width: \(SwiftLiteral.number(action.width))"
                + (action.isDestructive ? ", isDestructive: true)" : ")")
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// The call of an action that is not a plain setting.
    private static func call(_ action: SceneAction) -> String {
        let n = SwiftLiteral.number as (Double) -> String
        let s = SwiftLiteral.string
        let r = SwiftReferences.row as (SceneRow) -> String
        let seconds = { (value: Double?) in value.map { ", seconds: \(n($0))" } ?? "" }
        switch action {
        case .setLabelSuffixes(let more, let less):
            return "scene.setLabelSuffixes(more: \(more.map(s) ?? "nil"), less: \(less.map(s) ?? "nil"))"
        case .setHeader(let full, let pinned): return "scene.setHeader(fullHeight: \(n(full)), pinnedHeight: \(n(pinned)))"
        case .setHeaderButtons(let buttons):
            let list = buttons.map { "FloatingHeader.Button(\(s($0.title)), width: \(n($0.width)))" }
            return "scene.setHeaderButtons([\(list.joined(separator: ", "))])"
        case .setHeaderPassesTouches(let on): return "scene.setHeaderPassesTouches(\(on))"
        case .pan(let row, let x, let translations):
            return "scene.pan(\(r(row))\(x.map { ", fromX: \(n($0))" } ?? ""), through: \(SwiftLiteral.numbers(translations)))"
        case .release(let velocity, true): return "scene.release(velocity: \(n(velocity)))"
        case .release(let velocity, false): return "scene.release(velocity: \(n(velocity)), lettingAnimationsFinish: false)"
        case .cancel: return "scene.cancel()"
        case .tapAction(let title, let row): return "scene.tapAction(\(s(title)), at: \(r(row)))"
        case .tapRow(let row): return "scene.tapRow(at: \(r(row)))"
        case .tapHeader(let section): return "scene.tapHeader(ofSection: \(SwiftReferences.section(section)))"
        case .tapLabel: return "scene.tapLabel()"
        case .scrollTo(let offset): return "scene.scroll(to: \(n(offset)))"
        case .scrollBy(let distance): return "scene.scroll(by: \(n(distance)))"
        case .longPress(let row, let duration): return "scene.longPress(\(r(row))\(seconds(duration)))"
        case .longPressAtViewportY(let y, let duration): return "scene.longPress(atViewportY: \(n(y))\(seconds(duration)))"
        case .dragTo(let row): return "scene.drag(to: \(r(row)))"
        case .dragToViewportY(let y): return "scene.drag(toViewportY: \(n(y)))"
        case .dragBy(let distance): return "scene.drag(by: \(n(distance)))"
        case .drop: return "scene.drop()"
        case .pullDown(let distance): return "scene.pullDown(\(n(distance)))"
        case .panHeader(let translation): return "scene.panHeader(by: \(n(translation)))"
        case .tapHeaderButton(let title): return "scene.tapHeaderButton(\(s(title)))"
        case .wait(let duration): return "scene.wait(seconds: \(n(duration)))"
        case .hold(let duration): return "scene.hold(seconds: \(n(duration)))"
        case .geometry, .swipeActions, .swipeStyle, .setCellState, .singleOpen, .minimumPress, .edgeScroll, .edgeRange, .reorderMode,
             .expandMode, .expandUpdates:
            return setting(action)?.joined(separator: "; ") ?? ""
        }
    }
}
