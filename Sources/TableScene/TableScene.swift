import ExpandEngine
import ReorderEngine
import SwipeEngine
import TableModel

/// One table with the three engines over it and an optional text label: what a chapter's spec blocks act on,
/// and what a learner's own program needs to do everything a chapter does.
///
/// A scene is a value. Its engines are public, so settings are plain assignments
/// (`scene.swipe.trailingActions = [.systemDelete]`); gestures go through the scene, which keeps one finger at a
/// time and lets the animations a gesture starts finish, as the table would between two touches.
public struct TableScene: Sendable {
    /// The rows, their layout, the clock and the event log.
    public var table: Table
    /// Swipe actions: pans, releases, taps on buttons.
    public var swipe = SwipeableCells()
    /// Long-press reordering.
    public var reorder = LongPressReorder()
    /// Collapsible sections and rows with children.
    public var expand = ExpandableSections()
    /// The text label of a scene that shows one (`nil` for a table).
    public var label: ExpandableLabel?
    /// The floating header above the table, if any (see ``setHeader(fullHeight:pinnedHeight:)``).
    public internal(set) var header: FloatingHeader?
    /// Which gesture holds the scene's one finger down, if any: gestures go through the scene, which refuses a
    /// second finger naming the first (see ``OneFinger``).
    public internal(set) var finger = OneFinger()
    /// Events before this index were already taken by ``takeEvents()``.
    public private(set) var eventMark = 0

    /// A scene over a table, with default engines.
    public init(table: Table) {
        self.table = table
    }

    /// A scene that shows a text label over an empty table.
    /// - Parameters:
    ///   - text: the label's whole text.
    ///   - width: the label's width; the table's width when `nil`.
    ///   - fontSize: the label's font size, in points.
    ///   - maxHeight: the most the collapsed label may be tall, in points.
    ///   - truncation: how many characters the collapsed label shows; the book's decision by default (given here, the
    ///     label lays its text out once).
    public init(
        label text: String, width: Double? = nil, fontSize: Double = 16, maxHeight: Double = 80,
        truncation: any LabelTruncationDecision = BookLabelTruncation()
    ) {
        self.table = Table()
        self.label = ExpandableLabel(
            text: text, width: width ?? table.geometry.width, fontSize: fontSize, maxHeight: maxHeight, truncation: truncation
        )
    }

    /// A scene over a table of named sections, with the header height that named sections have.
    public init(namedSections: [(title: String, rowCount: Int, isCollapsed: Bool)]) {
        var geometry = Geometry()
        geometry.headerHeight = Geometry.namedSectionHeaderHeight
        self.table = Table(namedSections: namedSections, geometry: geometry)
    }

    // MARK: - Time

    /// Runs `frames` frames: the clock and every engine's animations.
    public mutating func advance(frames: Int) {
        guard frames > 0 else { return }
        table.clock.advance(frames: frames)
        swipe.advance(frames: frames, in: &table)
        reorder.advance(frames: frames, in: &table)
        header?.advance(frames: frames, in: &table)
    }

    /// What one ``settle()`` let finish: how long it took, the lifted row's snapshot animation and the rows sliding
    /// out, as they were when it began. For figures that replay a gesture.
    public struct Settling: Equatable, Sendable {
        public var frames: Int
        public var snapshot: KeyframeAnimation?
        public var slidingOut: [SwipeableCells.SlideOut]
    }

    /// Whether ``settle()`` keeps what it let finish in ``lastSettling``; off by default.
    public var recordsSettling = false
    /// What the last ``settle()`` let finish, while ``recordsSettling`` is on; the caller may clear it.
    public var lastSettling: Settling?

    /// Lets every running animation finish.
    public mutating func settle() {
        let frames = max(swipe.framesToSettle, reorder.framesToSettle, header?.framesToSettle ?? 0)
        if recordsSettling {
            lastSettling = Settling(frames: frames, snapshot: reorder.snapshotAnimation, slidingOut: swipe.slidingOut)
        }
        advance(frames: frames)
    }

    /// Lets `seconds` pass with nothing touched (animations run and may stop half-way).
    public mutating func wait(seconds: Double) {
        advance(frames: VirtualClock.frames(for: seconds))
    }

    /// Keeps a lifted row's finger still for `seconds`: frame by frame, edge auto-scroll and re-targeting, then
    /// animations and the clock.
    public mutating func hold(seconds: Double) {
        for _ in 0..<max(0, VirtualClock.frames(for: seconds)) {
            reorder.holdFrame(in: &table)
            advance(frames: 1)
        }
        followLift()
    }

    /// The events since the last call (or since the scene began).
    public mutating func takeEvents() -> [TableEvent] {
        defer { eventMark = table.events.count }
        return Array(table.events[min(eventMark, table.events.count)...])
    }
}
