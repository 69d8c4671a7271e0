// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
NS_ASSUME_NONNULL_BEGIN

/// The abstract superclass for all feedback generators.
NS_SWIFT_UI_ACTOR
@interface UIFeedbackGenerator : NSObject
- (instancetype)init;
- (void)prepare;
@end

typedef NS_ENUM(NSInteger, UIImpactFeedbackStyle) {
    UIImpactFeedbackStyleLight,
    UIImpactFeedbackStyleMedium,
    UIImpactFeedbackStyleHeavy,
    UIImpactFeedbackStyleSoft,
    UIImpactFeedbackStyleRigid
} NS_SWIFT_NAME(UIImpactFeedbackGenerator.FeedbackStyle);

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts.
NS_SWIFT_UI_ACTOR
@interface UIImpactFeedbackGenerator : UIFeedbackGenerator
- (instancetype)initWithStyle:(UIImpactFeedbackStyle)style;
- (void)impactOccurred;
- (void)impactOccurredWithIntensity:(CGFloat)intensity NS_SWIFT_NAME(impactOccurred(intensity:));
@end

/// A concrete feedback generator subclass that creates haptics to indicate a change in selection.
NS_SWIFT_UI_ACTOR
@interface UISelectionFeedbackGenerator : UIFeedbackGenerator
- (void)selectionChanged;
@end

typedef NS_ENUM(NSInteger, UINotificationFeedbackType) {
    UINotificationFeedbackTypeSuccess,
    UINotificationFeedbackTypeWarning,
    UINotificationFeedbackTypeError
} NS_SWIFT_NAME(UINotificationFeedbackGenerator.FeedbackType);

/// A concrete feedback generator subclass that creates haptics to communicate successes, failures, and warnings.
NS_SWIFT_UI_ACTOR
@interface UINotificationFeedbackGenerator : UIFeedbackGenerator
- (void)notificationOccurred:(UINotificationFeedbackType)notificationType;
@end

NS_ASSUME_NONNULL_END
