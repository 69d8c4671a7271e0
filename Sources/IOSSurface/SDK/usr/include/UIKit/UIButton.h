// https://developer.apple.com/documentation/uikit/uibutton
// https://developer.apple.com/documentation/uikit/uibutton/buttontype
// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
#import <UIKit/UIControl.h>
#import <UIKit/UILabel.h>
#import <UIKit/UIImage.h>
#import <UIKit/UIImageView.h>
#import <UIKit/UIMenu.h>
NS_ASSUME_NONNULL_BEGIN

@class UIButtonConfiguration, UIButton;

typedef NS_ENUM(NSInteger, UIButtonType) {
    UIButtonTypeCustom = 0,
    UIButtonTypeSystem,
    UIButtonTypeDetailDisclosure,
    UIButtonTypeInfoLight,
    UIButtonTypeInfoDark,
    UIButtonTypeContactAdd,
    UIButtonTypePlain,
    UIButtonTypeClose = 7,
    UIButtonTypeRoundedRect = UIButtonTypeSystem
} NS_SWIFT_NAME(UIButton.ButtonType);

typedef NS_ENUM(NSInteger, UIButtonRole) {
    UIButtonRoleNormal,
    UIButtonRolePrimary,
    UIButtonRoleCancel,
    UIButtonRoleDestructive
} NS_SWIFT_NAME(UIButton.Role);

typedef void (^UIButtonConfigurationUpdateHandler)(__kindof UIButton *button) NS_SWIFT_NAME(UIButton.ConfigurationUpdateHandler);

/// A control that executes your custom code in response to user interactions.
NS_SWIFT_UI_ACTOR
@interface UIButton : UIControl <NSCoding>
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
+ (instancetype)buttonWithType:(UIButtonType)buttonType;
+ (instancetype)systemButtonWithImage:(UIImage *)image target:(nullable id)target action:(nullable SEL)action;
+ (instancetype)systemButtonWithPrimaryAction:(nullable UIAction *)primaryAction NS_SWIFT_NAME(systemButton(primaryAction:));
+ (instancetype)buttonWithType:(UIButtonType)buttonType primaryAction:(nullable UIAction *)primaryAction;
+ (instancetype)buttonWithConfiguration:(UIButtonConfiguration *)configuration primaryAction:(nullable UIAction *)primaryAction NS_REFINED_FOR_SWIFT;
@property (nonatomic, readwrite, copy, nullable) UIButtonConfiguration *configuration NS_REFINED_FOR_SWIFT;
- (void)setNeedsUpdateConfiguration;
- (void)updateConfiguration;
@property (nonatomic, readwrite, copy, nullable) UIButtonConfigurationUpdateHandler configurationUpdateHandler;
@property (nonatomic, readwrite, assign) BOOL automaticallyUpdatesConfiguration;
@property (nonatomic, readonly) UIButtonType buttonType;
@property (nonatomic) UIButtonRole role;
@property (nonatomic, copy, nullable) UIMenu *menu;
@property (nonatomic) BOOL changesSelectionAsPrimaryAction;

- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;
- (void)setTitleColor:(nullable UIColor *)color forState:(UIControlState)state UI_APPEARANCE_SELECTOR;
- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state;
- (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state UI_APPEARANCE_SELECTOR;
- (void)setPreferredSymbolConfiguration:(nullable UIImageSymbolConfiguration *)configuration forImageInState:(UIControlState)state UI_APPEARANCE_SELECTOR;
- (void)setAttributedTitle:(nullable NSAttributedString *)title forState:(UIControlState)state;
- (nullable NSString *)titleForState:(UIControlState)state;
- (nullable UIColor *)titleColorForState:(UIControlState)state;
- (nullable UIImage *)imageForState:(UIControlState)state;
- (nullable UIImage *)backgroundImageForState:(UIControlState)state;
- (nullable NSAttributedString *)attributedTitleForState:(UIControlState)state;
@property (nullable, nonatomic, readonly, strong) NSString *currentTitle;
@property (nonatomic, readonly, strong) UIColor *currentTitleColor;
@property (nullable, nonatomic, readonly, strong) UIImage *currentImage;
@property (nullable, nonatomic, readonly, strong) NSAttributedString *currentAttributedTitle;
@property (nullable, nonatomic, readonly, strong) UILabel *titleLabel;
@property (nullable, nonatomic, readonly, strong) UIImageView *imageView;
@property (nullable, nonatomic, readonly, strong) UILabel *subtitleLabel;
@end

/// The Objective-C side of `UIButton.Configuration`; Swift code uses the struct.
NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UIButtonConfiguration : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)plainButtonConfiguration;
+ (instancetype)tintedButtonConfiguration;
+ (instancetype)grayButtonConfiguration;
+ (instancetype)filledButtonConfiguration;
+ (instancetype)borderlessButtonConfiguration;
+ (instancetype)borderedButtonConfiguration;
+ (instancetype)borderedTintedButtonConfiguration;
+ (instancetype)borderedProminentButtonConfiguration;
@property (nullable, nonatomic, copy) NSString *title;
@property (nullable, nonatomic, copy) NSString *subtitle;
@property (nullable, nonatomic, strong) UIImage *image;
@end

NS_ASSUME_NONNULL_END
