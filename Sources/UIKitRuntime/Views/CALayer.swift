import Foundation

/// The layer behind every view: its model values (what the app set) and, while animations run, its presentation
/// values (what is on screen at the runtime's virtual time).
///
/// Documentation: https://developer.apple.com/documentation/quartzcore/calayer
@MainActor open class CALayer {
    /// The layer's position in its superlayer: the view's `center`.
    open var position: CGPoint = .zero {
        didSet { modelChanged(.positionX, oldValue.x, position.x); modelChanged(.positionY, oldValue.y, position.y) }
    }
    /// The layer's bounds.
    open var bounds: CGRect = .zero {
        didSet {
            modelChanged(.boundsX, oldValue.minX, bounds.minX)
            modelChanged(.boundsY, oldValue.minY, bounds.minY)
            modelChanged(.boundsWidth, oldValue.width, bounds.width)
            modelChanged(.boundsHeight, oldValue.height, bounds.height)
        }
    }
    /// The point of the bounds (in unit coordinates) that sits at `position` and that transforms act around.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's opacity, 0 to 1: the view's `alpha`.
    open var opacity: Float = 1 {
        didSet { modelChanged(.opacity, Double(oldValue), Double(opacity)) }
    }
    /// Whether the layer is hidden.
    open var isHidden = false
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0
    /// The layer's name.
    open var name: String?
    /// The layer's stacking position among its siblings.
    open var zPosition: CGFloat = 0

    /// The view this layer backs.
    weak var owner: UIView?
    private var transformStorage = CGAffineTransform.identity
    /// Running animations, oldest first.
    var animations: [PropertyAnimation] = []

    /// A layer.
    public required init() {}

    /// A copy of `layer`'s values (the presentation layer's initializer).
    public required init(layer: Any) {
        if let layer = layer as? CALayer {
            position = layer.position
            bounds = layer.bounds
            anchorPoint = layer.anchorPoint
            opacity = layer.opacity
            isHidden = layer.isHidden
            transformStorage = layer.transformStorage
            masksToBounds = layer.masksToBounds
            cornerRadius = layer.cornerRadius
        }
    }

    /// The affine part of the layer's transform: the view's `transform`.
    open func affineTransform() -> CGAffineTransform { transformStorage }

