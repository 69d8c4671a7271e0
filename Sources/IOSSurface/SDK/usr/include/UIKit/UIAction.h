// https://developer.apple.com/documentation/uikit/uiaction
// https://developer.apple.com/documentation/uikit/uiaction/identifier
// https://developer.apple.com/documentation/uikit/uiactionhandler
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIMenu.h>
NS_ASSUME_NONNULL_BEGIN

@class UIAction;

typedef NSString *UIActionIdentifier NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(UIAction.Identifier);
typedef void (^UIActionHandler)(__kindof UIAction *action);

/// A menu element that performs its action in a closure.
NS_SWIFT_UI_ACTOR
@interface UIAction : UIMenuElement
@property (nonatomic, copy) NSString *title;
@property (nullable, nonatomic, copy) UIImage *image;
@property (nullable, nonatomic, copy) NSString *discoverabilityTitle;
@property (nonatomic, readonly) UIActionIdentifier identifier;
@property (nonatomic) UIMenuElementAttributes attributes;
@property (nonatomic) UIMenuElementState state;
@property (nonatomic, readonly, nullable) id sender;
+ (instancetype)actionWithHandler:(UIActionHandler)handler NS_REFINED_FOR_SWIFT;
+ (instancetype)actionWithTitle:(NSString *)title image:(nullable UIImage *)image identifier:(nullable UIActionIdentifier)identifier handler:(UIActionHandler)handler NS_REFINED_FOR_SWIFT;
@end

NS_ASSUME_NONNULL_END
