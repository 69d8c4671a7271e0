// https://developer.apple.com/documentation/uikit/uimenuelement
// https://developer.apple.com/documentation/uikit/uimenu
// https://developer.apple.com/documentation/uikit/uimenu/options
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>

// Outside the nonnull region, as in Apple's header.
typedef NSString *UIMenuIdentifier NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(UIMenu.Identifier);

NS_ASSUME_NONNULL_BEGIN

@class UIImage;

typedef NS_OPTIONS(NSUInteger, UIMenuElementAttributes) {
    UIMenuElementAttributesDisabled = 1 << 0,
    UIMenuElementAttributesDestructive = 1 << 1,
    UIMenuElementAttributesHidden = 1 << 2,
    UIMenuElementAttributesKeepsMenuPresented = 1 << 3,
} NS_SWIFT_NAME(UIMenuElement.Attributes);

typedef NS_ENUM(NSInteger, UIMenuElementState) {
    UIMenuElementStateOff,
    UIMenuElementStateOn,
    UIMenuElementStateMixed
} NS_SWIFT_NAME(UIMenuElement.State);

typedef NS_OPTIONS(NSUInteger, UIMenuOptions) {
    UIMenuOptionsDisplayInline = 1 << 0,
    UIMenuOptionsDestructive = 1 << 1,
    UIMenuOptionsSingleSelection = 1 << 5,
    UIMenuOptionsDisplayAsPalette = 1 << 7,
} NS_SWIFT_NAME(UIMenu.Options);

typedef NS_ENUM(NSInteger, UIMenuElementSize) {
    UIMenuElementSizeSmall = 0,
    UIMenuElementSizeMedium,
    UIMenuElementSizeLarge,
    UIMenuElementSizeAutomatic = -1,
} NS_SWIFT_NAME(UIMenu.ElementSize);

/// An object representing a menu, action, or command.
NS_SWIFT_UI_ACTOR
@interface UIMenuElement : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readonly) NSString *title;
@property (nullable, nonatomic, copy) NSString *subtitle;
@property (nullable, nonatomic, readonly) UIImage *image;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@end

/// A container for grouping related menu elements in an app menu or contextual menu.
NS_SWIFT_UI_ACTOR
@interface UIMenu : UIMenuElement
@property (nonatomic, readonly) UIMenuIdentifier identifier;
@property (nonatomic, readonly) UIMenuOptions options;
@property (nonatomic) UIMenuElementSize preferredElementSize;
@property (nonatomic, readonly) NSArray<UIMenuElement *> *children;
@property (nonatomic, readonly) NSArray<UIMenuElement *> *selectedElements;
+ (UIMenu *)menuWithTitle:(NSString *)title image:(nullable UIImage *)image identifier:(nullable UIMenuIdentifier)identifier options:(UIMenuOptions)options children:(NSArray<UIMenuElement *> *)children NS_REFINED_FOR_SWIFT;
- (UIMenu *)menuByReplacingChildren:(NSArray<UIMenuElement *> *)newChildren NS_SWIFT_NAME(replacingChildren(_:));
@end

NS_ASSUME_NONNULL_END
