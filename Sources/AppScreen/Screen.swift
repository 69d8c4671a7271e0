/// What a person sees of the reader's app at one moment, read from the UIKit runtime's views after layout.
///
/// The app backend of `chapters verify` drives the reader's app with ``AppInput`` values and reads a `Screen` back.
/// Each spec form's definition says how it reads its answer from a `Screen` (or why it cannot), so a screen is plain
/// data: no views, no runtime, the same in the tool and in the process that hosts the app.
public struct Screen: Codable, Hashable, Sendable {
    /// The type name of the view controller on screen (`SwipeListViewController`).
    public var controller: String
    /// The window's frame: 320 × 568 unless a block says otherwise.
    public var window: ScreenRect
    /// The first table view under the controller's view (breadth first), or `nil` when the screen has none.
    public var table: ScreenTable?
    /// The window's whole view tree, frames in window coordinates.
    public var root: ScreenView
    /// The feedback generators' output since the app started (`"impact medium"`), recorded, not played.
    public var feedback: [String]
    /// The crash that stopped the app, if one did.
    public var crash: AppCrash?
    /// The row a person sees lifted off the table (a snapshot floating above it), or `nil` when none is.
    public var lifted: ScreenLifted?
    /// The actions the app's code ran because a person tapped them, since the app started, in order: swipe actions'
    /// handlers and buttons' touch-up-inside actions (the runtime's record).
    public var tapped: [ScreenTappedAction] = []
    /// The label the spec block's `label` lines are about, when the backend has found it in a cell (a post's text
    /// in a feed); `nil` from the app, which knows no spec block. ``label`` is this one when set.
    public var labelInFocus: ScreenView?

    /// A screen with these parts.
    public init(controller: String, window: ScreenRect, table: ScreenTable?, root: ScreenView, feedback: [String] = [], crash: AppCrash? = nil) {
        self.controller = controller
        self.window = window
        self.table = table
        self.root = root
        self.feedback = feedback
        self.crash = crash
    }
}

/// An action the app's code ran because a person tapped it: its title, and where its button was.
public struct ScreenTappedAction: Codable, Hashable, Sendable {
    /// The action's title (the contextual action's, or the button's), when it has one.
    public var title: String?
    /// The row the action belonged to when it ran, as `[section, row]`: the row whose cell holds the button, or
    /// whose swipe action it is; `nil` for a button outside the table's cells.
    public var row: [Int]?
    /// Whether the button is on the floating header (a view of a type named `…Header…` above the table).
    public var inHeader: Bool

    /// An action titled `title`, of the row `row` or on the header.
    public init(title: String?, row: [Int]?, inHeader: Bool = false) {
        self.title = title
        self.row = row
        self.inHeader = inHeader
    }
}

/// A row lifted off the table: a snapshot view (`snapshotView(afterScreenUpdates:)`) shown above the table, and the
/// row whose cell is hidden under it while it floats.
public struct ScreenLifted: Codable, Hashable, Sendable {
    /// The snapshot's frame in window coordinates.
    public var frame: ScreenRect
    /// The first text the snapshot pictures (the lifted cell's title when it was taken).
    public var title: String?
    /// The row whose cell is hidden on screen, as `[section, row]`; `nil` when no visible cell is hidden.
    public var hiddenRow: [Int]?

    /// A snapshot at `frame` picturing `title`, over the hidden row `hiddenRow`.
    public init(frame: ScreenRect, title: String?, hiddenRow: [Int]?) {
        self.frame = frame
        self.title = title
        self.hiddenRow = hiddenRow
    }
}

