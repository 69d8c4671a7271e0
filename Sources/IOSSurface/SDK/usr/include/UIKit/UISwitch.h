// https://developer.apple.com/documentation/uikit/uiswitch
#import <UIKit/UIControl.h>
NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UISwitchStyle) {
    UISwitchStyleAutomatic = 0,
    UISwitchStyleCheckbox,
    UISwitchStyleSliding
} NS_SWIFT_NAME(UISwitch.Style);

/// A control that offers a binary choice, such as on/off.
NS_SWIFT_UI_ACTOR
@interface UISwitch : UIControl <NSCoding>
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nullable, nonatomic, strong) UIColor *onTintColor UI_APPEARANCE_SELECTOR;
@property (nullable, nonatomic, strong) UIColor *thumbTintColor UI_APPEARANCE_SELECTOR;
@property (nonatomic, getter=isOn) BOOL on;
- (void)setOn:(BOOL)on animated:(BOOL)animated;
@property (nullable, nonatomic, copy) NSString *title;
@property (nonatomic) UISwitchStyle preferredStyle;
@property (nonatomic, readonly) UISwitchStyle style;
@end

NS_ASSUME_NONNULL_END
