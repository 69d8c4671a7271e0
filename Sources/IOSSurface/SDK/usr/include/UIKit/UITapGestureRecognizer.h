// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer
// https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer
#import <UIKit/UIGestureRecognizer.h>
NS_ASSUME_NONNULL_BEGIN

/// A discrete gesture recognizer that interprets single or multiple taps.
NS_SWIFT_UI_ACTOR
@interface UITapGestureRecognizer : UIGestureRecognizer
@property (nonatomic) NSUInteger numberOfTapsRequired;
@property (nonatomic) NSUInteger numberOfTouchesRequired;
@end

/// A continuous gesture recognizer that interprets pinching gestures involving two touches.
NS_SWIFT_UI_ACTOR
@interface UIPinchGestureRecognizer : UIGestureRecognizer
@property (nonatomic) CGFloat scale;
@property (nonatomic, readonly) CGFloat velocity;
@end

typedef NS_OPTIONS(NSUInteger, UISwipeGestureRecognizerDirection) {
    UISwipeGestureRecognizerDirectionRight = 1 << 0,
    UISwipeGestureRecognizerDirectionLeft  = 1 << 1,
    UISwipeGestureRecognizerDirectionUp    = 1 << 2,
    UISwipeGestureRecognizerDirectionDown  = 1 << 3
} NS_SWIFT_NAME(UISwipeGestureRecognizer.Direction);

/// A discrete gesture recognizer that interprets swiping gestures in one or more directions.
NS_SWIFT_UI_ACTOR
@interface UISwipeGestureRecognizer : UIGestureRecognizer
@property (nonatomic) NSUInteger numberOfTouchesRequired;
@property (nonatomic) UISwipeGestureRecognizerDirection direction;
@end

NS_ASSUME_NONNULL_END
