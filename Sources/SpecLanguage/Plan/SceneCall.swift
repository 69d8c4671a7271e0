/// What one spec line does to a `TableScene`, as a typed call: the plan both backends share.
///
/// ``PlannedCall/init(_:)`` turns each ``CommandKind`` into one of these, in one switch. The interpreter
/// (`SpecInterpreter`) executes the call on a scene; the exporter (`ScenarioExport`) prints the same call as Swift. Each
/// case names one public member of `TableScene` (or of an engine it holds), with that member's argument labels, so
/// executing and printing are one line each per case, and neither decides what a spec line means.
public enum PlannedCall: Hashable, Sendable {
    /// A fixture: a fresh scene.
    case fixture(SceneFixture)
    /// A setting, a gesture or the passing of time.
    case action(SceneAction)
    /// An `expect` line: a query and what it should answer.
    case check(SceneCheck)
    /// `expect error "…"`: pairs with the line before it (see ``PlannedLine``).
    case expectError(String)
}

/// A row as a call names it: the scene looks it up when the call runs, and may refuse.
public enum SceneRow: Hashable, Sendable {
    /// `scene.shownRow(…)`: a row the table shows.
    case shown(RowReference)
    /// `scene.onScreen(scene.shownRow(…))`: a shown row on screen (a cell).
    case onScreen(RowReference)
    /// `RowPath(…)`: an index path as written, looked up nowhere (a row in an event, a lifted row by index).
    case path(section: Int, row: Int)

    /// How an event names a row: an index path as written, or the row shown now with that title.
    static func event(_ reference: RowReference) -> SceneRow {
        switch reference {
        case .index(let section, let row): .path(section: section, row: row)
        case .title: .shown(reference)
        }
    }
}

/// A fresh scene: `TableScene(table:)`, `TableScene(namedSections:)` or `TableScene(label:…)`.
public enum SceneFixture: Hashable, Sendable {
    /// `TableScene(table: Table(rowCount:titled:))`.
    case table(rows: Int, titled: String?)
    /// `TableScene(namedSections:)`.
    case namedSections([SectionDeclaration])
    /// `TableScene(table: Table(tree:))`.
    case tree([TreeDeclaration])
    /// `TableScene(label:width:fontSize:maxHeight:)`; `nil` leaves the initializer's default.
    case label(String, width: Double?, fontSize: Double?, maxHeight: Double?)

    /// The rows the fixture creates (what a chapter's run budget counts).
    public var rowCount: Int {
        func count(_ node: TreeDeclaration) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }
        return switch self {
        case .table(let rows, _): rows
        case .namedSections(let sections): sections.reduce(0) { $0 + $1.rowCount }
        case .tree(let nodes): nodes.reduce(0) { $0 + count($1) }
        case .label: 0
        }
    }
}

/// The swipe actions a setting installs: declared ones, or the system's Delete button.
public enum SwipeActionList: Hashable, Sendable {
    /// `[SwipeAction(…), …]` (`[]` for none).
    case declared([ActionDeclaration])
    /// `[.systemDelete]`.
    case systemDelete
}

/// A setting, a gesture or the passing of time: one mutating member of `TableScene` (a setting is an assignment to a
/// property of the table's geometry or of an engine, or a `set…` call).
public enum SceneAction: Hashable, Sendable {
    // Settings
    /// `scene.table.geometry.<property> = value`.
    case geometry(GeometrySetting, Double)
    /// `scene.swipe.trailingActions = …` and/or `scene.swipe.leadingActions = …` (`nil`: left as it is).
    case swipeActions(trailing: SwipeActionList?, leading: SwipeActionList?)
    /// `scene.swipe.style = …`.
    case swipeStyle(SwipeStyleSetting)
    /// `scene.swipe.setCellState(_:in:)`: memory turned on remembers the rows open now.
    case setCellState(CellStateSetting)
    /// `scene.swipe.singleOpen = …`.
    case singleOpen(Bool)
    /// `scene.reorder.minimumPress = …` (seconds).
    case minimumPress(Double)
    /// `scene.reorder.edgeScroll = …`.
    case edgeScroll(Bool)
    /// `scene.reorder.edgeRange = …`.
    case edgeRange(Double)
    /// `scene.reorder.mode = …`.
    case reorderMode(ReorderSetting)
    /// `scene.expand.mode = …`.
    case expandMode(ExpandModeSetting)
    /// `scene.expand.updates = …`.
    case expandUpdates(ExpandUpdatesSetting)
    /// `scene.setLabelSuffixes(more:less:)`.
    case setLabelSuffixes(more: String?, less: String?)
    /// `scene.setHeader(fullHeight:pinnedHeight:)`.
    case setHeader(fullHeight: Double, pinnedHeight: Double)
    /// `scene.setHeaderButtons(_:)`.
    case setHeaderButtons([HeaderButtonDeclaration])
    /// `scene.setHeaderPassesTouches(_:)`.
    case setHeaderPassesTouches(Bool)

