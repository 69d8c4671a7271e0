// https://developer.apple.com/documentation/uikit/uibarbuttonitem
// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
// https://developer.apple.com/documentation/uikit/uibaritem
#import <UIKit/UIView.h>
#import <UIKit/UIAction.h>
#import <UIKit/UIControl.h>
#import <UIKit/UIMenu.h>
#import <UIKit/UIImage.h>
NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UIBarButtonItemStyle) {
    UIBarButtonItemStylePlain,
    UIBarButtonItemStyleBordered API_DEPRECATED_WITH_REPLACEMENT("UIBarButtonItemStylePlain", ios(2.0, 8.0)),
    UIBarButtonItemStyleDone,
} NS_SWIFT_NAME(UIBarButtonItem.Style);

typedef NS_ENUM(NSInteger, UIBarButtonSystemItem) {
    UIBarButtonSystemItemDone,
    UIBarButtonSystemItemCancel,
    UIBarButtonSystemItemEdit,
    UIBarButtonSystemItemSave,
    UIBarButtonSystemItemAdd,
    UIBarButtonSystemItemFlexibleSpace,
    UIBarButtonSystemItemFixedSpace,
    UIBarButtonSystemItemCompose,
    UIBarButtonSystemItemReply,
    UIBarButtonSystemItemAction,
    UIBarButtonSystemItemOrganize,
    UIBarButtonSystemItemBookmarks,
    UIBarButtonSystemItemSearch,
    UIBarButtonSystemItemRefresh,
    UIBarButtonSystemItemStop,
    UIBarButtonSystemItemCamera,
    UIBarButtonSystemItemTrash,
    UIBarButtonSystemItemPlay,
    UIBarButtonSystemItemPause,
    UIBarButtonSystemItemRewind,
    UIBarButtonSystemItemFastForward,
    UIBarButtonSystemItemUndo,
    UIBarButtonSystemItemRedo,
    UIBarButtonSystemItemPageCurl API_DEPRECATED("", ios(4.0, 11.0)),
    UIBarButtonSystemItemClose,
} NS_SWIFT_NAME(UIBarButtonItem.SystemItem);

/// An abstract superclass for items that you add to a bar that appears at the bottom or top of the screen.
NS_SWIFT_UI_ACTOR
@interface UIBarItem : NSObject <NSCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nullable, nonatomic, copy) NSString *title;
@property (nullable, nonatomic, strong) UIImage *image;
@property (nonatomic) NSInteger tag;
- (void)setTitleTextAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attributes forState:(UIControlState)state UI_APPEARANCE_SELECTOR;
@end

/// A specialized button for placement in a toolbar or tab bar.
NS_SWIFT_UI_ACTOR
@interface UIBarButtonItem : UIBarItem <NSCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithImage:(nullable UIImage *)image style:(UIBarButtonItemStyle)style target:(nullable id)target action:(nullable SEL)action;
- (instancetype)initWithTitle:(nullable NSString *)title style:(UIBarButtonItemStyle)style target:(nullable id)target action:(nullable SEL)action;
- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem target:(nullable id)target action:(nullable SEL)action;
- (instancetype)initWithCustomView:(UIView *)customView;
- (instancetype)initWithPrimaryAction:(nullable UIAction *)primaryAction;
- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem primaryAction:(nullable UIAction *)primaryAction NS_REFINED_FOR_SWIFT;
- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem menu:(nullable UIMenu *)menu NS_REFINED_FOR_SWIFT;
+ (instancetype)fixedSpaceItemOfWidth:(CGFloat)width NS_SWIFT_NAME(fixedSpace(_:));
+ (instancetype)flexibleSpaceItem NS_SWIFT_NAME(flexibleSpace());
@property (nonatomic) UIBarButtonItemStyle style;
@property (nonatomic) CGFloat width;
@property (nullable, nonatomic, strong) __kindof UIView *customView;
@property (nullable, nonatomic) SEL action;
@property (nullable, nonatomic, weak) id target;
@property (nullable, nonatomic, copy) UIAction *primaryAction;
@property (nullable, nonatomic, copy) UIMenu *menu;
@property (nonatomic, readwrite, assign, getter=isSelected) BOOL selected;
@property (nonatomic, readwrite, assign, getter=isHidden) BOOL hidden;
@property (nonatomic, readwrite, assign) BOOL changesSelectionAsPrimaryAction;
@property (nullable, nonatomic, strong) UIColor *tintColor;
@end

NS_ASSUME_NONNULL_END
