// https://developer.apple.com/documentation/quartzcore/calayer
// https://developer.apple.com/documentation/quartzcore/catransform3d
// https://developer.apple.com/documentation/quartzcore/cacornermask
#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN

typedef double CFTimeInterval;

/// The standard transform matrix used throughout Core Animation.
struct CATransform3D {
    CGFloat m11, m12, m13, m14;
    CGFloat m21, m22, m23, m24;
    CGFloat m31, m32, m33, m34;
    CGFloat m41, m42, m43, m44;
};
typedef struct CATransform3D CATransform3D;

FOUNDATION_EXPORT const CATransform3D CATransform3DIdentity;
FOUNDATION_EXPORT bool CATransform3DIsIdentity(CATransform3D t);
FOUNDATION_EXPORT CATransform3D CATransform3DMakeTranslation(CGFloat tx, CGFloat ty, CGFloat tz);
FOUNDATION_EXPORT CATransform3D CATransform3DMakeScale(CGFloat sx, CGFloat sy, CGFloat sz);
FOUNDATION_EXPORT CATransform3D CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
FOUNDATION_EXPORT CATransform3D CATransform3DTranslate(CATransform3D t, CGFloat tx, CGFloat ty, CGFloat tz);
FOUNDATION_EXPORT CATransform3D CATransform3DScale(CATransform3D t, CGFloat sx, CGFloat sy, CGFloat sz);
FOUNDATION_EXPORT CATransform3D CATransform3DRotate(CATransform3D t, CGFloat angle, CGFloat x, CGFloat y, CGFloat z);
FOUNDATION_EXPORT CATransform3D CATransform3DConcat(CATransform3D a, CATransform3D b);
FOUNDATION_EXPORT CATransform3D CATransform3DMakeAffineTransform(CGAffineTransform m);

/// The current absolute time, in seconds.
/// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
FOUNDATION_EXPORT CFTimeInterval CACurrentMediaTime(void);

typedef NS_OPTIONS(NSUInteger, CACornerMask) {
    kCALayerMinXMinYCorner NS_SWIFT_NAME(layerMinXMinYCorner) = 1U << 0,
    kCALayerMaxXMinYCorner NS_SWIFT_NAME(layerMaxXMinYCorner) = 1U << 1,
    kCALayerMinXMaxYCorner NS_SWIFT_NAME(layerMinXMaxYCorner) = 1U << 2,
    kCALayerMaxXMaxYCorner NS_SWIFT_NAME(layerMaxXMaxYCorner) = 1U << 3,
};

typedef NSString * CALayerContentsGravity NS_TYPED_ENUM;
typedef NSString * CALayerCornerCurve NS_TYPED_ENUM;
FOUNDATION_EXPORT CALayerCornerCurve const kCACornerCurveCircular NS_SWIFT_NAME(CALayerCornerCurve.circular);
FOUNDATION_EXPORT CALayerCornerCurve const kCACornerCurveContinuous NS_SWIFT_NAME(CALayerCornerCurve.continuous);

@class CAAnimation;

/// https://developer.apple.com/documentation/quartzcore/camediatiming
/// The timing of a layer or an animation: Apple declares these properties on this protocol, which CALayer and
/// CAAnimation adopt (QuartzCore/CAMediaTiming.h).
@protocol CAMediaTiming
@property CFTimeInterval beginTime;
@property CFTimeInterval duration;
@property float repeatCount;
@property BOOL autoreverses;
@end

@interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>
+ (instancetype)layer;
- (instancetype)init;
- (instancetype)initWithLayer:(id)layer;
@property CGRect bounds;
@property CGPoint position;
@property CGFloat zPosition;
@property CGPoint anchorPoint;
@property CGFloat anchorPointZ;
@property CATransform3D transform;
- (CGAffineTransform)affineTransform;
- (void)setAffineTransform:(CGAffineTransform)m;
@property CGRect frame;
@property (getter=isHidden) BOOL hidden;
@property (getter=isDoubleSided) BOOL doubleSided;
@property (nullable, readonly) CALayer *superlayer;
- (void)removeFromSuperlayer;
@property (nullable, copy) NSArray<__kindof CALayer *> *sublayers;
- (void)addSublayer:(CALayer *)layer;
- (void)insertSublayer:(CALayer *)layer atIndex:(unsigned)idx;
- (void)insertSublayer:(CALayer *)layer below:(nullable CALayer *)sibling;
- (void)insertSublayer:(CALayer *)layer above:(nullable CALayer *)sibling;
@property (nullable, strong) CALayer *mask;
@property BOOL masksToBounds;
- (CGPoint)convertPoint:(CGPoint)p fromLayer:(nullable CALayer *)l;
- (CGPoint)convertPoint:(CGPoint)p toLayer:(nullable CALayer *)l;
- (CGRect)convertRect:(CGRect)r fromLayer:(nullable CALayer *)l;
- (CGRect)convertRect:(CGRect)r toLayer:(nullable CALayer *)l;
- (nullable __kindof CALayer *)hitTest:(CGPoint)p;
- (BOOL)containsPoint:(CGPoint)p;
@property (nullable, strong) id contents;
@property CGFloat contentsScale;
@property (copy) CALayerContentsGravity contentsGravity;
- (void)display;
- (void)setNeedsDisplay;
- (void)displayIfNeeded;
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)layoutSublayers;
@property (nullable) CGColorRef backgroundColor;
@property CGFloat cornerRadius;
@property CACornerMask maskedCorners;
@property (copy) CALayerCornerCurve cornerCurve;
@property CGFloat borderWidth;
@property (nullable) CGColorRef borderColor;
@property float opacity;
@property BOOL allowsGroupOpacity;
@property BOOL shouldRasterize;
@property CGFloat rasterizationScale;
@property (nullable) CGColorRef shadowColor;
@property float shadowOpacity;
@property CGSize shadowOffset;
@property CGFloat shadowRadius;
@property (nullable) CGPathRef shadowPath;
@property (nullable, copy) NSString *name;
- (void)addAnimation:(CAAnimation *)anim forKey:(nullable NSString *)key;
- (void)removeAllAnimations;
- (void)removeAnimationForKey:(NSString *)key;
- (nullable NSArray<NSString *> *)animationKeys;
- (nullable __kindof CAAnimation *)animationForKey:(NSString *)key;
- (nullable instancetype)presentationLayer;
- (instancetype)modelLayer;
@end

/// https://developer.apple.com/documentation/quartzcore/caanimation
@interface CAAnimation : NSObject <NSSecureCoding, NSCopying, CAMediaTiming>
+ (instancetype)animation;
@property (getter=isRemovedOnCompletion) BOOL removedOnCompletion;
@end

/// https://developer.apple.com/documentation/quartzcore/capropertyanimation
@interface CAPropertyAnimation : CAAnimation
+ (instancetype)animationWithKeyPath:(nullable NSString *)path;
@property (nullable, copy) NSString *keyPath;
@end

/// https://developer.apple.com/documentation/quartzcore/cabasicanimation
@interface CABasicAnimation : CAPropertyAnimation
@property (nullable, strong) id fromValue;
@property (nullable, strong) id toValue;
@property (nullable, strong) id byValue;
@end

/// https://developer.apple.com/documentation/quartzcore/cashapelayer
@interface CAShapeLayer : CALayer
@property (nullable) CGPathRef path;
@property (nullable) CGColorRef fillColor;
@property (nullable) CGColorRef strokeColor;
@property CGFloat lineWidth;
@property CGFloat strokeStart;
@property CGFloat strokeEnd;
@end

/// https://developer.apple.com/documentation/quartzcore/cagradientlayer
@interface CAGradientLayer : CALayer
@property (nullable, copy) NSArray *colors;
@property (nullable, copy) NSArray<NSNumber *> *locations;
@property CGPoint startPoint;
@property CGPoint endPoint;
@end

NS_ASSUME_NONNULL_END
