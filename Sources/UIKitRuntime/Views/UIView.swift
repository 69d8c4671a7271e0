import Foundation

/// A rectangle on screen and the views inside it: geometry, hierarchy, layout, hit-testing, gestures and animations.
///
/// The geometry is the layer's: `center` is the layer's position, `bounds` its bounds and `transform` its affine
/// transform; `frame` is derived from them (and is undefined, as UIKit says, when the transform is not the
/// identity). Reading a property gives the model value; `layer.presentation()` gives what is on screen while
/// animations run.
///
/// Documentation: https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// The class of the layer each view of this class makes.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer.
    public let layer: CALayer
    /// The view's superview.
    open private(set) weak var superview: UIView?
    /// The subviews, back to front.
    open private(set) var subviews: [UIView] = []
    weak var windowStorage: UIWindow?
    weak var viewController: UIViewController?
    var needsLayout = true
    var needsUpdateConstraints = true
    var recognizers: [UIGestureRecognizer] = []
    var ownConstraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []

    /// A view with `frame`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        layer.owner = self
        layer.frame = frame
    }

    /// Archives are not read on Linux; this initializer returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = bounds.size
            layer.frame = newValue
            boundsSizeChanged(from: oldSize)
        }
    }

    /// The bounds in the view's own coordinates.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: oldSize)
        }
    }

    /// The center in the superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The transform, applied around the center (the layer's anchor point).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The opacity, 0 to 1. A view with alpha below 0.01 is not hit by touches.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view (and its subviews) are hidden; a hidden view gets no touches.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The background colour.
    open var backgroundColor: UIColor?
    /// The tint colour.
    open var tintColor: UIColor! = .systemBlue
    /// How the content is laid out in the bounds.
    open var contentMode: ContentMode = .scaleToFill
    /// Whether touches reach this view.
    open var isUserInteractionEnabled = true
    /// A number that identifies the view.
    open var tag = 0
    /// Whether subviews are resized (by their autoresizing masks) when the bounds change.
    open var autoresizesSubviews = true
    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view is placed by its frame and autoresizing mask (true) or by Auto Layout constraints (false).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { superview?.setNeedsLayout() }
    }
    /// Whether the view is opaque.
    open var isOpaque = true
    /// Whether the view takes several touches at once.
    open var isMultipleTouchEnabled = false
    /// Whether this view alone gets touches while it has one.
    open var isExclusiveTouch = false

    /// How a view lays out its content when its bounds change.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The window the view is in.
    open var window: UIWindow? { windowStorage }

    /// The runtime of the view's window, or the runtime delivering now.
    var activeRuntime: UIKitRuntime? { window?.runtime ?? UIKitRuntime.current }

    open override var next: UIResponder? { viewController ?? superview }

    /// The default spacing inside the view's edges.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { setNeedsLayout() }
    }

    /// The layout margins with leading and trailing (left-to-right layout).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Whether the superview's margins are added to this view's.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area.
    open var insetsLayoutMarginsFromSafeArea = true

    /// The part of the view the window's bars and rounded corners cover: the window's safe-area insets that
    /// overlap this view.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    open var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let frame = convert(bounds, to: window)
        let insets = window.windowSafeAreaInsets
        let safe = window.bounds.inset(by: insets)
        return UIEdgeInsets(top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                            bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    }

    // MARK: from UIView+Hierarchy.swift

    /// Adds `view` on top of the subviews, taking it out of its old superview first.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let old = subviews.firstIndex(of: view) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        let newWindow = window
        view.willMove(toSuperview: self)
        if view.windowStorage !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.removeFromSuperviewQuietly()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        let windowChanged = view.windowStorage !== newWindow
        view.setWindow(newWindow)
        didAddSubview(view)
        view.didMoveToSuperview()
        if windowChanged { view.propagateDidMoveToWindow() }
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex(of: siblingSubview) ?? 0)
    }

    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: (subviews.firstIndex(of: siblingSubview) ?? subviews.count - 1) + 1)
    }

    /// Moves `view` to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view` to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Swaps two subviews.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Takes the view out of its superview and window. Constraints between it and views outside it are removed.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        guard let superview else { return }
        willMove(toSuperview: nil)
        if windowStorage != nil { propagateWillMove(toWindow: nil) }
        let hadWindow = windowStorage != nil
        superview.willRemoveSubview(self)
        removeFromSuperviewQuietly()
        removeConstraintsCrossing(superview)
        setWindow(nil)
        didMoveToSuperview()
        if hadWindow { propagateDidMoveToWindow() }
        superview.setNeedsLayout()
    }

    func removeFromSuperviewQuietly() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    func setWindow(_ window: UIWindow?) {
        windowStorage = (self as? UIWindow) ?? window
        for subview in subviews { subview.setWindow(windowStorage) }
    }

    private func propagateWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for subview in subviews { subview.propagateWillMove(toWindow: window) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.propagateDidMoveToWindow() }
    }

    /// Told a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Told a subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Told the superview is about to change.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Told the superview changed.
    open func didMoveToSuperview() {}
    /// Told the window is about to change.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Told the window changed.
    open func didMoveToWindow() {}

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag`, this one or below it, depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The view's gesture recognizers.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            recognizers.forEach { $0.view = nil }
            recognizers = newValue ?? []
            recognizers.forEach { $0.view = self }
        }
    }

    /// Attaches a gesture recognizer: touches in this view (and its subviews) go to it.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// Whether `gestureRecognizer`, attached to this view, may begin; true by default. UIKit asks it (after the
    /// recognizer's delegate's `gestureRecognizerShouldBegin(_:)`) when the recognizer is about to leave `.possible`.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: from UIView+Layout.swift

    /// Marks the view as needing layout; the layout happens at the end of the run-loop turn (or at the next
    /// `layoutIfNeeded()`), not now.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out now, if layout is pending: the topmost superview that needs layout first, then down the tree, each
    /// view's `layoutSubviews()` before its subviews' (UIKit's order). Constraints are updated first.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {
        var root: UIView = self
        var ancestor = superview
        while let view = ancestor {
            if view.needsLayout { root = view }
            ancestor = view.superview
        }
        root.layoutTreeIfNeeded()
    }

    /// `layoutSubviews()` here if needed, then in each subview.
    func layoutTreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutTreeIfNeeded() }
    }

    /// Lays out the subviews. The default sets the frames of subviews placed by Auto Layout from the solved
    /// constraints; override it to place subviews yourself (and call `super` to keep the constraints' frames).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {
        applyConstraintLayout()
    }

    /// The size that fits in `size`; by default the view's current size.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// "No intrinsic size" along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content needs; none (`noIntrinsicMetric` for both) by default.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells Auto Layout the intrinsic size changed.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// How the view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The bounds' size changed from `oldSize`: autoresize the subviews and lay out again.
    func boundsSizeChanged(from oldSize: CGSize) {
        guard oldSize != bounds.size else { return }
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            subview.autoresize(from: oldSize, to: bounds.size)
        }
    }

    /// UIKit's autoresizing: along each axis, the change in the superview's size is shared among the flexible parts
    /// (margins and size) in proportion to their current lengths, or equally when they are all zero long.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        var frame = self.frame
        let mask = autoresizingMask
        let x = Self.share(newSize.width - oldSize.width, lengths: [frame.minX, frame.width, oldSize.width - frame.maxX],
                           flexible: [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)])
        let y = Self.share(newSize.height - oldSize.height, lengths: [frame.minY, frame.height, oldSize.height - frame.maxY],
                           flexible: [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)])
        frame.origin.x += x[0]
        frame.size.width += x[1]
        frame.origin.y += y[0]
        frame.size.height += y[1]
        self.frame = frame
    }

    static func share(_ change: CGFloat, lengths: [CGFloat], flexible: [Bool]) -> [CGFloat] {
        let count = flexible.filter { $0 }.count
        guard count > 0, change != 0 else { return [0, 0, 0] }
        let total = zip(lengths, flexible).filter(\.1).reduce(0) { $0 + max($1.0, 0) }
        return zip(lengths, flexible).map { length, isFlexible in
            guard isFlexible else { return 0 }
            return total > 0 ? change * max(length, 0) / total : change / CGFloat(count)
        }
    }

    // MARK: from UIView+Geometry.swift

    /// A point in this view's coordinates, in its superview's.
    func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let bounds = layer.bounds
        let anchor = layer.anchorPoint
        let local = CGPoint(x: point.x - bounds.minX - anchor.x * bounds.width, y: point.y - bounds.minY - anchor.y * bounds.height)
        let moved = local.applying(layer.affineTransform())
        return CGPoint(x: moved.x + layer.position.x, y: moved.y + layer.position.y)
    }

    /// A point in the superview's coordinates, in this view's.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let bounds = layer.bounds
        let anchor = layer.anchorPoint
        let local = CGPoint(x: point.x - layer.position.x, y: point.y - layer.position.y).applying(layer.affineTransform().inverted())
        return CGPoint(x: local.x + bounds.minX + anchor.x * bounds.width, y: local.y + bounds.minY + anchor.y * bounds.height)
    }

    /// A point in this view's coordinates, in the coordinates of the top of its hierarchy (the window's).
    func pointInRoot(_ point: CGPoint) -> CGPoint {
        var point = point
        var view: UIView = self
        while !(view is UIWindow), let superview = view.superview {
            point = view.pointInSuperview(point)
            view = superview
        }
        return point
    }

    /// A point in the root's (window's) coordinates, in this view's.
    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView = self
        while !(view is UIWindow), let superview = view.superview {
            chain.append(view)
            view = superview
        }
        return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
    }

    /// `point` in this view's coordinates, in `view`'s (the window's when nil).
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1d24q
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = pointInRoot(point)
        return view?.pointFromRoot(root) ?? root
    }

    /// `point` in `view`'s coordinates (the window's when nil), in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// `rect` in this view's coordinates, in `view`'s: the box around its converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self.box([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, to: view) })
    }

    /// `rect` in `view`'s coordinates, in this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self.box([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, from: view) })
    }

    static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// The frontmost view under `point` (in this view's coordinates): this view or a subview, or nil. A view that is
    /// hidden, has user interaction off or an alpha below 0.01, or whose `point(inside:with:)` says no, is skipped
    /// with its subviews; subviews are tried front to back.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the view: inside its bounds, by default.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// A view that shows what this view shows now, the size of its bounds. Here it is a plain view that remembers
    /// what it pictures (``UISnapshotView``): the source's text and the source itself.
    ///
    /// Documentation: https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let snapshot = UISnapshotView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.source = self
        snapshot.picturedText = UISnapshotView.texts(in: self)
        return snapshot
    }

    /// Updates constraints: nothing to do by default.
    open func updateConstraints() { needsUpdateConstraints = false }
}
