import ChapterModel

/// One parsed line of a spec block: what it says, where it stands, and how it was written.
public struct Command: Equatable, Sendable, CustomStringConvertible {
    public var kind: CommandKind
    /// Where the line starts.
    public var location: SourceLocation
    /// The line as written (for a `tree`, its first line).
    public var text: String
    /// The source lines this command spans (a `tree` spans its indented lines too).
    public var lineCount: Int
    /// What parsed but should be written differently now, such as `文本 行数` for `文本行数`.
    public var warnings: [SpecWarning] = []
    /// The numbers of an `expect` line marked as predictions (`60?`) or left blank (`?`), in order.
    public var predictions: [Prediction] = []
    /// The index in ``SpecGrammar/forms`` of the form the parser read the line as (`nil` for a command made in code),
    /// so that printing it need not ask every form whether the command is theirs. Not compared: the kind says it all.
    var form: Int?

    /// Where the command itself starts: past the line's indentation, each space or tab one column, as parse
    /// errors count (`   expect …` starts at column 4). Failures of the running command are reported here.
    public var start: SourceLocation {
        location.advanced(by: text.prefix { $0.isWhitespace }.count)
    }

    public init(_ kind: CommandKind, location: SourceLocation, text: String, lineCount: Int = 1) {
        self.kind = kind
        self.location = location
        self.text = text
        self.lineCount = lineCount
    }

    /// The canonical English form, which is the same for a line and its faithful translation.
    public var description: String { kind.description }

    /// Whether two commands say the same at the same place with the same text (what ``form`` records follows from
    /// ``kind``, so it is left out).
    public static func == (a: Command, b: Command) -> Bool {
        a.kind == b.kind && a.location == b.location && a.text == b.text && a.lineCount == b.lineCount
            && a.warnings == b.warnings && a.predictions == b.predictions
    }
}

/// A swipe action as a spec declares it: `"Delete" 80 destructive`.
public struct ActionDeclaration: Hashable, Sendable, CustomStringConvertible {
    public var title: String
    public var width: Double
    public var isDestructive: Bool
    public init(title: String, width: Double, isDestructive: Bool) {
        self.title = title
        self.width = width
        self.isDestructive = isDestructive
    }
    public var description: String { CanonicalForm().action(self) }
}

/// A control on the floating header as `header buttons` declares it: `"Back" 44`.
public struct HeaderButtonDeclaration: Hashable, Sendable, CustomStringConvertible {
    public var title: String
    public var width: Double
    public init(title: String, width: Double) {
        self.title = title
        self.width = width
    }
    public var description: String { "\(SpecString.quoted(title)) \(SpecNumber.format(width))" }
}

/// A section as a `table sections` fixture declares it: `"Family" 3 collapsed`.
public struct SectionDeclaration: Hashable, Sendable, CustomStringConvertible {
    public var title: String
    public var rowCount: Int
    public var isCollapsed: Bool
    public init(title: String, rowCount: Int, isCollapsed: Bool) {
        self.title = title
        self.rowCount = rowCount
        self.isCollapsed = isCollapsed
    }
    public var description: String {
        "\(SpecString.quoted(title)) \(rowCount)" + (isCollapsed ? " collapsed" : "")
    }
}

/// A node of a `tree` fixture.
public struct TreeDeclaration: Hashable, Sendable {
    public var title: String
    public var children: [TreeDeclaration]
    public init(title: String, children: [TreeDeclaration] = []) {
        self.title = title
        self.children = children
    }
}

/// Where a finger goes: a row's centre (`long-press row 2`, `drag to row 7`) or a viewport y
/// (`long-press at y 300`, `drag to y 500`). The canonical form spells each command's own way.
public enum FingerTarget: Hashable, Sendable {
    case row(RowReference)
    case viewportY(Double)
}

/// Everything a spec line can say.
public enum CommandKind: Hashable, Sendable, CustomStringConvertible {
    // Fixtures: each starts a fresh world.
    case table(rows: Int, titlePattern: String?)
    case tableSections([SectionDeclaration])
    case tree([TreeDeclaration])
    case label(text: String, width: Double?, fontSize: Double?, maxHeight: Double?)

    // Settings
    case width(Double)
    case height(Double)
    case rowHeight(Double)
    case headerHeight(Double)
    case trailingActions([ActionDeclaration])
    case leadingActions([ActionDeclaration])
    case editingDelete
    case editingNone
    case swipeStyle(SwipeStyleSetting)
    case cellState(CellStateSetting)
    case singleOpen(Bool)
    case minimumPress(seconds: Double)
    case edgeScroll(Bool)
    case edgeRange(Double)
    case reorderBy(ReorderSetting)
    case expandMode(ExpandModeSetting)
    case suffixes(more: String?, less: String?)
    case expandUpdates(ExpandUpdatesSetting)
    /// `header view 180 min 60`: the floating header's full height and pinned height (`nil`: not written, 0).
    case headerView(height: Double, min: Double?)
    case headerButtons([HeaderButtonDeclaration])
    case headerPassesTouches(Bool)

    // Gestures and actions
    case pan(row: RowReference, fromX: Double?, translations: [Double])
    /// `release`, `release with velocity -800`; `waits` is `false` for `release … without waiting`: the next command
    /// runs while the snap it starts still plays.
    case release(velocity: Double?, waits: Bool = true)
    case cancel
    case tapAction(title: String, row: RowReference)
    case tapRow(RowReference)
    case tapHeader(SectionReference)
    case tapLabel
    case scrollTo(Double)
    case scrollBy(Double)
    case longPress(FingerTarget, seconds: Double?)
    case dragTo(FingerTarget)
    case dragBy(Double)
    case hold(seconds: Double)
    case drop
    case wait(seconds: Double)
    /// `pull down 80`: a finger drags the table 80 below its top and stays down.
    case pullDown(Double)
    /// `pan header by -100`: a vertical drag that starts on the floating header, then lifts.
    case panHeader(by: Double)
    /// `tap "Back" in header`: a tap on a floating header's control.
    case tapHeaderButton(String)

    // Expectations
    case expect(Expectation)

    /// Whether the command starts a fresh world.
    public var isFixture: Bool {
        switch self {
        case .table, .tableSections, .tree, .label: true
        default: false
        }
    }

    public var description: String { CanonicalForm.describe(self) }
}

/// `swipe style reveal | mail`.
public enum SwipeStyleSetting: String, Hashable, Sendable, CaseIterable { case reveal, mail }
/// `cell state naive | reset | remembered`.
public enum CellStateSetting: String, Hashable, Sendable, CaseIterable { case naive, reset, remembered }
/// `reorder by move | exchange`.
public enum ReorderSetting: String, Hashable, Sendable, CaseIterable { case move, exchange }
/// `expand mode independent | accordion`.
public enum ExpandModeSetting: String, Hashable, Sendable, CaseIterable { case independent, accordion }
/// `expand updates batched | naive`.
public enum ExpandUpdatesSetting: String, Hashable, Sendable, CaseIterable { case batched, naive }
