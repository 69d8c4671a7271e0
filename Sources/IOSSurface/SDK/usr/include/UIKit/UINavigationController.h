// https://developer.apple.com/documentation/uikit/uinavigationcontroller
// https://developer.apple.com/documentation/uikit/uinavigationbar
#import <UIKit/UIViewController.h>
NS_ASSUME_NONNULL_BEGIN

@class UINavigationItem;

/// Navigational controls that display in a bar along the top of the screen.
NS_SWIFT_UI_ACTOR
@interface UINavigationBar : UIView <NSCoding>
@property (nonatomic, assign, getter=isTranslucent) BOOL translucent UI_APPEARANCE_SELECTOR;
@property (nonatomic, assign) BOOL prefersLargeTitles UI_APPEARANCE_SELECTOR;
@property (nullable, nonatomic, strong) UIColor *barTintColor UI_APPEARANCE_SELECTOR;
@property (nullable, nonatomic, readonly, strong) UINavigationItem *topItem;
@property (nullable, nonatomic, readonly, strong) UINavigationItem *backItem;
@property (nullable, nonatomic, copy) NSArray<UINavigationItem *> *items;
@property (nullable, nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes UI_APPEARANCE_SELECTOR;
@property (nullable, nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *largeTitleTextAttributes UI_APPEARANCE_SELECTOR;
@end

/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
NS_SWIFT_UI_ACTOR
@interface UINavigationController : UIViewController
- (instancetype)initWithNavigationBarClass:(nullable Class)navigationBarClass toolbarClass:(nullable Class)toolbarClass NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;
- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated;
- (nullable NSArray<__kindof UIViewController *> *)popToViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (nullable NSArray<__kindof UIViewController *> *)popToRootViewControllerAnimated:(BOOL)animated;
@property (nullable, nonatomic, readonly, strong) UIViewController *topViewController;
@property (nullable, nonatomic, readonly, strong) UIViewController *visibleViewController;
@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
- (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers animated:(BOOL)animated;
@property (nonatomic, getter=isNavigationBarHidden) BOOL navigationBarHidden;
- (void)setNavigationBarHidden:(BOOL)hidden animated:(BOOL)animated;
@property (nonatomic, readonly) UINavigationBar *navigationBar;
@property (nonatomic, getter=isToolbarHidden) BOOL toolbarHidden;
- (void)setToolbarHidden:(BOOL)hidden animated:(BOOL)animated;
@property (nonatomic, readwrite, assign) BOOL hidesBarsOnSwipe;
@property (nullable, nonatomic, readonly) UIGestureRecognizer *interactivePopGestureRecognizer;
@end

@interface UIViewController (UINavigationControllerItem)
@property (nonatomic, readonly, strong) UINavigationItem *navigationItem;
@property (nonatomic) BOOL hidesBottomBarWhenPushed;
@property (nullable, nonatomic, readonly, strong) UINavigationController *navigationController;
@end

NS_ASSUME_NONNULL_END
