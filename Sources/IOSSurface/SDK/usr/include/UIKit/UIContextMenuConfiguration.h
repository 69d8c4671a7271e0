// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
// https://developer.apple.com/documentation/uikit/uicontextmenuactionprovider
// https://developer.apple.com/documentation/uikit/uicontextmenucontentpreviewprovider
// https://developer.apple.com/documentation/uikit/uitargetedpreview
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractionanimating
// https://developer.apple.com/documentation/uikit/uicontextmenuinteractioncommitanimating
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIMenu.h>
NS_ASSUME_NONNULL_BEGIN

@class UIViewController, UIView;

typedef UIMenu * _Nullable (^UIContextMenuActionProvider)(NSArray<UIMenuElement *> *suggestedActions);
typedef UIViewController * _Nullable (^UIContextMenuContentPreviewProvider)(void);

typedef NS_ENUM(NSInteger, UIContextMenuConfigurationElementOrder) {
    UIContextMenuConfigurationElementOrderAutomatic = 0,
    UIContextMenuConfigurationElementOrderPriority,
    UIContextMenuConfigurationElementOrderFixed,
} NS_SWIFT_NAME(UIContextMenuConfiguration.ElementOrder) API_AVAILABLE(ios(16.0));

/// An object containing the configuration details for a contextual menu.
NS_SWIFT_UI_ACTOR
@interface UIContextMenuConfiguration : NSObject
@property (nonatomic, readonly) id<NSCopying> identifier;
@property (nonatomic) UIContextMenuConfigurationElementOrder preferredMenuElementOrder API_AVAILABLE(ios(16.0));
@property (nonatomic, copy) NSSet<id<NSCopying>> *secondaryItemIdentifiers API_AVAILABLE(ios(16.0));
@property (nonatomic) NSInteger badgeCount API_AVAILABLE(ios(16.0));
+ (instancetype)configurationWithIdentifier:(nullable id<NSCopying>)identifier previewProvider:(nullable UIContextMenuContentPreviewProvider)previewProvider actionProvider:(nullable UIContextMenuActionProvider)actionProvider NS_REFINED_FOR_SWIFT;
@end

/// A preview of a view, with its parameters and target, for a menu or a drag.
NS_SWIFT_UI_ACTOR
@interface UITargetedPreview : NSObject <NSCopying>
- (instancetype)initWithView:(UIView *)view;
@property (nonatomic, readonly) UIView *view;
@property (nonatomic, readonly) CGSize size;
- (instancetype)init NS_UNAVAILABLE;
@end

/// An interface for animating the display of a contextual menu.
NS_SWIFT_UI_ACTOR
@protocol UIContextMenuInteractionAnimating <NSObject>
@property (nonatomic, readonly, nullable) UIViewController *previewViewController;
- (void)addAnimations:(void (^)(void))animations;
- (void)addCompletion:(void (^)(void))completion NS_SWIFT_DISABLE_ASYNC;
@end

typedef NS_ENUM(NSInteger, UIContextMenuInteractionCommitStyle) {
    UIContextMenuInteractionCommitStyleDismiss = 0,
    UIContextMenuInteractionCommitStylePop,
} NS_SWIFT_NAME(UIContextMenuInteractionCommitStyle);

/// An interface for animating the commit of a contextual menu's preview.
NS_SWIFT_UI_ACTOR
@protocol UIContextMenuInteractionCommitAnimating <UIContextMenuInteractionAnimating>
@property (nonatomic) UIContextMenuInteractionCommitStyle preferredCommitStyle;
@end

NS_ASSUME_NONNULL_END
