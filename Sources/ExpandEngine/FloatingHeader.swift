import EngineMessages
import TableModel

/// The floating, stretchy header of the forum thread's last post: a view that sits above the table instead of
/// being its `tableHeaderView`, with the table's top content inset making room for it.
///
/// The header's full height is `H` (``fullHeight``) and its pinned height `M` (``pinnedHeight``). At content
/// offset `p` (how far the table has scrolled from its resting top; negative only while ``pullDown(_:in:)`` holds
/// it):
/// - its height is `h = max(M, H − p)`, its top always at viewport y 0, so it shrinks as the table scrolls up, stays
///   pinned at `M`, and stretches to `H + D` while a pull holds the table `D` below its top;
/// - its picture moves at half speed for `p ≥ 0` (offset `−min(p, H − M) / 2`, scale 1), and for `p < 0` stays put
///   (offset 0) and scales by `h / H`;
/// - row `r`'s top in the viewport is `H + (its content top) − p`, and only the viewport below the header shows.
///
/// ```swift
/// var table = Table(rowCount: 30)
/// var header = FloatingHeader(fullHeight: 180, pinnedHeight: 60)
/// header.install(in: &table)
/// table.scroll(to: 90)
/// header.height(in: table)          // 90
/// header.pictureOffset(in: table)   // -45
/// ```
///
/// A touch that starts on the header away from its ``buttons`` reaches the table only when ``passesTouches`` is on
/// (the hit-test fix); the naive header swallows it.
public struct FloatingHeader: Sendable, Equatable {
    /// A control on the header, such as a Back button.
    public struct Button: Sendable, Equatable {
        /// The control's title.
        public var title: String
        /// Its width in points.
        public var width: Double

        /// A control with a title and a width.
        public init(_ title: String, width: Double) {
            self.title = title
            self.width = width
        }
    }

    /// The header's full height `H`: the table's top content inset.
    public let fullHeight: Double
    /// The least height `M` the header shrinks to while the table scrolls up (its pinned height).
    public let pinnedHeight: Double
    /// The controls on the header, which taps reach whatever ``passesTouches`` says.
    public var buttons: [Button] = []
    /// Whether a touch on the header that lands on no control is handed to the table (the overridden
    /// `hitTest(_:with:)`), or swallowed by the header (`false`, the naive header).
    public var passesTouches = false
    /// Whether a finger holds the table below its top (between ``pullDown(_:in:)`` and ``release(in:)``).
    public private(set) var isPulling = false
    /// The table's way back to its top after a pull: from `−D` to 0, ease-out, 0.3 s.
    public private(set) var returnAnimation: KeyframeAnimation?

    /// How long the table takes to return to its top after a pull is released.
    public static let returnDuration = 0.3

    /// A header of full height `fullHeight` that shrinks to `pinnedHeight` (0 by default: it scrolls away).
    /// - Throws: a `Refusal` when a height is negative or not a number, or the pinned height exceeds the full one.
    public init(fullHeight: Double, pinnedHeight: Double = 0) throws(Refusal) {
        guard fullHeight.isFinite, fullHeight >= 0 else {
            throw Refusal(RefusalMessages.headerHeight("\(fullHeight)"))
        }
        guard pinnedHeight.isFinite, pinnedHeight >= 0, pinnedHeight <= fullHeight else {
            throw Refusal(RefusalMessages.pinnedHeight(RefusalMessages.number(pinnedHeight), full: RefusalMessages.number(fullHeight)))
        }
        self.fullHeight = fullHeight
        self.pinnedHeight = pinnedHeight
    }

    /// Makes room for the header: the table's top content inset becomes the full height, and what the header
    /// covers at the top shrinks no further than the pinned height. The content offset keeps its meaning (0 at
    /// rest) and its maximum grows by the full height.
    public func install(in table: inout Table) {
        var geometry = table.geometry
        geometry.topInset = fullHeight
        geometry.pinnedTopHeight = pinnedHeight
        table.geometry = geometry
    }

    // MARK: - Geometry

    /// The header's height at content offset `p`: `max(M, H − p)`.
    public func height(atContentOffset p: Double) -> Double {
        max(pinnedHeight, fullHeight - p)
    }

    /// The header's height at the table's content offset.
    public func height(in table: Table) -> Double { height(atContentOffset: table.contentOffset) }

