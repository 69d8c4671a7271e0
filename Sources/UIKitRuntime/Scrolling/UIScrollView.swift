import Foundation

/// What a scroll view tells its delegate. Every method is optional on iOS; here each does nothing by default.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// A scroll view: its content offset is its bounds' origin, limited to the offsets between
/// `-adjustedContentInset.top` and `contentSize.height - bounds.height + adjustedContentInset.bottom` (the same
/// horizontally). Its own pan drags the content; beyond a limit the content follows the finger less and less
/// (rubber-banding), and on release it goes back to the limit. A release inside the limits decelerates at
/// `decelerationRate` per millisecond, frame by frame on the virtual clock. The delegate hears every change.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    /// How the safe area is added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// How fast a scroll view slows down after a flick: the share of its velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The rubber-band constant: the share of the finger's travel the content follows at the limit.
    public static let rubberBandCoefficient: CGFloat = 0.55

    /// The delegate.
    open weak var delegate: UIScrollViewDelegate?
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Insets the app adds around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { insetsChanged(from: oldValue) }
    }
    /// How the safe area is added to `contentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether the content bounces at its limits.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether the user can scroll.
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }
    /// How fast a flick slows down.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the scroll indicators show.
    open var showsVerticalScrollIndicator = true
    /// Whether the scroll indicators show.
    open var showsHorizontalScrollIndicator = true
    /// Whether the finger is dragging the content.
    open private(set) var isDragging = false
    /// Whether the content moves on after a flick.
    open private(set) var isDecelerating = false
    /// Whether the user has touched the content and may drag it.
    open var isTracking: Bool { scrollPan.state == .began || scrollPan.state == .changed }
    private lazy var scrollPan = UIPanGestureRecognizer(target: self, action: Selector(UIScrollView.handleScrollPan(_:)))
    private var offsetAtPanStart: CGPoint = .zero

    /// A scroll view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(scrollPan)
    }

    /// Archives are not read on Linux.
    public required init?(coder: NSCoder) { nil }

    /// The scroll view's own pan.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// The content offset: the bounds' origin. Setting it tells the delegate `scrollViewDidScroll(_:)`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets the offset, animated over 0.3 s frame by frame (then `scrollViewDidEndScrollingAnimation(_:)`) or at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated, let runtime = activeRuntime else {
            activeRuntime?.stopFrameTask(owner: self)
            self.contentOffset = contentOffset
            return
        }
        let start = self.contentOffset
        let begin = runtime.currentTime
        runtime.startFrameTask(owner: self) { [weak self] now in
            guard let self else { return false }
            let p = TimingFunction.easeInOut.progress(elapsed: now - begin, duration: 0.3)
            self.contentOffset = CGPoint(x: start.x + (contentOffset.x - start.x) * p, y: start.y + (contentOffset.y - start.y) * p)
            if p >= 1 { self.delegate?.scrollViewDidEndScrollingAnimation(self) }
            return p < 1
        }
    }

    /// The content inset plus the safe area, as `contentInsetAdjustmentBehavior` says: `.never` adds nothing,
    /// `.always` the whole safe area, `.scrollableAxes` the safe area along the axes that scroll (or always bounce),
    /// and `.automatic` the top and bottom always (the scroll view of a view controller) and the sides as
    /// `.scrollableAxes`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return inset
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        }
        if vertical { inset.top += safe.top; inset.bottom += safe.bottom }
        if horizontal { inset.left += safe.left; inset.right += safe.right }
        return inset
    }

    var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > bounds.height }
    var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width > bounds.width }

    /// The offsets the scroll view can rest at.
    public var contentOffsetLimits: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width - bounds.width + inset.right),
                              y: max(minimum.y, contentSize.height - bounds.height + inset.bottom))
        return (minimum, maximum)
    }

    private func insetsChanged(from old: UIEdgeInsets) {
        guard old != contentInset else { return }
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        setNeedsLayout()
    }

    /// The distance beyond a limit the content shows for a finger `travel` points past it, in a view `dimension`
    /// points long: `(1 − 1 / (travel × c / dimension + 1)) × dimension` with c = 0.55. It approaches but never
    /// reaches `dimension`.
    public static func rubberBandOffset(forTravel travel: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let sign: CGFloat = travel < 0 ? -1 : 1
        return sign * (1 - 1 / (abs(travel) * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The finger travel past a limit that shows `overshoot` points beyond it: the inverse of
    /// ``rubberBandOffset(forTravel:dimension:)``. A `pull down D` needs this much finger travel past the top.
    public static func rubberBandTravel(forOvershoot overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        let d = abs(overshoot)
        guard dimension > 0, d < dimension else { return .infinity }
        let sign: CGFloat = overshoot < 0 ? -1 : 1
        return sign * d * dimension / (rubberBandCoefficient * (dimension - d))
    }

    /// The offset for a raw (finger-following) offset: inside the limits as is, beyond them rubber-banded.
    func rubberBanded(_ raw: CGFloat, min low: CGFloat, max high: CGFloat, dimension: CGFloat, scrolls: Bool) -> CGFloat {
        guard scrolls else { return low }
        if raw < low { return bounces ? low + Self.rubberBandOffset(forTravel: raw - low, dimension: dimension) : low }
        if raw > high { return bounces ? high + Self.rubberBandOffset(forTravel: raw - high, dimension: dimension) : high }
        return raw
    }

    /// The scroll view's own pan begins only along an axis it can scroll.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let travel = scrollPan.translation(in: self)
        return abs(travel.y) >= abs(travel.x) ? scrollsVertically : scrollsHorizontally
    }

    func handleScrollPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            activeRuntime?.stopFrameTask(owner: self)
            isDecelerating = false
            isDragging = true
            offsetAtPanStart = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            release(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        let travel = pan.translation(in: self)
        let limits = contentOffsetLimits
        contentOffset = CGPoint(
            x: rubberBanded(offsetAtPanStart.x - travel.x, min: limits.min.x, max: limits.max.x, dimension: bounds.width, scrolls: scrollsHorizontally),
            y: rubberBanded(offsetAtPanStart.y - travel.y, min: limits.min.y, max: limits.max.y, dimension: bounds.height, scrolls: scrollsVertically))
    }

    /// The finger lifted with `velocity` (points per second, content direction is its opposite).
    private func release(velocity: CGPoint) {
        isDragging = false
        let limits = contentOffsetLimits
        let rate = decelerationRate.rawValue
        let scroll = CGPoint(x: scrollsHorizontally ? -velocity.x : 0, y: scrollsVertically ? -velocity.y : 0)
        let projected = CGPoint(x: contentOffset.x + scroll.x / 1000 * rate / (1 - rate), y: contentOffset.y + scroll.y / 1000 * rate / (1 - rate))
        var target = CGPoint(x: min(max(projected.x, limits.min.x), limits.max.x), y: min(max(projected.y, limits.min.y), limits.max.y))
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: scroll.x / 1000, y: scroll.y / 1000), targetContentOffset: pointer)
        }
        let outside = contentOffset.x < limits.min.x || contentOffset.x > limits.max.x || contentOffset.y < limits.min.y || contentOffset.y > limits.max.y
        let moves = outside || target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        glide(to: target, bouncingBack: outside)
    }

    /// Moves to `target` frame by frame: back to a limit on a critically damped spring (0.5 s), or along the
    /// deceleration curve of a flick.
    private func glide(to target: CGPoint, bouncingBack: Bool) {
        guard let runtime = activeRuntime else {
            contentOffset = target
            finishDecelerating()
            return
        }
        let start = contentOffset
        let begin = runtime.currentTime
        let rate = Double(decelerationRate.rawValue)
        // The flick's curve: the share of the distance covered after t seconds, 1 − rate^(1000 t).
        let duration = bouncingBack ? 0.5 : max(log(0.001) / (1000 * log(rate)), 1.0 / 60)
        let timing: (Double) -> Double = bouncingBack
            ? { TimingFunction.spring(damping: 1, velocity: 0, settlingIn: 0.5).progress(elapsed: $0, duration: 0.5) }
            : { $0 >= duration ? 1 : (1 - pow(rate, 1000 * $0)) / (1 - pow(rate, 1000 * duration)) }
        runtime.startFrameTask(owner: self) { [weak self] now in
            guard let self else { return false }
            let p = CGFloat(timing(now - begin))
            self.contentOffset = CGPoint(x: start.x + (target.x - start.x) * p, y: start.y + (target.y - start.y) * p)
            if p >= 1 { self.finishDecelerating() }
            return p < 1
        }
    }

    private func finishDecelerating() {
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }
}
