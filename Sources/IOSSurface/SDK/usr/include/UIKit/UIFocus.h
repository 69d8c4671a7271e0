// https://developer.apple.com/documentation/uikit/uifocusupdatecontext
// https://developer.apple.com/documentation/uikit/uitableviewfocusupdatecontext
// https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator
// https://developer.apple.com/documentation/uikit/uispringloadedinteractioncontext
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIGeometry.h>
NS_ASSUME_NONNULL_BEGIN

@class UIView;

/// An object that provides information relevant to a specific focus update from one view to another.
NS_SWIFT_UI_ACTOR
@interface UIFocusUpdateContext : NSObject
@property (nonatomic, weak, readonly, nullable) UIView *previouslyFocusedView;
@property (nonatomic, weak, readonly, nullable) UIView *nextFocusedView;
@end

/// Information about a focus update in a table view.
NS_SWIFT_UI_ACTOR
@interface UITableViewFocusUpdateContext : UIFocusUpdateContext
@property (nonatomic, strong, readonly, nullable) NSIndexPath *previouslyFocusedIndexPath;
@property (nonatomic, strong, readonly, nullable) NSIndexPath *nextFocusedIndexPath;
@end

/// A coordinator of focus-related animations during a focus update.
NS_SWIFT_UI_ACTOR
@interface UIFocusAnimationCoordinator : NSObject
- (void)addCoordinatedAnimations:(nullable void (^)(void))animations completion:(nullable void (^)(void))completion NS_SWIFT_DISABLE_ASYNC;
@end

typedef NS_ENUM(NSInteger, UISpringLoadedInteractionEffectState) {
    UISpringLoadedInteractionEffectStateInactive,
    UISpringLoadedInteractionEffectStatePossible,
    UISpringLoadedInteractionEffectStateActivating,
    UISpringLoadedInteractionEffectStateActivated,
};

/// The context of a spring-loaded interaction, for a delegate deciding whether to spring-load.
NS_SWIFT_UI_ACTOR
@protocol UISpringLoadedInteractionContext <NSObject>
@property (nonatomic, readonly) UISpringLoadedInteractionEffectState state;
@property (nonatomic, strong, nullable) UIView *targetView;
@property (nonatomic, strong, nullable) id targetItem;
- (CGPoint)locationInView:(nullable UIView *)view;
@end

NS_ASSUME_NONNULL_END
