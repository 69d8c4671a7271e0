// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
#import <UIKit/UIGestureRecognizer.h>
NS_ASSUME_NONNULL_BEGIN

/// A continuous gesture recognizer that interprets long-press gestures.
NS_SWIFT_UI_ACTOR
@interface UILongPressGestureRecognizer : UIGestureRecognizer
@property (nonatomic) NSUInteger numberOfTapsRequired;
@property (nonatomic) NSUInteger numberOfTouchesRequired;
@property (nonatomic) NSTimeInterval minimumPressDuration;
@property (nonatomic) CGFloat allowableMovement;
@end

NS_ASSUME_NONNULL_END