    // Gestures and taps, through the scene (one finger at a time)
    /// `scene.pan(_:fromX:through:)`.
    case pan(SceneRow, fromX: Double?, through: [Double])
    /// `scene.release(velocity:)`; `scene.release(velocity:lettingAnimationsFinish: false)` for `release … without
    /// waiting`, which leaves the snap it starts running.
    case release(velocity: Double, lettingAnimationsFinish: Bool = true)
    /// `scene.cancel()`.
    case cancel
    /// `scene.tapAction(_:at:)`.
    case tapAction(String, at: SceneRow)
    /// `scene.tapRow(at:)`.
    case tapRow(at: SceneRow)
    /// `scene.tapHeader(ofSection:)`.
    case tapHeader(ofSection: SectionReference)
    /// `scene.tapLabel()`.
    case tapLabel
    /// `scene.scroll(to:)`.
    case scrollTo(Double)
    /// `scene.scroll(by:)`.
    case scrollBy(Double)
    /// `scene.longPress(_:seconds:)`.
    case longPress(SceneRow, seconds: Double?)
    /// `scene.longPress(atViewportY:seconds:)`.
    case longPressAtViewportY(Double, seconds: Double?)
    /// `scene.drag(to:)`.
    case dragTo(SceneRow)
    /// `scene.drag(toViewportY:)`.
    case dragToViewportY(Double)
    /// `scene.drag(by:)`.
    case dragBy(Double)
    /// `scene.drop()`.
    case drop
    /// `scene.pullDown(_:)`.
    case pullDown(Double)
    /// `scene.panHeader(by:)`.
    case panHeader(by: Double)
    /// `scene.tapHeaderButton(_:)`.
    case tapHeaderButton(String)

    // Time
    /// `scene.wait(seconds:)`.
    case wait(seconds: Double)
    /// `scene.hold(seconds:)`.
    case hold(seconds: Double)

    /// A property of the table's geometry.
    public enum GeometrySetting: String, Hashable, Sendable { case width, viewportHeight, rowHeight, headerHeight }

    /// Whether the action is a setting: it changes how the scene behaves, not where anything is. After `wait` or
    /// `hold` something may still move; a setting then lets it finish, as the table does between two touches.
    public var isSetting: Bool {
        switch self {
        case .geometry, .swipeActions, .swipeStyle, .setCellState, .singleOpen, .minimumPress, .edgeScroll, .edgeRange,
             .reorderMode, .expandMode, .expandUpdates, .setLabelSuffixes, .setHeader, .setHeaderButtons, .setHeaderPassesTouches:
            true
        default: false
        }
    }

    /// Whether the action leaves what moves unsettled (`wait`, `hold`, `release … without waiting`).
    public var leavesMotion: Bool {
        switch self {
        case .wait, .hold: true
        case .release(_, let finishing): !finishing
        default: false
        }
    }

    /// Whether the scene may refuse the action (a setting of the label or header, any gesture or tap but a scroll).
    public var isRefusable: Bool {
        switch self {
        case .setLabelSuffixes, .setHeader, .setHeaderButtons, .setHeaderPassesTouches: true
        case .scrollTo, .scrollBy, .wait, .hold: false
        default: !isSetting
        }
    }

    /// Whether the action is a gesture, a tap or a scroll: what a figure's replay shows.
    public var isGesture: Bool {
        !isSetting && !leavesMotion
    }
}