    /// The picture's vertical offset at content offset `p`: `−min(p, H − M) / 2` for `p ≥ 0` (half the scroll:
    /// parallax), 0 while the table is pulled below its top.
    public func pictureOffset(atContentOffset p: Double) -> Double {
        guard p > 0 else { return 0 }
        return -min(p, fullHeight - pinnedHeight) / 2
    }

    /// The picture's vertical offset at the table's content offset.
    public func pictureOffset(in table: Table) -> Double { pictureOffset(atContentOffset: table.contentOffset) }

    /// The picture's scale at content offset `p`: `h / H` while the table is pulled below its top, 1 otherwise.
    public func pictureScale(atContentOffset p: Double) -> Double {
        guard p < 0, fullHeight > 0 else { return 1 }
        return height(atContentOffset: p) / fullHeight
    }

    /// The picture's scale at the table's content offset.
    public func pictureScale(in table: Table) -> Double { pictureScale(atContentOffset: table.contentOffset) }

    // MARK: - Pulling

    /// `pull down D`: a finger on the table drags it `distance` points below its top and stays down; the content
    /// offset becomes `−distance` and the header stretches to `H + distance`.
    /// - Throws: a `Refusal` for a negative or infinite distance.
    public mutating func pullDown(_ distance: Double, in table: inout Table) throws(Refusal) {
        guard distance.isFinite, distance >= 0 else {
            throw Refusal(RefusalMessages.pullDistance(RefusalMessages.number(distance)))
        }
        returnAnimation = nil
        isPulling = true
        table.pull(down: distance)
    }

    /// Lifts the finger of a pull: the table returns to its top (offset 0) with an ease-out over 0.3 s, run by
    /// ``advance(frames:in:)``.
    /// - Throws: a `Refusal` when no pull is held.
    public mutating func release(in table: inout Table) throws(Refusal) {
        guard isPulling else { throw Refusal(RefusalMessages.noPullToRelease) }
        isPulling = false
        let start = table.contentOffset
        returnAnimation = KeyframeAnimation(
            from: start,
            through: [.init(value: 0, seconds: Self.returnDuration, curve: .easeOut)]
        )
    }

    /// Ends a pull without animation, as when something scrolls the table while it is held.
    public mutating func endPull() {
        isPulling = false
        returnAnimation = nil
    }

    /// Frames until the return after a pull finishes (0 when none runs).
    public var framesToSettle: Int {
        guard let returnAnimation else { return 0 }
        return returnAnimation.totalFrames - returnAnimation.elapsed
    }

    /// Runs the return after a pull for `frames` frames, moving the table's offset along it.
    public mutating func advance(frames: Int, in table: inout Table) {
        guard var animation = returnAnimation else { return }
        animation.advance(frames: frames)
        if animation.isFinished {
            returnAnimation = nil
            table.scroll(to: 0)
        } else {
            returnAnimation = animation
            table.pull(down: -animation.value)
        }
    }

    // MARK: - Touches

    /// `pan header by T`: a vertical drag that starts on the header away from its controls, then lifts. With
    /// ``passesTouches`` on, the table scrolls by `−translation` (clamped to `0 … maxContentOffset`); otherwise the
    /// header swallows the touch and nothing moves.
    /// - Returns: whether the table received the drag.
    /// - Throws: a `Refusal` while a pull is held.
    @discardableResult
    public mutating func pan(by translation: Double, in table: inout Table) throws(Refusal) -> Bool {
        guard !isPulling else { throw Refusal(RefusalMessages.pullInProgress) }
        guard passesTouches else { return false }
        table.scroll(to: table.contentOffset - translation)
        return true
    }

    /// `tap "Back" in header`: a tap on a header control reaches it whatever ``passesTouches`` says, recording
    /// `tapped "Back" in header`.
    /// - Throws: a `Refusal` naming the title when no control has it.
    public func tap(_ title: String, in table: inout Table) throws(Refusal) {
        guard buttons.contains(where: { $0.title == title }) else {
            throw Refusal(RefusalMessages.noHeaderButton(title, titles: buttons.map { Refusal.quoted($0.title) }))
        }
        table.record(.tappedInHeader(title))
    }

    /// The refusal for a header gesture or expectation in a world without a header.
    public static let missing = Refusal(RefusalMessages.noFloatingHeader)
}
