// Apple's documented Swift signatures for the views part of the checked iOS surface: each line names a
// declaration a reader uses and the type Apple documents for it, so a wrong name, label, type or
// writability fails to type-check. The documentation page is above each line.
import UIKit

@MainActor func viewsSignatures() {
    // https://developer.apple.com/documentation/corefoundation/cgfloat/init(_:)-4d8ql
    let _: (Double) -> CGFloat = CGFloat.init(_:)
    // https://developer.apple.com/documentation/corefoundation/cgfloat/native
    let _: KeyPath<CGFloat, Double> = \CGFloat.native
    // https://developer.apple.com/documentation/swift/double/init(_:)-5wmm8
    let _: (CGFloat) -> Double = Double.init(_:)
    // https://developer.apple.com/documentation/corefoundation/cgpoint/zero
    let _: CGPoint = CGPoint.zero
    // https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-6t56h
    let _: (Double, Double) -> CGPoint = CGPoint.init(x:y:)
    // https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)
    let _: (CGPoint) -> (CGAffineTransform) -> CGPoint = CGPoint.applying
    // https://developer.apple.com/documentation/corefoundation/cgsize/zero
    let _: CGSize = CGSize.zero
    // https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)-1kjws
    let _: (Int, Int) -> CGSize = CGSize.init(width:height:)
    // https://developer.apple.com/documentation/corefoundation/cgrect/zero
    let _: CGRect = CGRect.zero
    // https://developer.apple.com/documentation/corefoundation/cgrect/null
    let _: CGRect = CGRect.null
    // https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-5p5nq
    let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> CGRect = CGRect.init(x:y:width:height:)
    // https://developer.apple.com/documentation/corefoundation/cgrect/init(origin:size:)
    let _: (CGPoint, CGSize) -> CGRect = CGRect.init(origin:size:)
    // https://developer.apple.com/documentation/corefoundation/cgrect/minx
    let _: KeyPath<CGRect, CGFloat> = \CGRect.minX
    // https://developer.apple.com/documentation/corefoundation/cgrect/midx
    let _: KeyPath<CGRect, CGFloat> = \CGRect.midX
    // https://developer.apple.com/documentation/corefoundation/cgrect/maxx
    let _: KeyPath<CGRect, CGFloat> = \CGRect.maxX
    // https://developer.apple.com/documentation/corefoundation/cgrect/miny
    let _: KeyPath<CGRect, CGFloat> = \CGRect.minY
    // https://developer.apple.com/documentation/corefoundation/cgrect/midy
    let _: KeyPath<CGRect, CGFloat> = \CGRect.midY
    // https://developer.apple.com/documentation/corefoundation/cgrect/maxy
    let _: KeyPath<CGRect, CGFloat> = \CGRect.maxY
    // https://developer.apple.com/documentation/corefoundation/cgrect/width
    let _: KeyPath<CGRect, CGFloat> = \CGRect.width
    // https://developer.apple.com/documentation/corefoundation/cgrect/height
    let _: KeyPath<CGRect, CGFloat> = \CGRect.height
    // https://developer.apple.com/documentation/corefoundation/cgrect/isempty
    let _: KeyPath<CGRect, Bool> = \CGRect.isEmpty
    // https://developer.apple.com/documentation/corefoundation/cgrect/standardized
    let _: KeyPath<CGRect, CGRect> = \CGRect.standardized
    // https://developer.apple.com/documentation/corefoundation/cgrect/integral
    let _: KeyPath<CGRect, CGRect> = \CGRect.integral
    // https://developer.apple.com/documentation/corefoundation/cgrect/insetby(dx:dy:)
    let _: (CGRect) -> (CGFloat, CGFloat) -> CGRect = CGRect.insetBy(dx:dy:)
    // https://developer.apple.com/documentation/corefoundation/cgrect/offsetby(dx:dy:)
    let _: (CGRect) -> (CGFloat, CGFloat) -> CGRect = CGRect.offsetBy(dx:dy:)
    // https://developer.apple.com/documentation/corefoundation/cgrect/union(_:)
    let _: (CGRect) -> (CGRect) -> CGRect = CGRect.union
    // https://developer.apple.com/documentation/corefoundation/cgrect/intersection(_:)
    let _: (CGRect) -> (CGRect) -> CGRect = CGRect.intersection
    // https://developer.apple.com/documentation/corefoundation/cgrect/intersects(_:)
    let _: (CGRect) -> (CGRect) -> Bool = CGRect.intersects
    // https://developer.apple.com/documentation/corefoundation/cgrect/contains(_:)-10xpl
    let _: (CGRect) -> (CGPoint) -> Bool = CGRect.contains
    // https://developer.apple.com/documentation/corefoundation/cgrect/divided(atdistance:from:)
    let _: (CGRect) -> (CGFloat, CGRectEdge) -> (slice: CGRect, remainder: CGRect) = CGRect.divided(atDistance:from:)
    // https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-2kdnx
    let _: (CGFloat, CGFloat) -> CGVector = CGVector.init(dx:dy:)
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    let _: CGAffineTransform = CGAffineTransform.identity
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
    let _: (CGFloat, CGFloat) -> CGAffineTransform = CGAffineTransform.init(translationX:y:)
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
    let _: (CGFloat, CGFloat) -> CGAffineTransform = CGAffineTransform.init(scaleX:y:)
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
    let _: (CGFloat) -> CGAffineTransform = CGAffineTransform.init(rotationAngle:)
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/concatenating(_:)
    let _: (CGAffineTransform) -> (CGAffineTransform) -> CGAffineTransform = CGAffineTransform.concatenating
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()
    let _: (CGAffineTransform) -> () -> CGAffineTransform = CGAffineTransform.inverted
    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/isidentity
    let _: KeyPath<CGAffineTransform, Bool> = \CGAffineTransform.isIdentity
    // https://developer.apple.com/documentation/foundation/uuid/init()
    let _: () -> UUID = UUID.init
    // https://developer.apple.com/documentation/foundation/uuid/uuidstring
    let _: KeyPath<UUID, String> = \UUID.uuidString
    // https://developer.apple.com/documentation/foundation/uuid/init(uuidstring:)
    let _: (String) -> UUID? = UUID.init(uuidString:)
    // https://developer.apple.com/documentation/foundation/date/init()
    let _: () -> Date = Date.init
    // https://developer.apple.com/documentation/foundation/date/timeintervalsince(_:)
    let _: (Date) -> (Date) -> TimeInterval = Date.timeIntervalSince
    // https://developer.apple.com/documentation/foundation/date/addingtimeinterval(_:)
    let _: (Date) -> (TimeInterval) -> Date = Date.addingTimeInterval
    // https://developer.apple.com/documentation/foundation/runloop/main
    let _: RunLoop = RunLoop.main
    // https://developer.apple.com/documentation/foundation/runloop/mode/common
    let _: RunLoop.Mode = RunLoop.Mode.common
    // https://developer.apple.com/documentation/foundation/runloop/mode/default
    let _: RunLoop.Mode = RunLoop.Mode.default
    // https://developer.apple.com/documentation/foundation/nsitemprovider/init(object:)
    let _: (any NSItemProviderWriting) -> NSItemProvider = NSItemProvider.init(object:)
    // https://developer.apple.com/documentation/foundation/nsattributedstring/init(string:attributes:)
    let _: (String, [NSAttributedString.Key: Any]?) -> NSAttributedString = NSAttributedString.init(string:attributes:)
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    let _: NSAttributedString.Key = NSAttributedString.Key.font
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    let _: NSAttributedString.Key = NSAttributedString.Key.foregroundColor
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
    let _: NSAttributedString.Key = NSAttributedString.Key.paragraphStyle
    // https://developer.apple.com/documentation/foundation/bundle/main
    let _: Bundle = Bundle.main
    // https://developer.apple.com/documentation/foundation/notificationcenter/default
    let _: NotificationCenter = NotificationCenter.default
    // https://developer.apple.com/documentation/foundation/notificationcenter/post(name:object:userinfo:)
    let _: (NotificationCenter) -> (NSNotification.Name, Any?, [AnyHashable: Any]?) -> Void = NotificationCenter.post(name:object:userInfo:)
    // https://developer.apple.com/documentation/dispatch/dispatchqueue/main
    let _: DispatchQueue = DispatchQueue.main
    // https://developer.apple.com/documentation/dispatch/dispatchtime/now()
    let _: () -> DispatchTime = DispatchTime.now
    // https://developer.apple.com/documentation/foundation/nsnumber/intvalue
    let _: KeyPath<NSNumber, Int32> = \NSNumber.intValue
    // https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    let _: ReferenceWritableKeyPath<CALayer, CGFloat> = \CALayer.cornerRadius
    // https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    let _: ReferenceWritableKeyPath<CALayer, Bool> = \CALayer.masksToBounds
    // https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    let _: ReferenceWritableKeyPath<CALayer, Float> = \CALayer.shadowOpacity
    // https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    let _: ReferenceWritableKeyPath<CALayer, CGFloat> = \CALayer.shadowRadius
    // https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    let _: ReferenceWritableKeyPath<CALayer, CGSize> = \CALayer.shadowOffset
    // https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    let _: ReferenceWritableKeyPath<CALayer, CGColor?> = \CALayer.shadowColor
    // https://developer.apple.com/documentation/quartzcore/calayer/transform
    let _: ReferenceWritableKeyPath<CALayer, CATransform3D> = \CALayer.transform
    // https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    let _: ReferenceWritableKeyPath<CALayer, CGPoint> = \CALayer.anchorPoint
    // https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
    let _: ReferenceWritableKeyPath<CALayer, CGFloat> = \CALayer.borderWidth
    // https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners
    let _: ReferenceWritableKeyPath<CALayer, CACornerMask> = \CALayer.maskedCorners
    // https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    let _: (CALayer) -> (CALayer) -> Void = CALayer.addSublayer
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    let _: (Any, Selector) -> CADisplayLink = CADisplayLink.init(target:selector:)
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    let _: (CADisplayLink) -> (RunLoop, RunLoop.Mode) -> Void = CADisplayLink.add(to:forMode:)
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    let _: (CADisplayLink) -> () -> Void = CADisplayLink.invalidate
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    let _: KeyPath<CADisplayLink, CFTimeInterval> = \CADisplayLink.timestamp
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    let _: KeyPath<CADisplayLink, CFTimeInterval> = \CADisplayLink.targetTimestamp
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/duration
    let _: KeyPath<CADisplayLink, CFTimeInterval> = \CADisplayLink.duration
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
    let _: ReferenceWritableKeyPath<CADisplayLink, CAFrameRateRange> = \CADisplayLink.preferredFrameRateRange
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
    let _: ReferenceWritableKeyPath<CADisplayLink, Bool> = \CADisplayLink.isPaused
    // https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    let _: (Float, Float, Float?) -> CAFrameRateRange = CAFrameRateRange.init(minimum:maximum:preferred:)
    // https://developer.apple.com/documentation/quartzcore/caframeraterange/default
    let _: CAFrameRateRange = CAFrameRateRange.default
    // https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    let _: () -> Void = CATransaction.begin
    // https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    let _: (Bool) -> Void = CATransaction.setDisableActions
    // https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)
    let _: ((() -> Void)?) -> Void = CATransaction.setCompletionBlock
    // https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
    let _: () -> CFTimeInterval = CACurrentMediaTime
    // https://developer.apple.com/documentation/uikit/uiview/frame
    let _: ReferenceWritableKeyPath<UIView, CGRect> = \UIView.frame
    // https://developer.apple.com/documentation/uikit/uiview/bounds
    let _: ReferenceWritableKeyPath<UIView, CGRect> = \UIView.bounds
    // https://developer.apple.com/documentation/uikit/uiview/center
    let _: ReferenceWritableKeyPath<UIView, CGPoint> = \UIView.center
    // https://developer.apple.com/documentation/uikit/uiview/transform
    let _: ReferenceWritableKeyPath<UIView, CGAffineTransform> = \UIView.transform
    // https://developer.apple.com/documentation/uikit/uiview/alpha
    let _: ReferenceWritableKeyPath<UIView, CGFloat> = \UIView.alpha
    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isHidden
    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    let _: ReferenceWritableKeyPath<UIView, UIColor?> = \UIView.backgroundColor
    // https://developer.apple.com/documentation/uikit/uiview/tintcolor
    let _: ReferenceWritableKeyPath<UIView, UIColor?> = \UIView.tintColor
    // https://developer.apple.com/documentation/uikit/uiview/layer
    let _: KeyPath<UIView, CALayer> = \UIView.layer
    // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.clipsToBounds
    // https://developer.apple.com/documentation/uikit/uiview/subviews
    let _: KeyPath<UIView, [UIView]> = \UIView.subviews
    // https://developer.apple.com/documentation/uikit/uiview/superview
    let _: KeyPath<UIView, UIView?> = \UIView.superview
    // https://developer.apple.com/documentation/uikit/uiview/window
    let _: KeyPath<UIView, UIWindow?> = \UIView.window
    // https://developer.apple.com/documentation/uikit/uiview/contentmode
    let _: ReferenceWritableKeyPath<UIView, UIView.ContentMode> = \UIView.contentMode
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
    let _: ReferenceWritableKeyPath<UIView, UIView.AutoresizingMask> = \UIView.autoresizingMask
    // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isUserInteractionEnabled
    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.translatesAutoresizingMaskIntoConstraints
    // https://developer.apple.com/documentation/uikit/uiview/constraints
    let _: KeyPath<UIView, [NSLayoutConstraint]> = \UIView.constraints
    // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    let _: KeyPath<UIView, CGSize> = \UIView.intrinsicContentSize
    // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    let _: ReferenceWritableKeyPath<UIView, [UIGestureRecognizer]?> = \UIView.gestureRecognizers
    // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    let _: KeyPath<UIView, UILayoutGuide> = \UIView.safeAreaLayoutGuide
    // https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    let _: KeyPath<UIView, UILayoutGuide> = \UIView.layoutMarginsGuide
    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    let _: KeyPath<UIView, UIEdgeInsets> = \UIView.safeAreaInsets
    // https://developer.apple.com/documentation/uikit/uiview/layoutmargins
    let _: ReferenceWritableKeyPath<UIView, UIEdgeInsets> = \UIView.layoutMargins
    // https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins
    let _: ReferenceWritableKeyPath<UIView, NSDirectionalEdgeInsets> = \UIView.directionalLayoutMargins
    // https://developer.apple.com/documentation/uikit/uiview/traitcollection
    let _: KeyPath<UIView, UITraitCollection> = \UIView.traitCollection
    // https://developer.apple.com/documentation/uikit/uiview/tag
    let _: ReferenceWritableKeyPath<UIView, Int> = \UIView.tag
    // https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    let _: KeyPath<UIView, NSLayoutXAxisAnchor> = \UIView.leadingAnchor
    // https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    let _: KeyPath<UIView, NSLayoutXAxisAnchor> = \UIView.trailingAnchor
    // https://developer.apple.com/documentation/uikit/uiview/topanchor
    let _: KeyPath<UIView, NSLayoutYAxisAnchor> = \UIView.topAnchor
    // https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    let _: KeyPath<UIView, NSLayoutYAxisAnchor> = \UIView.bottomAnchor
    // https://developer.apple.com/documentation/uikit/uiview/widthanchor
    let _: KeyPath<UIView, NSLayoutDimension> = \UIView.widthAnchor
    // https://developer.apple.com/documentation/uikit/uiview/heightanchor
    let _: KeyPath<UIView, NSLayoutDimension> = \UIView.heightAnchor
    // https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    let _: KeyPath<UIView, NSLayoutXAxisAnchor> = \UIView.centerXAnchor
    // https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    let _: KeyPath<UIView, NSLayoutYAxisAnchor> = \UIView.centerYAnchor
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    let _: (CGRect) -> UIView = UIView.init(frame:)
    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    let _: (UIView) -> () -> Void = UIView.removeFromSuperview
    // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    let _: (UIView) -> (UIView, Int) -> Void = UIView.insertSubview(_:at:)
    // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
    let _: (UIView) -> (UIView, UIView) -> Void = UIView.insertSubview(_:belowSubview:)
    // https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    let _: (UIView) -> (UIView) -> Void = UIView.bringSubviewToFront
    // https://developer.apple.com/documentation/uikit/uiview/sendsubviewtoback(_:)
    let _: (UIView) -> (UIView) -> Void = UIView.sendSubviewToBack
    // https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qqj6
    let _: (UIView) -> (CGPoint, UIView?) -> CGPoint = UIView.convert(_:to:)
    // https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-6gnvp
    let _: (UIView) -> (CGRect, UIView?) -> CGRect = UIView.convert(_:from:)
    // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    let _: (UIView) -> (CGPoint, UIEvent?) -> UIView? = UIView.hitTest(_:with:)
    // https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    let _: (UIView) -> (CGPoint, UIEvent?) -> Bool = UIView.point(inside:with:)
    // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    let _: (UIView) -> () -> Void = UIView.layoutSubviews
    // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    let _: (UIView) -> () -> Void = UIView.setNeedsLayout
    // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    let _: (UIView) -> () -> Void = UIView.layoutIfNeeded
    // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    let _: (UIView) -> (CGSize) -> CGSize = UIView.sizeThatFits
    // https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)
    let _: (UIView) -> (CGSize) -> CGSize = UIView.systemLayoutSizeFitting(_:)
    // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    let _: (UIView) -> (UIGestureRecognizer) -> Void = UIView.addGestureRecognizer
    // https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    let _: (UIView) -> (UIGestureRecognizer) -> Void = UIView.removeGestureRecognizer
    // https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
    let _: (UIView) -> (Bool) -> UIView? = UIView.snapshotView(afterScreenUpdates:)
    // https://developer.apple.com/documentation/uikit/uiview/addconstraint(_:)
    let _: (UIView) -> (NSLayoutConstraint) -> Void = UIView.addConstraint
    // https://developer.apple.com/documentation/uikit/uiview/setcontenthuggingpriority(_:for:)
    let _: (UIView) -> (UILayoutPriority, NSLayoutConstraint.Axis) -> Void = UIView.setContentHuggingPriority(_:for:)
    // https://developer.apple.com/documentation/uikit/uiview/setcontentcompressionresistancepriority(_:for:)
    let _: (UIView) -> (UILayoutPriority, NSLayoutConstraint.Axis) -> Void = UIView.setContentCompressionResistancePriority(_:for:)
    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    let _: (TimeInterval, @escaping () -> Void) -> Void = UIView.animate(withDuration:animations:)
    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    let _: (TimeInterval, @escaping () -> Void, ((Bool) -> Void)?) -> Void = UIView.animate(withDuration:animations:completion:)
    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    let _: (TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void = UIView.animate(withDuration:delay:options:animations:completion:)
    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
    let _: (TimeInterval, TimeInterval, CGFloat, CGFloat, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void = UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
    // https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
    let _: (TimeInterval, TimeInterval, UIView.KeyframeAnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void = UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
    // https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
    let _: (Double, Double, @escaping () -> Void) -> Void = UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
    // https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    let _: (() -> Void) -> Void = UIView.performWithoutAnimation
    // https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)
    let _: (UIView, TimeInterval, UIView.AnimationOptions, (() -> Void)?, ((Bool) -> Void)?) -> Void = UIView.transition(with:duration:options:animations:completion:)
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseout
    let _: UIView.AnimationOptions = UIView.AnimationOptions.curveEaseOut
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
    let _: UIView.AnimationOptions = UIView.AnimationOptions.curveEaseInOut
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction
    let _: UIView.AnimationOptions = UIView.AnimationOptions.allowUserInteraction
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate
    let _: UIView.AnimationOptions = UIView.AnimationOptions.beginFromCurrentState
    // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodecubic
    let _: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions.calculationModeCubic
    // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodelinear
    let _: UIView.KeyframeAnimationOptions = UIView.KeyframeAnimationOptions.calculationModeLinear
    // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill
    let _: UIView.ContentMode = UIView.ContentMode.scaleAspectFill
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    let _: UIView.AutoresizingMask = UIView.AutoresizingMask.flexibleWidth
    // https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize
    let _: CGSize = UIView.layoutFittingCompressedSize
    // https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    let _: CGFloat = UIView.noIntrinsicMetric
    // https://developer.apple.com/documentation/uikit/uicolor/systembackground
    let _: UIColor = UIColor.systemBackground
    // https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
    let _: UIColor = UIColor.secondarySystemBackground
    // https://developer.apple.com/documentation/uikit/uicolor/label
    let _: UIColor = UIColor.label
    // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    let _: UIColor = UIColor.secondaryLabel
    // https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    let _: UIColor = UIColor.tertiaryLabel
    // https://developer.apple.com/documentation/uikit/uicolor/systemred
    let _: UIColor = UIColor.systemRed
    // https://developer.apple.com/documentation/uikit/uicolor/systemorange
    let _: UIColor = UIColor.systemOrange
    // https://developer.apple.com/documentation/uikit/uicolor/systemblue
    let _: UIColor = UIColor.systemBlue
    // https://developer.apple.com/documentation/uikit/uicolor/systemgreen
    let _: UIColor = UIColor.systemGreen
    // https://developer.apple.com/documentation/uikit/uicolor/systemgray
    let _: UIColor = UIColor.systemGray
    // https://developer.apple.com/documentation/uikit/uicolor/systemgray5
    let _: UIColor = UIColor.systemGray5
    // https://developer.apple.com/documentation/uikit/uicolor/separator
    let _: UIColor = UIColor.separator
    // https://developer.apple.com/documentation/uikit/uicolor/clear
    let _: UIColor = UIColor.clear
    // https://developer.apple.com/documentation/uikit/uicolor/white
    let _: UIColor = UIColor.white
    // https://developer.apple.com/documentation/uikit/uicolor/black
    let _: UIColor = UIColor.black
    // https://developer.apple.com/documentation/uikit/uicolor/tintcolor
    let _: UIColor = UIColor.tintColor
    // https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground
    let _: UIColor = UIColor.systemGroupedBackground
    // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIColor = UIColor.init(red:green:blue:alpha:)
    // https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    let _: (CGFloat, CGFloat) -> UIColor = UIColor.init(white:alpha:)
    // https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    let _: (@escaping (UITraitCollection) -> UIColor) -> UIColor = UIColor.init(dynamicProvider:)
    // https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    let _: (UIColor) -> (CGFloat) -> UIColor = UIColor.withAlphaComponent
    // https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    let _: KeyPath<UIColor, CGColor> = \UIColor.cgColor
    // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    let _: (UIFont.TextStyle) -> UIFont = UIFont.preferredFont(forTextStyle:)
    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.systemFont(ofSize:weight:)
    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    let _: (CGFloat) -> UIFont = UIFont.systemFont(ofSize:)
    // https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    let _: (CGFloat) -> UIFont = UIFont.boldSystemFont(ofSize:)
    // https://developer.apple.com/documentation/uikit/uifont/monospaceddigitsystemfont(ofsize:weight:)
    let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.monospacedDigitSystemFont(ofSize:weight:)
    // https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    let _: (String, CGFloat) -> UIFont? = UIFont.init(name:size:)
    // https://developer.apple.com/documentation/uikit/uifont/withsize(_:)
    let _: (UIFont) -> (CGFloat) -> UIFont = UIFont.withSize
    // https://developer.apple.com/documentation/uikit/uifont/lineheight
    let _: KeyPath<UIFont, CGFloat> = \UIFont.lineHeight
    // https://developer.apple.com/documentation/uikit/uifont/pointsize
    let _: KeyPath<UIFont, CGFloat> = \UIFont.pointSize
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    let _: UIFont.TextStyle = UIFont.TextStyle.body
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    let _: UIFont.TextStyle = UIFont.TextStyle.headline
    // https://developer.apple.com/documentation/uikit/uifont/weight/semibold
    let _: UIFont.Weight = UIFont.Weight.semibold
    // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    let _: (UIFontMetrics) -> (UIFont) -> UIFont = UIFontMetrics.scaledFont(for:)
    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    let _: (String) -> UIImage? = UIImage.init(systemName:)
    // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    let _: (String) -> UIImage? = UIImage.init(named:)
    // https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:)
    let _: (UIImage) -> (UIColor) -> UIImage = UIImage.withTintColor(_:)
    // https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)
    let _: (UIImage) -> (UIImage.RenderingMode) -> UIImage = UIImage.withRenderingMode
    // https://developer.apple.com/documentation/uikit/uiimage/size
    let _: KeyPath<UIImage, CGSize> = \UIImage.size
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(pointsize:weight:)
    let _: (CGFloat, UIImage.SymbolWeight) -> UIImage.SymbolConfiguration = UIImage.SymbolConfiguration.init(pointSize:weight:)
    // https://developer.apple.com/documentation/uikit/uilabel/text
    let _: ReferenceWritableKeyPath<UILabel, String?> = \UILabel.text
    // https://developer.apple.com/documentation/uikit/uilabel/font
    let _: ReferenceWritableKeyPath<UILabel, UIFont?> = \UILabel.font
    // https://developer.apple.com/documentation/uikit/uilabel/textcolor
    let _: ReferenceWritableKeyPath<UILabel, UIColor?> = \UILabel.textColor
    // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    let _: ReferenceWritableKeyPath<UILabel, Int> = \UILabel.numberOfLines
    // https://developer.apple.com/documentation/uikit/uilabel/linebreakmode
    let _: ReferenceWritableKeyPath<UILabel, NSLineBreakMode> = \UILabel.lineBreakMode
    // https://developer.apple.com/documentation/uikit/uilabel/textalignment
    let _: ReferenceWritableKeyPath<UILabel, NSTextAlignment> = \UILabel.textAlignment
    // https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    let _: ReferenceWritableKeyPath<UILabel, NSAttributedString?> = \UILabel.attributedText
    // https://developer.apple.com/documentation/uikit/uilabel/adjustsfontforcontentsizecategory
    let _: ReferenceWritableKeyPath<UILabel, Bool> = \UILabel.adjustsFontForContentSizeCategory
    // https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth
    let _: ReferenceWritableKeyPath<UILabel, Bool> = \UILabel.adjustsFontSizeToFitWidth
    // https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth
    let _: ReferenceWritableKeyPath<UILabel, CGFloat> = \UILabel.preferredMaxLayoutWidth
    // https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    let _: (UIControl) -> (Any?, Selector, UIControl.Event) -> Void = UIControl.addTarget(_:action:for:)
    // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    let _: (UIControl) -> (UIAction, UIControl.Event) -> Void = UIControl.addAction(_:for:)
    // https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    let _: (UIControl) -> (UIControl.Event) -> Void = UIControl.sendActions(for:)
    // https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    let _: ReferenceWritableKeyPath<UIControl, Bool> = \UIControl.isEnabled
    // https://developer.apple.com/documentation/uikit/uicontrol/isselected
    let _: ReferenceWritableKeyPath<UIControl, Bool> = \UIControl.isSelected
    // https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment
    let _: ReferenceWritableKeyPath<UIControl, UIControl.ContentHorizontalAlignment> = \UIControl.contentHorizontalAlignment
    // https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    let _: UIControl.Event = UIControl.Event.touchUpInside
    // https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    let _: UIControl.Event = UIControl.Event.valueChanged
    // https://developer.apple.com/documentation/uikit/uicontrol/state/normal
    let _: UIControl.State = UIControl.State.normal
    // https://developer.apple.com/documentation/uikit/uicontrol/state/highlighted
    let _: UIControl.State = UIControl.State.highlighted
    // https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    let _: (UIButton.ButtonType) -> UIButton = UIButton.init(type:)
    // https://developer.apple.com/documentation/uikit/uibutton/init(configuration:primaryaction:)
    let _: (UIButton.Configuration, UIAction?) -> UIButton = UIButton.init(configuration:primaryAction:)
    // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    let _: (UIButton) -> (String?, UIControl.State) -> Void = UIButton.setTitle(_:for:)
    // https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
    let _: (UIButton) -> (UIColor?, UIControl.State) -> Void = UIButton.setTitleColor(_:for:)
    // https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    let _: (UIButton) -> (UIImage?, UIControl.State) -> Void = UIButton.setImage(_:for:)
    // https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    let _: KeyPath<UIButton, UILabel?> = \UIButton.titleLabel
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.property
    let _: ReferenceWritableKeyPath<UIButton, UIButton.Configuration?> = \UIButton.configuration
    // https://developer.apple.com/documentation/uikit/uibutton/menu
    let _: ReferenceWritableKeyPath<UIButton, UIMenu?> = \UIButton.menu
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/filled()
    let _: () -> UIButton.Configuration = UIButton.Configuration.filled
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/plain()
    let _: () -> UIButton.Configuration = UIButton.Configuration.plain
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/tinted()
    let _: () -> UIButton.Configuration = UIButton.Configuration.tinted
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/gray()
    let _: () -> UIButton.Configuration = UIButton.Configuration.gray
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/borderless()
    let _: () -> UIButton.Configuration = UIButton.Configuration.borderless
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title
    let _: WritableKeyPath<UIButton.Configuration, String?> = \UIButton.Configuration.title
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image
    let _: WritableKeyPath<UIButton.Configuration, UIImage?> = \UIButton.Configuration.image
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/baseforegroundcolor
    let _: WritableKeyPath<UIButton.Configuration, UIColor?> = \UIButton.Configuration.baseForegroundColor
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/contentinsets
    let _: WritableKeyPath<UIButton.Configuration, NSDirectionalEdgeInsets> = \UIButton.Configuration.contentInsets
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imagepadding
    let _: WritableKeyPath<UIButton.Configuration, CGFloat> = \UIButton.Configuration.imagePadding
    // https://developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:selectedimage:identifier:discoverabilitytitle:attributes:state:handler:)
    let _: (String, String?, UIImage?, UIImage?, UIAction.Identifier?, String?, UIMenuElement.Attributes, UIMenuElement.State, @escaping UIActionHandler) -> UIAction = UIAction.init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)
    // https://developer.apple.com/documentation/uikit/uiaction/title
    let _: ReferenceWritableKeyPath<UIAction, String> = \UIAction.title
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive
    let _: UIMenuElement.Attributes = UIMenuElement.Attributes.destructive
    // https://developer.apple.com/documentation/uikit/uimenu/init(title:subtitle:image:identifier:options:preferredelementsize:children:)
    let _: (String, String?, UIImage?, UIMenu.Identifier?, UIMenu.Options, UIMenu.ElementSize, [UIMenuElement]) -> UIMenu = UIMenu.init(title:subtitle:image:identifier:options:preferredElementSize:children:)
    // https://developer.apple.com/documentation/uikit/uimenu/children
    let _: KeyPath<UIMenu, [UIMenuElement]> = \UIMenu.children
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    let _: (Any?, Selector?) -> UIGestureRecognizer = UIGestureRecognizer.init(target:action:)
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    let _: KeyPath<UIGestureRecognizer, UIGestureRecognizer.State> = \UIGestureRecognizer.state
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    let _: (UIGestureRecognizer) -> (UIView?) -> CGPoint = UIGestureRecognizer.location(in:)
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    let _: ReferenceWritableKeyPath<UIGestureRecognizer, (any UIGestureRecognizerDelegate)?> = \UIGestureRecognizer.delegate
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \UIGestureRecognizer.cancelsTouchesInView
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    let _: ReferenceWritableKeyPath<UIGestureRecognizer, Bool> = \UIGestureRecognizer.isEnabled
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    let _: KeyPath<UIGestureRecognizer, UIView?> = \UIGestureRecognizer.view
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
    let _: (UIGestureRecognizer) -> (UIGestureRecognizer) -> Void = UIGestureRecognizer.require(toFail:)
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began
    let _: UIGestureRecognizer.State = UIGestureRecognizer.State.began
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    let _: (any UIGestureRecognizerDelegate) -> ((UIGestureRecognizer) -> Bool)? = { $0.gestureRecognizerShouldBegin(_:) }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    let _: (any UIGestureRecognizerDelegate) -> ((UIGestureRecognizer, UIGestureRecognizer) -> Bool)? = { $0.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) }
    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    let _: (UIPanGestureRecognizer) -> (UIView?) -> CGPoint = UIPanGestureRecognizer.translation(in:)
    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)
    let _: (UIPanGestureRecognizer) -> (CGPoint, UIView?) -> Void = UIPanGestureRecognizer.setTranslation(_:in:)
    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    let _: (UIPanGestureRecognizer) -> (UIView?) -> CGPoint = UIPanGestureRecognizer.velocity(in:)
    // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration
    let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, TimeInterval> = \UILongPressGestureRecognizer.minimumPressDuration
    // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement
    let _: ReferenceWritableKeyPath<UILongPressGestureRecognizer, CGFloat> = \UILongPressGestureRecognizer.allowableMovement
    // https://developer.apple.com/documentation/uikit/uitapgesturerecognizer/numberoftapsrequired
    let _: ReferenceWritableKeyPath<UITapGestureRecognizer, Int> = \UITapGestureRecognizer.numberOfTapsRequired
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    let _: ReferenceWritableKeyPath<UIScrollView, CGPoint> = \UIScrollView.contentOffset
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    let _: ReferenceWritableKeyPath<UIScrollView, CGSize> = \UIScrollView.contentSize
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    let _: ReferenceWritableKeyPath<UIScrollView, UIEdgeInsets> = \UIScrollView.contentInset
    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    let _: KeyPath<UIScrollView, UIEdgeInsets> = \UIScrollView.adjustedContentInset
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior
    let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.ContentInsetAdjustmentBehavior> = \UIScrollView.contentInsetAdjustmentBehavior
    // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.isScrollEnabled
    // https://developer.apple.com/documentation/uikit/uiscrollview/bounces
    let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.bounces
    // https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
    let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.alwaysBounceVertical
    // https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
    let _: KeyPath<UIScrollView, Bool> = \UIScrollView.isDragging
    // https://developer.apple.com/documentation/uikit/uiscrollview/istracking
    let _: KeyPath<UIScrollView, Bool> = \UIScrollView.isTracking
    // https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
    let _: KeyPath<UIScrollView, Bool> = \UIScrollView.isDecelerating
    // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    let _: KeyPath<UIScrollView, UIPanGestureRecognizer> = \UIScrollView.panGestureRecognizer
    // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate
    let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.DecelerationRate> = \UIScrollView.decelerationRate
    // https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    let _: ReferenceWritableKeyPath<UIScrollView, (any UIScrollViewDelegate)?> = \UIScrollView.delegate
    // https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode
    let _: ReferenceWritableKeyPath<UIScrollView, UIScrollView.KeyboardDismissMode> = \UIScrollView.keyboardDismissMode
    // https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator
    let _: ReferenceWritableKeyPath<UIScrollView, Bool> = \UIScrollView.showsVerticalScrollIndicator
    // https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
    let _: ReferenceWritableKeyPath<UIScrollView, UIRefreshControl?> = \UIScrollView.refreshControl
    // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    let _: (UIScrollView) -> (CGPoint, Bool) -> Void = UIScrollView.setContentOffset(_:animated:)
    // https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)
    let _: (UIScrollView) -> (CGRect, Bool) -> Void = UIScrollView.scrollRectToVisible(_:animated:)
    // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/normal
    let _: UIScrollView.DecelerationRate = UIScrollView.DecelerationRate.normal
    // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/fast
    let _: UIScrollView.DecelerationRate = UIScrollView.DecelerationRate.fast
    // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/rawvalue
    let _: KeyPath<UIScrollView.DecelerationRate, CGFloat> = \UIScrollView.DecelerationRate.rawValue
    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    let _: (any UIScrollViewDelegate) -> ((UIScrollView) -> Void)? = { $0.scrollViewDidScroll(_:) }
    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
    let _: (any UIScrollViewDelegate) -> ((UIScrollView) -> Void)? = { $0.scrollViewWillBeginDragging(_:) }
    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
    let _: (any UIScrollViewDelegate) -> ((UIScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void)? = { $0.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) }
    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    let _: (any UIScrollViewDelegate) -> ((UIScrollView, Bool) -> Void)? = { $0.scrollViewDidEndDragging(_:willDecelerate:) }
    // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    let _: (any UIScrollViewDelegate) -> ((UIScrollView) -> Void)? = { $0.scrollViewDidEndDecelerating(_:) }
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    let _: ([NSLayoutConstraint]) -> Void = NSLayoutConstraint.activate
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    let _: ([NSLayoutConstraint]) -> Void = NSLayoutConstraint.deactivate
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    let _: ReferenceWritableKeyPath<NSLayoutConstraint, CGFloat> = \NSLayoutConstraint.constant
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    let _: ReferenceWritableKeyPath<NSLayoutConstraint, Bool> = \NSLayoutConstraint.isActive
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
    let _: ReferenceWritableKeyPath<NSLayoutConstraint, UILayoutPriority> = \NSLayoutConstraint.priority
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/multiplier
    let _: KeyPath<NSLayoutConstraint, CGFloat> = \NSLayoutConstraint.multiplier
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/identifier
    let _: ReferenceWritableKeyPath<NSLayoutConstraint, String?> = \NSLayoutConstraint.identifier
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)
    let _: (Any, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, Any?, NSLayoutConstraint.Attribute, CGFloat, CGFloat) -> NSLayoutConstraint = NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    let _: UILayoutPriority = UILayoutPriority.required
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
    let _: UILayoutPriority = UILayoutPriority.defaultHigh
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
    let _: UILayoutPriority = UILayoutPriority.defaultLow
    // https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    let _: (Float) -> UILayoutPriority = UILayoutPriority.init(rawValue:)
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    let _: (NSLayoutXAxisAnchor) -> (NSLayoutAnchor<NSLayoutXAxisAnchor>) -> NSLayoutConstraint = NSLayoutXAxisAnchor.constraint(equalTo:)
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    let _: (NSLayoutYAxisAnchor) -> (NSLayoutAnchor<NSLayoutYAxisAnchor>, CGFloat) -> NSLayoutConstraint = NSLayoutYAxisAnchor.constraint(equalTo:constant:)
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
    let _: (NSLayoutYAxisAnchor) -> (NSLayoutAnchor<NSLayoutYAxisAnchor>) -> NSLayoutConstraint = NSLayoutYAxisAnchor.constraint(greaterThanOrEqualTo:)
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
    let _: (NSLayoutXAxisAnchor) -> (NSLayoutAnchor<NSLayoutXAxisAnchor>, CGFloat) -> NSLayoutConstraint = NSLayoutXAxisAnchor.constraint(lessThanOrEqualTo:constant:)
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    let _: (NSLayoutDimension) -> (CGFloat) -> NSLayoutConstraint = NSLayoutDimension.constraint(equalToConstant:)
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
    let _: (NSLayoutDimension) -> (CGFloat) -> NSLayoutConstraint = NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)
    let _: (NSLayoutDimension) -> (NSLayoutDimension, CGFloat) -> NSLayoutConstraint = NSLayoutDimension.constraint(equalTo:multiplier:)
    // https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)
    let _: (NSLayoutDimension) -> (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint = NSLayoutDimension.constraint(equalTo:multiplier:constant:)
    // https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor/constraint(equaltosystemspacingafter:multiplier:)
    let _: (NSLayoutXAxisAnchor) -> (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint = NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)
    // https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor/constraint(equaltosystemspacingbelow:multiplier:)
    let _: (NSLayoutYAxisAnchor) -> (NSLayoutYAxisAnchor, CGFloat) -> NSLayoutConstraint = NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)
    // https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
    let _: KeyPath<UILayoutGuide, CGRect> = \UILayoutGuide.layoutFrame
    // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    let _: KeyPath<UILayoutGuide, NSLayoutYAxisAnchor> = \UILayoutGuide.topAnchor
    // https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    let _: KeyPath<UILayoutGuide, NSLayoutXAxisAnchor> = \UILayoutGuide.leadingAnchor
    // https://developer.apple.com/documentation/uikit/uiview/addlayoutguide(_:)
    let _: (UIView) -> (UILayoutGuide) -> Void = UIView.addLayoutGuide
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    let _: (String?, Bundle?) -> UIViewController = UIViewController.init(nibName:bundle:)
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    let _: (NSCoder) -> UIViewController? = UIViewController.init(coder:)
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    let _: ReferenceWritableKeyPath<UIViewController, UIView?> = \UIViewController.view
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    let _: (UIViewController) -> () -> Void = UIViewController.viewDidLoad
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    let _: (UIViewController) -> (Bool) -> Void = UIViewController.viewWillAppear
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    let _: (UIViewController) -> (Bool) -> Void = UIViewController.viewDidAppear
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    let _: (UIViewController) -> (Bool) -> Void = UIViewController.viewWillDisappear
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
    let _: (UIViewController) -> () -> Void = UIViewController.viewWillLayoutSubviews
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    let _: (UIViewController) -> () -> Void = UIViewController.viewDidLayoutSubviews
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    let _: ReferenceWritableKeyPath<UIViewController, String?> = \UIViewController.title
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    let _: KeyPath<UIViewController, UINavigationItem> = \UIViewController.navigationItem
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    let _: KeyPath<UIViewController, UINavigationController?> = \UIViewController.navigationController
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    let _: (UIViewController) -> (UIViewController, Bool, (() -> Void)?) -> Void = UIViewController.present(_:animated:completion:)
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    let _: (UIViewController) -> (Bool, (() -> Void)?) -> Void = UIViewController.dismiss(animated:completion:)
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting
    let _: ReferenceWritableKeyPath<UIViewController, Bool> = \UIViewController.isEditing
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)
    let _: (UIViewController) -> (Bool, Bool) -> Void = UIViewController.setEditing(_:animated:)
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem
    let _: KeyPath<UIViewController, UIBarButtonItem> = \UIViewController.editButtonItem
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/traitcollection
    let _: KeyPath<UIViewController, UITraitCollection> = \UIViewController.traitCollection
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    let _: (UIViewController) -> (UIViewController) -> Void = UIViewController.addChild
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    let _: (UIViewController) -> (UIViewController?) -> Void = UIViewController.didMove(toParent:)
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    let _: KeyPath<UIViewController, [UIViewController]> = \UIViewController.children
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    let _: ReferenceWritableKeyPath<UIViewController, UIModalPresentationStyle> = \UIViewController.modalPresentationStyle
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    let _: KeyPath<UIViewController, UIPopoverPresentationController?> = \UIViewController.popoverPresentationController
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    let _: KeyPath<UIViewController, UISheetPresentationController?> = \UIViewController.sheetPresentationController
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    let _: (UIViewController) -> UINavigationController = UINavigationController.init(rootViewController:)
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    let _: (UINavigationController) -> (UIViewController, Bool) -> Void = UINavigationController.pushViewController(_:animated:)
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    let _: (UINavigationController) -> (Bool) -> UIViewController? = UINavigationController.popViewController(animated:)
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    let _: ReferenceWritableKeyPath<UINavigationController, [UIViewController]> = \UINavigationController.viewControllers
    // https://developer.apple.com/documentation/uikit/uinavigationitem/title
    let _: ReferenceWritableKeyPath<UINavigationItem, String?> = \UINavigationItem.title
    // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
    let _: ReferenceWritableKeyPath<UINavigationItem, UIBarButtonItem?> = \UINavigationItem.rightBarButtonItem
    // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
    let _: ReferenceWritableKeyPath<UINavigationItem, UIBarButtonItem?> = \UINavigationItem.leftBarButtonItem
    // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
    let _: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItem]?> = \UINavigationItem.rightBarButtonItems
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(barbuttonsystemitem:target:action:)
    let _: (UIBarButtonItem.SystemItem, Any?, Selector?) -> UIBarButtonItem = UIBarButtonItem.init(barButtonSystemItem:target:action:)
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)
    let _: (String?, UIBarButtonItem.Style, Any?, Selector?) -> UIBarButtonItem = UIBarButtonItem.init(title:style:target:action:)
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    let _: (UIBarButtonItem.SystemItem, UIAction?, UIMenu?) -> UIBarButtonItem = UIBarButtonItem.init(systemItem:primaryAction:menu:)
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
    let _: ReferenceWritableKeyPath<UIBarButtonItem, UIAction?> = \UIBarButtonItem.primaryAction
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/done
    let _: UIBarButtonItem.SystemItem = UIBarButtonItem.SystemItem.done
    // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    let _: (String?, String?, UIAlertController.Style) -> UIAlertController = UIAlertController.init(title:message:preferredStyle:)
    // https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    let _: (UIAlertController) -> (UIAlertAction) -> Void = UIAlertController.addAction
    // https://developer.apple.com/documentation/uikit/uialertcontroller/actions
    let _: KeyPath<UIAlertController, [UIAlertAction]> = \UIAlertController.actions
    // https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
    let _: UIAlertController.Style = UIAlertController.Style.actionSheet
    // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    let _: (String?, UIAlertAction.Style, ((UIAlertAction) -> Void)?) -> UIAlertAction = UIAlertAction.init(title:style:handler:)
    // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
    let _: UIAlertAction.Style = UIAlertAction.Style.destructive
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    let _: ReferenceWritableKeyPath<UIPopoverPresentationController, UIView?> = \UIPopoverPresentationController.sourceView
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
    let _: ReferenceWritableKeyPath<UIPopoverPresentationController, CGRect> = \UIPopoverPresentationController.sourceRect
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceitem
    let _: ReferenceWritableKeyPath<UIPopoverPresentationController, (any UIPopoverPresentationControllerSourceItem)?> = \UIPopoverPresentationController.sourceItem
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
    let _: ReferenceWritableKeyPath<UIPopoverPresentationController, UIPopoverArrowDirection> = \UIPopoverPresentationController.permittedArrowDirections
    // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
    let _: (UIImpactFeedbackGenerator.FeedbackStyle) -> UIImpactFeedbackGenerator = UIImpactFeedbackGenerator.init(style:)
    // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
    let _: (UIImpactFeedbackGenerator) -> () -> Void = UIImpactFeedbackGenerator.impactOccurred
    // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:)
    let _: (UIImpactFeedbackGenerator) -> (CGFloat) -> Void = UIImpactFeedbackGenerator.impactOccurred(intensity:)
    // https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    let _: (UIFeedbackGenerator) -> () -> Void = UIFeedbackGenerator.prepare
    // https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
    let _: (UISelectionFeedbackGenerator) -> () -> Void = UISelectionFeedbackGenerator.selectionChanged
    // https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator/notificationoccurred(_:)
    let _: (UINotificationFeedbackGenerator) -> (UINotificationFeedbackGenerator.FeedbackType) -> Void = UINotificationFeedbackGenerator.notificationOccurred
    // https://developer.apple.com/documentation/uikit/uiscreen/main
    let _: UIScreen = UIScreen.main
    // https://developer.apple.com/documentation/uikit/uiscreen/bounds
    let _: KeyPath<UIScreen, CGRect> = \UIScreen.bounds
    // https://developer.apple.com/documentation/uikit/uiscreen/scale
    let _: KeyPath<UIScreen, CGFloat> = \UIScreen.scale
    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    let _: (UIWindowScene) -> UIWindow = UIWindow.init(windowScene:)
    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    let _: ReferenceWritableKeyPath<UIWindow, UIViewController?> = \UIWindow.rootViewController
    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    let _: (UIWindow) -> () -> Void = UIWindow.makeKeyAndVisible
    // https://developer.apple.com/documentation/uikit/uiapplication/shared
    let _: UIApplication = UIApplication.shared
    // https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    let _: KeyPath<UIApplication, Set<UIScene>> = \UIApplication.connectedScenes
    // https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
    let _: UIApplication.LaunchOptionsKey.Type = UIApplication.LaunchOptionsKey.self
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    let _: (any UIApplicationDelegate) -> ((UIApplication, [UIApplication.LaunchOptionsKey: Any]?) -> Bool)? = { $0.application(_:didFinishLaunchingWithOptions:) }
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
    let _: (any UIApplicationDelegate) -> ((UIApplication, UISceneSession, UIScene.ConnectionOptions) -> UISceneConfiguration)? = { $0.application(_:configurationForConnecting:options:) }
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    let _: (any UISceneDelegate) -> ((UIScene, UISceneSession, UIScene.ConnectionOptions) -> Void)? = { $0.scene(_:willConnectTo:options:) }
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    let _: KeyPath<any UIWindowSceneDelegate, UIWindow??> = \UIWindowSceneDelegate.window
    // https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
    let _: (String?, UISceneSession.Role) -> UISceneConfiguration = UISceneConfiguration.init(name:sessionRole:)
    // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication
    let _: UISceneSession.Role = UISceneSession.Role.windowApplication
    // https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
    let _: KeyPath<UISceneSession, UISceneSession.Role> = \UISceneSession.role
    // https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)
    let _: (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, String?, String?) -> Int32 = UIApplicationMain
    // https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    let _: KeyPath<UITraitCollection, UIContentSizeCategory> = \UITraitCollection.preferredContentSizeCategory
    // https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    let _: KeyPath<UITraitCollection, UIUserInterfaceSizeClass> = \UITraitCollection.horizontalSizeClass
    // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle
    let _: KeyPath<UITraitCollection, UIUserInterfaceStyle> = \UITraitCollection.userInterfaceStyle
    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/isaccessibilitycategory
    let _: KeyPath<UIContentSizeCategory, Bool> = \UIContentSizeCategory.isAccessibilityCategory
    // https://developer.apple.com/documentation/foundation/nsstring/boundingrect(with:options:attributes:context:)
    let _: (NSString) -> (CGSize, NSStringDrawingOptions, [NSAttributedString.Key: Any]?, NSStringDrawingContext?) -> CGRect = NSString.boundingRect(with:options:attributes:context:)
    // https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)
    let _: (NSString) -> ([NSAttributedString.Key: Any]?) -> CGSize = NSString.size(withAttributes:)
    // https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/useslinefragmentorigin
    let _: NSStringDrawingOptions = NSStringDrawingOptions.usesLineFragmentOrigin
    // https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/usesfontleading
    let _: NSStringDrawingOptions = NSStringDrawingOptions.usesFontLeading
    // https://developer.apple.com/documentation/foundation/nsattributedstring/size()
    let _: (NSAttributedString) -> () -> CGSize = NSAttributedString.size
    // https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/linespacing
    let _: ReferenceWritableKeyPath<NSMutableParagraphStyle, CGFloat> = \NSMutableParagraphStyle.lineSpacing
    // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    let _: ([UIView]) -> UIStackView = UIStackView.init(arrangedSubviews:)
    // https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    let _: (UIStackView) -> (UIView) -> Void = UIStackView.addArrangedSubview
    // https://developer.apple.com/documentation/uikit/uistackview/axis
    let _: ReferenceWritableKeyPath<UIStackView, NSLayoutConstraint.Axis> = \UIStackView.axis
    // https://developer.apple.com/documentation/uikit/uistackview/spacing
    let _: ReferenceWritableKeyPath<UIStackView, CGFloat> = \UIStackView.spacing
    // https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    let _: ReferenceWritableKeyPath<UIStackView, UIStackView.Alignment> = \UIStackView.alignment
    // https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
    let _: ReferenceWritableKeyPath<UIStackView, UIStackView.Distribution> = \UIStackView.distribution
    // https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)
    let _: (UIStackView) -> (CGFloat, UIView) -> Void = UIStackView.setCustomSpacing(_:after:)
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
    let _: (UIActivityIndicatorView.Style) -> UIActivityIndicatorView = UIActivityIndicatorView.init(style:)
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
    let _: (UIActivityIndicatorView) -> () -> Void = UIActivityIndicatorView.startAnimating
    // https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
    let _: ReferenceWritableKeyPath<UIActivityIndicatorView, Bool> = \UIActivityIndicatorView.hidesWhenStopped
    // https://developer.apple.com/documentation/uikit/uiswitch/ison
    let _: ReferenceWritableKeyPath<UISwitch, Bool> = \UISwitch.isOn
    // https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
    let _: (UISwitch) -> (Bool, Bool) -> Void = UISwitch.setOn(_:animated:)
    // https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    let _: (UIImage?) -> UIImageView = UIImageView.init(image:)
    // https://developer.apple.com/documentation/uikit/uiimageview/image
    let _: ReferenceWritableKeyPath<UIImageView, UIImage?> = \UIImageView.image
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> UIEdgeInsets = UIEdgeInsets.init(top:left:bottom:right:)
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    let _: UIEdgeInsets = UIEdgeInsets.zero
    // https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
    let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> NSDirectionalEdgeInsets = NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)
    // https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
    let _: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets.zero
    // https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)-1jmvd
    let _: (CGRect) -> (UIEdgeInsets) -> CGRect = CGRect.inset(by:)
    // https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    let _: (UIResponder) -> () -> Bool = UIResponder.becomeFirstResponder
    // https://developer.apple.com/documentation/uikit/uiresponder/next
    let _: KeyPath<UIResponder, UIResponder?> = \UIResponder.next
    // https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    let _: (UITouch) -> (UIView?) -> CGPoint = UITouch.location(in:)
}
