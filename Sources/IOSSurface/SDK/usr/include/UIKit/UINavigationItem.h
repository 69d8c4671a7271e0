// https://developer.apple.com/documentation/uikit/uinavigationitem
#import <UIKit/UIView.h>
NS_ASSUME_NONNULL_BEGIN

@class UIBarButtonItem;

typedef NS_ENUM(NSInteger, UINavigationItemLargeTitleDisplayMode) {
    UINavigationItemLargeTitleDisplayModeAutomatic,
    UINavigationItemLargeTitleDisplayModeAlways,
    UINavigationItemLargeTitleDisplayModeNever,
    UINavigationItemLargeTitleDisplayModeInline,
} NS_SWIFT_NAME(UINavigationItem.LargeTitleDisplayMode);

/// The items that a navigation bar displays when the associated view controller is visible.
NS_SWIFT_UI_ACTOR
@interface UINavigationItem : NSObject <NSCoding>
- (instancetype)initWithTitle:(NSString *)title NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nullable, nonatomic, copy) NSString *title;
@property (nullable, nonatomic, copy) NSString *subtitle;
@property (nullable, nonatomic, strong) UIView *titleView;
@property (nullable, nonatomic, copy) NSString *prompt;
@property (nullable, nonatomic, strong) UIBarButtonItem *backBarButtonItem;
@property (nullable, nonatomic, copy) NSString *backButtonTitle;
@property (nonatomic, assign) BOOL hidesBackButton;
- (void)setHidesBackButton:(BOOL)hidesBackButton animated:(BOOL)animated;
@property (nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *leftBarButtonItems;
@property (nullable, nonatomic, copy) NSArray<UIBarButtonItem *> *rightBarButtonItems;
- (void)setLeftBarButtonItems:(nullable NSArray<UIBarButtonItem *> *)items animated:(BOOL)animated;
- (void)setRightBarButtonItems:(nullable NSArray<UIBarButtonItem *> *)items animated:(BOOL)animated;
@property (nonatomic) BOOL leftItemsSupplementBackButton;
@property (nullable, nonatomic, strong) UIBarButtonItem *leftBarButtonItem;
@property (nullable, nonatomic, strong) UIBarButtonItem *rightBarButtonItem;
- (void)setLeftBarButtonItem:(nullable UIBarButtonItem *)item animated:(BOOL)animated;
- (void)setRightBarButtonItem:(nullable UIBarButtonItem *)item animated:(BOOL)animated;
@property (nonatomic, readwrite, assign) UINavigationItemLargeTitleDisplayMode largeTitleDisplayMode;
@end

NS_ASSUME_NONNULL_END