    /// Sets the affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        let old = transformStorage
        transformStorage = m
        modelChanged(.transformA, old.a, m.a)
        modelChanged(.transformB, old.b, m.b)
        modelChanged(.transformC, old.c, m.c)
        modelChanged(.transformD, old.d, m.d)
        modelChanged(.transformTX, old.tx, m.tx)
        modelChanged(.transformTY, old.ty, m.ty)
    }

    /// The frame in the superlayer: the bounds, transformed around the anchor point and placed at the position.
    open var frame: CGRect {
        get { Self.frame(position: position, bounds: bounds, anchor: anchorPoint, transform: transformStorage) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    static func frame(position: CGPoint, bounds: CGRect, anchor: CGPoint, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(x: -anchor.x * bounds.width, y: -anchor.y * bounds.height, width: bounds.width, height: bounds.height)
        return local.applying(transform).offsetBy(dx: position.x, dy: position.y)
    }

    /// A copy of the layer as it is on screen now: model values plus what running animations still add.
    ///
    /// Documentation: https://developer.apple.com/documentation/quartzcore/calayer/presentation()
    open func presentation() -> Self? {
        let copy = Self(layer: self)
        guard !animations.isEmpty else { return copy }
        let presented = presentedValues()
        copy.position = presented.position
        copy.bounds = presented.bounds
        copy.opacity = presented.opacity
        copy.transformStorage = presented.transform
        return copy
    }

    /// What ``presentation()`` holds, without making the copy: the app backend reads every view's geometry on every
    /// frame it runs, and a copy per view per frame was most of a running app's time.
    package func presentedValues() -> PresentedLayerValues {
        let t = transformStorage
        guard !animations.isEmpty, let time = owner?.activeRuntime?.currentTime else {
            return PresentedLayerValues(position: position, bounds: bounds, anchorPoint: anchorPoint, opacity: opacity, transform: t)
        }
        func value(_ key: AnimatableKey, _ model: Double) -> Double {
            animations.filter { $0.key == key }.reduce(model) { $0 + $1.remaining(at: time) }
        }
        return PresentedLayerValues(
            position: CGPoint(x: value(.positionX, position.x), y: value(.positionY, position.y)),
            bounds: CGRect(x: value(.boundsX, bounds.minX), y: value(.boundsY, bounds.minY),
                           width: value(.boundsWidth, bounds.width), height: value(.boundsHeight, bounds.height)),
            anchorPoint: anchorPoint,
            opacity: Float(value(.opacity, Double(opacity))),
            transform: CGAffineTransform(a: value(.transformA, t.a), b: value(.transformB, t.b), c: value(.transformC, t.c),
                                         d: value(.transformD, t.d), tx: value(.transformTX, t.tx), ty: value(.transformTY, t.ty)))
    }

    /// The model layer: this layer itself.
    open func model() -> Self { self }

    /// The keys of the running animations (`position`, `bounds`, `opacity`, `transform`).
    ///
    /// Documentation: https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()
    open func animationKeys() -> [String]? {
        let keys = Array(Set(animations.map(\.name))).sorted()
        return keys.isEmpty ? nil : keys
    }

    /// Removes every animation of this layer. The `UIView.animate` calls they came from complete with
    /// `finished == false`.
    ///
    /// Documentation: https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
    open func removeAllAnimations() {
        let removed = animations
        animations = []
        removed.forEach { $0.group.animationEnded(removed: true) }
    }

    /// Removes the animations of one key (`position`, `bounds`, `opacity` or `transform`).
    open func removeAnimation(forKey key: String) {
        let removed = animations.filter { $0.name == key }
        animations.removeAll { $0.name == key }
        removed.forEach { $0.group.animationEnded(removed: true) }
    }

    /// The model value of one animatable number.
    func modelValue(_ key: AnimatableKey) -> Double {
        let t = transformStorage
        switch key {
        case .positionX: return position.x
        case .positionY: return position.y
        case .boundsX: return bounds.minX
        case .boundsY: return bounds.minY
        case .boundsWidth: return bounds.width
        case .boundsHeight: return bounds.height
        case .opacity: return Double(opacity)
        case .transformA: return t.a
        case .transformB: return t.b
        case .transformC: return t.c
        case .transformD: return t.d
        case .transformTX: return t.tx
        case .transformTY: return t.ty
        }
    }

    /// Sets the model value of one animatable number (inside an animations block, that animates as any change does).
    func setModelValue(_ key: AnimatableKey, _ value: Double) {
        var t = transformStorage
        switch key {
        case .positionX: position.x = value
        case .positionY: position.y = value
        case .boundsX: bounds.origin.x = value
        case .boundsY: bounds.origin.y = value
        case .boundsWidth: bounds.size.width = value
        case .boundsHeight: bounds.size.height = value
        case .opacity: opacity = Float(value)
        case .transformA: t.a = value
        case .transformB: t.b = value
        case .transformC: t.c = value
        case .transformD: t.d = value
        case .transformTX: t.tx = value
        case .transformTY: t.ty = value
        }
        if t != transformStorage { setAffineTransform(t) }
    }

    /// Ends the animations that have run to their end at `time`; returns whether any remain.
    func finishAnimations(at time: Double) -> Bool {
        let over = animations.filter { $0.isOver(at: time) }
        animations.removeAll { $0.isOver(at: time) }
        over.forEach { $0.group.animationEnded(removed: false) }
        return !animations.isEmpty
    }

    /// A model value changed: inside an animations block it becomes an animation from the old value.
    private func modelChanged(_ key: AnimatableKey, _ old: Double, _ new: Double) {
        guard old != new, let transaction = AnimationTransaction.current, let owner else { return }
        guard let runtime = owner.activeRuntime ?? transaction.runtime else { return }
        let now = runtime.currentTime
        var begin = now + transaction.delay
        var duration = transaction.duration
        if let keyframe = transaction.keyframe {
            begin += keyframe.start * transaction.duration
            duration = keyframe.duration * transaction.duration
        }
        guard duration > 0 else { return }
        let animation = PropertyAnimation(key: key, delta: old - new, begin: begin, duration: duration,
                                          timing: transaction.timing, group: transaction.group, name: key.property,
                                          driver: transaction.driver)
        transaction.driver?.entries.append(.init(layer: self, animation: animation, start: old, end: new))
        if transaction.group.runtime == nil { transaction.group.runtime = runtime }
        transaction.group.running += 1
        animations.append(animation)
        runtime.animatingLayers[ObjectIdentifier(self)] = self
    }
}

/// A layer's presented geometry and opacity (model values plus what running animations still add), as its
/// presentation layer would hold them. Not UIKit's: the app backend's.
package struct PresentedLayerValues {
    package var position: CGPoint
    package var bounds: CGRect
    package var anchorPoint: CGPoint
    package var opacity: Float
    package var transform: CGAffineTransform
}