/// A rectangle in window coordinates, in points.
public struct ScreenRect: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// A rectangle at (`x`, `y`) of this size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A view as shown: where it is after transforms, whether it can be seen, and its text.
public struct ScreenView: Codable, Hashable, Sendable {
    /// The view's type name (`UILabel`, `SwipeableCell`).
    public var type: String
    /// The view's frame in window coordinates, transforms applied.
    public var frame: ScreenRect
    public var alpha: Double
    public var isHidden: Bool
    /// A label's text, or a button's title.
    public var text: String?
    /// A label's `numberOfLines`.
    public var numberOfLines: Int?
    /// How many lines a label shows at its width, as it wraps and truncates them (`numberOfLines`,
    /// `lineBreakMode`, its font's character widths).
    public var lineCount: Int?
    /// A label's font size, in points.
    public var fontSize: Double?
    /// The subviews, back to front.
    public var children: [ScreenView]

    /// A view with these properties.
    public init(type: String, frame: ScreenRect, alpha: Double = 1, isHidden: Bool = false, text: String? = nil, numberOfLines: Int? = nil,
                lineCount: Int? = nil, fontSize: Double? = nil, children: [ScreenView] = []) {
        self.type = type
        self.frame = frame
        self.alpha = alpha
        self.isHidden = isHidden
        self.text = text
        self.numberOfLines = numberOfLines
        self.lineCount = lineCount
        self.fontSize = fontSize
        self.children = children
    }
}

/// The table on screen, as its data source and its visible cells say.
public struct ScreenTable: Codable, Hashable, Sendable {
    /// `contentOffset.y`.
    public var contentOffset: Double
    /// `adjustedContentInset.top`.
    public var adjustedInsetTop: Double
    /// The table's frame in window coordinates.
    public var frame: ScreenRect
    /// Each section's row count and header title, as the data source answers now.
    public var sections: [ScreenSection]
    /// The visible cells, in index-path order.
    public var cells: [ScreenCell]
    /// The row updates the app asked the table for, in order (`deleteRows`, `insertRows`, `moveRow`, `reloadRows`).
    public var updates: [ScreenUpdate]
    /// The section headers on screen (a positive height overlapping the table's bounds), in section order.
    public var headers: [ScreenHeader]

    /// A table with these parts.
    public init(contentOffset: Double, adjustedInsetTop: Double, frame: ScreenRect, sections: [ScreenSection], cells: [ScreenCell], updates: [ScreenUpdate] = [],
                headers: [ScreenHeader] = []) {
        self.contentOffset = contentOffset
        self.adjustedInsetTop = adjustedInsetTop
        self.frame = frame
        self.sections = sections
        self.cells = cells
        self.updates = updates
        self.headers = headers
    }
}

/// A section header on screen: its section and frame in window coordinates (`rectForHeader(inSection:)`).
public struct ScreenHeader: Codable, Hashable, Sendable {
    public var section: Int
    public var frame: ScreenRect

    public init(section: Int, frame: ScreenRect) {
        self.section = section
        self.frame = frame
    }
}

/// A section of the table.
public struct ScreenSection: Codable, Hashable, Sendable {
    public var rowCount: Int
    public var headerTitle: String?

    public init(rowCount: Int, headerTitle: String? = nil) {
        self.rowCount = rowCount
        self.headerTitle = headerTitle
    }
}

/// A visible cell: where it is, how far its content is slid, and what it shows.
public struct ScreenCell: Codable, Hashable, Sendable {
    public var section: Int
    public var row: Int
    /// The cell's frame in window coordinates.
    public var frame: ScreenRect
    /// How far the cell's content is slid sideways (negative: to the left), as a person sees it: the x of the view
    /// that carries the cell's title, relative to where it rests.
    public var contentOffset: Double
    public var alpha: Double
    /// The text of the cell's title label, if it has one.
    public var title: String?
    /// The action buttons a person can see (not covered by the content), left to right, frames in window coordinates.
    public var buttons: [ScreenButton]
    /// Every action button of the cell, shown or covered by the content (not hidden), left to right: where each one
    /// is laid out, frames in window coordinates.
    public var actions: [ScreenButton]
    /// The cell's title label as a view (its frame, text, line count and font), when it has one.
    public var label: ScreenView?
    /// Whether the cell (or a view above it) is hidden: its row shows as a gap, not its title. `nil` when shown.
    public var isHidden: Bool?
    /// How far the cell's content is indented, in points: the content view's leading edge from the cell's, at rest
    /// (`indentationLevel × indentationWidth`).
    public var indent: Double?
    /// The cell's `indentationWidth`: the points one level of indentation takes.
    public var indentationWidth: Double?

