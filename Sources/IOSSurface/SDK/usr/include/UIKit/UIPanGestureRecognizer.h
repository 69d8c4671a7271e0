// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
#import <UIKit/UIGestureRecognizer.h>
#import <UIKit/UIGeometry.h>
NS_ASSUME_NONNULL_BEGIN

/// A continuous gesture recognizer that interprets panning gestures.
NS_SWIFT_UI_ACTOR
@interface UIPanGestureRecognizer : UIGestureRecognizer
@property (nonatomic) NSUInteger minimumNumberOfTouches;
@property (nonatomic) NSUInteger maximumNumberOfTouches;
- (CGPoint)translationInView:(nullable UIView *)view;
- (void)setTranslation:(CGPoint)translation inView:(nullable UIView *)view;
- (CGPoint)velocityInView:(nullable UIView *)view;
@end

/// A gesture recognizer that looks for panning (dragging) gestures that start near an edge of the screen.
NS_SWIFT_UI_ACTOR
@interface UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer
@property (readwrite, nonatomic, assign) UIRectEdge edges;
@end

NS_ASSUME_NONNULL_END
