import SwipeEngine
import TableModel

/// What moved while a spec block ran, recorded for its figure (which replays it): the scene at each moment something
/// changed at once, and the engines' animations with their own keyframes and curves, on one timeline.
///
/// The timeline counts frames at 60 a second. An engine animation takes its own frames (a snapshot's 0.25 s, a
/// slide-out's 0.1 s, edge auto-scroll frame by frame during `hold`); a change the engines make at once (rows moved,
/// inserted or deleted, a label toggled) comes ``pauseFrames`` after the previous one, so that a reader sees the
/// state before it. Recorded only when the runner keeps worlds for figures; renderers only read it.
public struct BlockMotion: Sendable, Equatable {
    /// The frames shown before a change the engines make at once (0.3 s): the figure's pacing, not engine time.
    public static let pauseFrames = 18
    /// The most moments (and animations) a block records; a longer block's figure replays its beginning.
    public static let momentLimit = 2_000

    /// A row on screen at a moment.
    public struct Place: Sendable, Equatable {
        public var id: RowID
        public var path: RowPath
        public var title: String
        public var level: Int
        public var hasChildren: Bool
        public var isExpanded: Bool
        /// Content y of the row's top.
        public var contentY: Double
        public var height: Double
        /// How far its cell's content is swiped (0 when closed), and the action buttons it shows then.
        public var swipeOffset: Double = 0
        public var buttons: [SwipeButton] = []

        /// The same row at the same place, however it is swiped.
        func isSamePlace(as other: Place) -> Bool {
            id == other.id && path == other.path && title == other.title && level == other.level && hasChildren == other.hasChildren
                && isExpanded == other.isExpanded && contentY == other.contentY && height == other.height
        }
    }

    /// A section header on screen at a moment.
    public struct HeaderPlace: Sendable, Equatable {
        public var section: Int
        /// Content y of the header's top.
        public var contentY: Double
        public var isCollapsed: Bool
    }

    /// A "read more" label as it shows at a moment.
    public struct LabelShape: Sendable, Equatable {
        public var lines: [String]
        public var height: Double
        public var isExpanded: Bool
        /// The suffix it ends with, if it is cut or can collapse.
        public var suffix: String?
    }

    /// The scene from one frame of the timeline until the next moment.
    public struct Moment: Sendable, Equatable {
        public var frame: Int
        public var contentOffset: Double
        /// The rows on screen, top to bottom.
        public var rows: [Place]
        /// The section headers on screen, top to bottom.
        public var headers: [HeaderPlace] = []
        /// The row whose cell a lifted snapshot hides.
        public var hiddenRow: RowID?
        /// The label, in a `label` world.
        public var label: LabelShape?
        /// Whether the scene changed during the one frame before this moment (a `hold` frame: edge auto-scroll), so that
        /// it moves there evenly rather than at once.
        public var isFrameStep = false

        /// Whether the two moments show the same scene (whatever their frames), swipes aside: a figure replays those
        /// with ``FigureMotion``-style snaps, and a pan alone is no change to pause for.
        func showsSameScene(as other: Moment) -> Bool {
            contentOffset == other.contentOffset && rows.count == other.rows.count
                && zip(rows, other.rows).allSatisfy { $0.isSamePlace(as: $1) } && headers == other.headers && hiddenRow == other.hiddenRow && label == other.label
        }
    }

    /// One engine animation on the timeline.
    public struct Animation: Sendable, Equatable {
        public enum Subject: Sendable, Equatable {
            /// The lifted row's snapshot: the animation moves its centre (viewport y).
            case snapshot(title: String, level: Int)
            /// A row sliding out before its deletion (Mail-style full swipe): the animation moves its content's offset;
            /// the row is deleted when it ends.
            case slideOut(Place, contentOffset: Double)
        }
        public var subject: Subject
        /// The timeline frame the animation starts at.
        public var startFrame: Int
        /// The engine's animation: its start, keyframes and curves.
        public var animation: KeyframeAnimation

        public var endFrame: Int { startFrame + animation.totalFrames }
    }

    public internal(set) var moments: [Moment]
    public internal(set) var animations: [Animation] = []
    /// How many changes made at once came after a pause of ``pauseFrames``.
    public internal(set) var pauses = 0
    /// Where the next change goes on the timeline.
    var cursor = 0

    init(start: Moment) {
        moments = [start]
    }

    /// Frames from the first moment to the last change or the end of the last animation.
    public var length: Int {
        max(moments.last?.frame ?? 0, animations.map(\.endFrame).max() ?? 0)
    }

    /// Whether anything moved: a moment after the first, or an animation.
    public var isEmpty: Bool { moments.count < 2 && animations.isEmpty }

    /// Adds a moment at `frame` unless the scene is the same as the last one's.
    /// - Returns: whether it was added.
    @discardableResult
    mutating func note(_ moment: Moment) -> Bool {
        guard moments.count < Self.momentLimit else { return false }
        if let last = moments.last, last.showsSameScene(as: moment) { return false }
        moments.append(moment)
        return true
    }
}
