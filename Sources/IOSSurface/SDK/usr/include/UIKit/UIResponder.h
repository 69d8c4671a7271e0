// https://developer.apple.com/documentation/uikit/uiresponder
// https://developer.apple.com/documentation/uikit/uitouch
// https://developer.apple.com/documentation/uikit/uievent
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIGeometry.h>
NS_ASSUME_NONNULL_BEGIN

@class UIView, UIWindow, UIEvent, UIGestureRecognizer;

typedef NS_ENUM(NSInteger, UITouchPhase) {
    UITouchPhaseBegan,
    UITouchPhaseMoved,
    UITouchPhaseStationary,
    UITouchPhaseEnded,
    UITouchPhaseCancelled,
    UITouchPhaseRegionEntered,
    UITouchPhaseRegionMoved,
    UITouchPhaseRegionExited,
} NS_SWIFT_NAME(UITouch.Phase);

typedef NS_ENUM(NSInteger, UITouchType) {
    UITouchTypeDirect,
    UITouchTypeIndirect,
    UITouchTypePencil,
    UITouchTypeIndirectPointer,
} NS_SWIFT_NAME(UITouch.TouchType);

/// An object that represents the location, size, movement, and force of a touch on the screen.
NS_SWIFT_UI_ACTOR
@interface UITouch : NSObject
@property (nonatomic, readonly) NSTimeInterval timestamp;
@property (nonatomic, readonly) UITouchPhase phase;
@property (nonatomic, readonly) NSUInteger tapCount;
@property (nonatomic, readonly) UITouchType type;
@property (nullable, nonatomic, readonly, strong) UIWindow *window;
@property (nullable, nonatomic, readonly, strong) UIView *view;
@property (nullable, nonatomic, readonly, copy) NSArray<UIGestureRecognizer *> *gestureRecognizers;
@property (nonatomic, readonly) CGFloat force;
@property (nonatomic, readonly) CGFloat maximumPossibleForce;
- (CGPoint)locationInView:(nullable UIView *)view;
- (CGPoint)previousLocationInView:(nullable UIView *)view;
@end

typedef NS_ENUM(NSInteger, UIEventType) {
    UIEventTypeTouches,
    UIEventTypeMotion,
    UIEventTypeRemoteControl,
    UIEventTypePresses,
    UIEventTypeScroll = 10,
    UIEventTypeHover = 11,
    UIEventTypeTransform = 14,
} NS_SWIFT_NAME(UIEvent.EventType);

/// An object that describes a single user interaction with your app.
NS_SWIFT_UI_ACTOR
@interface UIEvent : NSObject
@property (nonatomic, readonly) UIEventType type;
@property (nonatomic, readonly) NSTimeInterval timestamp;
@property (nonatomic, readonly, nullable) NSSet<UITouch *> *allTouches;
- (nullable NSSet<UITouch *> *)touchesForView:(UIView *)view;
- (nullable NSSet<UITouch *> *)touchesForWindow:(UIWindow *)window;
@end

/// An abstract interface for responding to and handling events.
NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject
@property (nonatomic, readonly, nullable) UIResponder *nextResponder NS_SWIFT_NAME(next);
@property (nonatomic, readonly) BOOL canBecomeFirstResponder;
- (BOOL)becomeFirstResponder;
@property (nonatomic, readonly) BOOL canResignFirstResponder;
- (BOOL)resignFirstResponder;
@property (nonatomic, readonly) BOOL isFirstResponder;
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
- (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
- (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;
- (BOOL)canPerformAction:(SEL)action withSender:(nullable id)sender;
- (nullable id)targetForAction:(SEL)action withSender:(nullable id)sender;
@end

// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
UIKIT_EXTERN NSNotificationName const UIKeyboardWillShowNotification NS_SWIFT_NAME(UIResponder.keyboardWillShowNotification);
UIKIT_EXTERN NSNotificationName const UIKeyboardDidShowNotification NS_SWIFT_NAME(UIResponder.keyboardDidShowNotification);
UIKIT_EXTERN NSNotificationName const UIKeyboardWillHideNotification NS_SWIFT_NAME(UIResponder.keyboardWillHideNotification);
UIKIT_EXTERN NSNotificationName const UIKeyboardDidHideNotification NS_SWIFT_NAME(UIResponder.keyboardDidHideNotification);
UIKIT_EXTERN NSNotificationName const UIKeyboardWillChangeFrameNotification NS_SWIFT_NAME(UIResponder.keyboardWillChangeFrameNotification);
UIKIT_EXTERN NSString *const UIKeyboardFrameBeginUserInfoKey NS_SWIFT_NAME(UIResponder.keyboardFrameBeginUserInfoKey);
UIKIT_EXTERN NSString *const UIKeyboardFrameEndUserInfoKey NS_SWIFT_NAME(UIResponder.keyboardFrameEndUserInfoKey);
UIKIT_EXTERN NSString *const UIKeyboardAnimationDurationUserInfoKey NS_SWIFT_NAME(UIResponder.keyboardAnimationDurationUserInfoKey);
UIKIT_EXTERN NSString *const UIKeyboardAnimationCurveUserInfoKey NS_SWIFT_NAME(UIResponder.keyboardAnimationCurveUserInfoKey);

// https://developer.apple.com/documentation/foundation/nsvalue (UIKit's geometry additions)
@interface NSValue (NSValueUIGeometryExtensions)
+ (NSValue *)valueWithCGPoint:(CGPoint)point;
+ (NSValue *)valueWithCGSize:(CGSize)size;
+ (NSValue *)valueWithCGRect:(CGRect)rect;
+ (NSValue *)valueWithCGAffineTransform:(CGAffineTransform)transform;
+ (NSValue *)valueWithUIEdgeInsets:(UIEdgeInsets)insets;
@property (nonatomic, readonly) CGPoint CGPointValue;
@property (nonatomic, readonly) CGSize CGSizeValue;
@property (nonatomic, readonly) CGRect CGRectValue;
@property (nonatomic, readonly) CGAffineTransform CGAffineTransformValue;
@property (nonatomic, readonly) UIEdgeInsets UIEdgeInsetsValue;
@end

NS_ASSUME_NONNULL_END