    public init(section: Int, row: Int, frame: ScreenRect, contentOffset: Double = 0, alpha: Double = 1, title: String? = nil, buttons: [ScreenButton] = [],
                actions: [ScreenButton]? = nil, label: ScreenView? = nil, indent: Double? = nil, indentationWidth: Double? = nil, isHidden: Bool? = nil) {
        self.section = section
        self.row = row
        self.frame = frame
        self.contentOffset = contentOffset
        self.alpha = alpha
        self.title = title
        self.buttons = buttons
        self.actions = actions ?? buttons
        self.label = label
        self.indent = indent
        self.indentationWidth = indentationWidth
        self.isHidden = isHidden
    }
}

/// A button a person can see.
public struct ScreenButton: Codable, Hashable, Sendable {
    public var title: String
    public var frame: ScreenRect

    public init(title: String, frame: ScreenRect) {
        self.title = title
        self.frame = frame
    }
}

/// A row update the app asked the table for.
public struct ScreenUpdate: Codable, Hashable, Sendable {
    /// `deleteRows`, `insertRows`, `moveRow` or `reloadRows`.
    public var kind: String
    /// The index paths, as `[section, row]`.
    public var paths: [[Int]]
    /// Which batch the update belongs to: the updates of one `performBatchUpdates` (or one single call) share it,
    /// counting from 0 as the app made them.
    public var group: Int

    public init(kind: String, paths: [[Int]], group: Int = 0) {
        self.kind = kind
        self.paths = paths
        self.group = group
    }
}

/// A crash of the reader's app: the runtime's message and the reader's line in the chapter, when known.
public struct AppCrash: Codable, Hashable, Sendable, Error {
    /// `NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0 …`.
    public var message: String
    /// The chapter file, line and column of the reader's code that crashed.
    public var file: String?
    public var line: Int?
    public var column: Int?

    public init(message: String, file: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }
}

/// What the app backend does to the reader's app: one finger and the clock.
public enum AppInput: Codable, Hashable, Sendable {
    /// The finger touches the screen at (`x`, `y`) in window coordinates.
    case touchDown(x: Double, y: Double)
    /// The finger moves to (`x`, `y`) over `seconds` of the virtual clock.
    case touchMove(x: Double, y: Double, seconds: Double)
    /// The finger lifts.
    case touchUp
    /// The virtual clock runs this long with no finger change.
    case wait(seconds: Double)
    /// The system cancels the finger's touch (`touchesCancelled`, recognizers cancelled).
    case touchCancel
    /// The virtual clock runs, frame by frame, until no animation, scroll deceleration or timer is left, or
    /// `maxSeconds` have passed: what the engines call settling between two commands.
    case settle(maxSeconds: Double)
    /// The first table scrolls to content offset `y` at once, clamped to its content (as `setContentOffset(_:animated:)`
    /// with `false` does, the delegate told), with no finger: the engines' `scroll to`.
    case scroll(toY: Double)
}

/// One display frame of a settle: where each visible cell's content is slid (``ScreenCell/contentOffset``).
public struct ScreenMotionFrame: Codable, Hashable, Sendable {
    /// `[section, row, offset]` per visible cell, in index-path order.
    public var cells: [ScreenCellOffset]

    public init(cells: [ScreenCellOffset]) { self.cells = cells }
}

/// A visible cell's content offset in one frame.
public struct ScreenCellOffset: Codable, Hashable, Sendable {
    public var section: Int
    public var row: Int
    public var offset: Double

    public init(section: Int, row: Int, offset: Double) {
        self.section = section
        self.row = row
        self.offset = offset
    }
}
