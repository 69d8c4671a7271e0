// https://developer.apple.com/documentation/uikit/uiviewcontroller
// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
#import <UIKit/UIView.h>
#import <UIKit/UITraitCollection.h>
NS_ASSUME_NONNULL_BEGIN

@class UINavigationItem, UIBarButtonItem, UINavigationController, UIStoryboard;

typedef NS_ENUM(NSInteger, UIModalTransitionStyle) {
    UIModalTransitionStyleCoverVertical = 0,
    UIModalTransitionStyleFlipHorizontal,
    UIModalTransitionStyleCrossDissolve,
    UIModalTransitionStylePartialCurl,
};

typedef NS_ENUM(NSInteger, UIModalPresentationStyle) {
    UIModalPresentationFullScreen = 0,
    UIModalPresentationPageSheet,
    UIModalPresentationFormSheet,
    UIModalPresentationCurrentContext,
    UIModalPresentationCustom,
    UIModalPresentationOverFullScreen,
    UIModalPresentationOverCurrentContext,
    UIModalPresentationPopover,
    UIModalPresentationNone = -1,
    UIModalPresentationAutomatic = -2,
};

typedef NS_ENUM(NSInteger, UIStatusBarStyle) {
    UIStatusBarStyleDefault = 0,
    UIStatusBarStyleLightContent = 1,
    UIStatusBarStyleDarkContent = 3,
};

/// The context of a view controller transition, such as a rotation's.
NS_SWIFT_UI_ACTOR
@protocol UIViewControllerTransitionCoordinatorContext <NSObject>
@property (nonatomic, readonly, getter=isAnimated) BOOL animated;
@property (nonatomic, readonly, getter=isCancelled) BOOL cancelled;
@property (nonatomic, readonly) NSTimeInterval transitionDuration;
@end

/// A set of methods that provides support for animations associated with a view controller transition.
NS_SWIFT_UI_ACTOR
@protocol UIViewControllerTransitionCoordinator <UIViewControllerTransitionCoordinatorContext>
- (BOOL)animateAlongsideTransition:(void (^ _Nullable)(id<UIViewControllerTransitionCoordinatorContext> context))animation completion:(void (^ _Nullable)(id<UIViewControllerTransitionCoordinatorContext> context))completion;
@end

/// What a view controller is told as a container of content: among others, that its view's size is about to change.
/// UIViewController adopts it; a subclass overrides its methods as it overrides the class's own.
NS_SWIFT_UI_ACTOR
@protocol UIContentContainer <NSObject>
- (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator;
@end

/// An object that manages a view hierarchy for your UIKit app.
NS_SWIFT_UI_ACTOR
@interface UIViewController : UIResponder <NSCoding, UITraitEnvironment, UIContentContainer>
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (null_resettable, nonatomic, strong) UIView *view;
- (void)loadView;
- (void)loadViewIfNeeded;
@property (nullable, nonatomic, readonly, strong) UIView *viewIfLoaded;
@property (nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded;
@property (nullable, nonatomic, readonly, copy) NSString *nibName;
@property (nullable, nonatomic, readonly, strong) NSBundle *nibBundle;
- (void)viewDidLoad NS_REQUIRES_SUPER;
@property (nullable, nonatomic, copy) NSString *title;
- (void)viewWillAppear:(BOOL)animated NS_REQUIRES_SUPER;
- (void)viewIsAppearing:(BOOL)animated NS_REQUIRES_SUPER API_AVAILABLE(ios(13.0));
- (void)viewDidAppear:(BOOL)animated NS_REQUIRES_SUPER;
- (void)viewWillDisappear:(BOOL)animated NS_REQUIRES_SUPER;
- (void)viewDidDisappear:(BOOL)animated NS_REQUIRES_SUPER;
- (void)viewWillLayoutSubviews;
- (void)viewDidLayoutSubviews;
- (void)updateViewConstraints NS_REQUIRES_SUPER;
- (void)viewLayoutMarginsDidChange NS_REQUIRES_SUPER;
- (void)viewSafeAreaInsetsDidChange NS_REQUIRES_SUPER;
@property (nonatomic) UIEdgeInsets additionalSafeAreaInsets;
- (void)didReceiveMemoryWarning;

@property (nullable, nonatomic, weak, readonly) UIViewController *parentViewController NS_SWIFT_NAME(parent);
@property (nullable, nonatomic, readonly) UIViewController *presentedViewController;
@property (nullable, nonatomic, readonly) UIViewController *presentingViewController;
@property (nonatomic, readonly, getter=isBeingPresented) BOOL beingPresented;
@property (nonatomic, readonly, getter=isBeingDismissed) BOOL beingDismissed;
@property (nonatomic, readonly, getter=isMovingToParentViewController) BOOL movingToParentViewController NS_SWIFT_NAME(isMovingToParent);
@property (nonatomic, readonly, getter=isMovingFromParentViewController) BOOL movingFromParentViewController NS_SWIFT_NAME(isMovingFromParent);
@property (nonatomic, assign) BOOL definesPresentationContext;
@property (nonatomic, assign) BOOL providesPresentationContextTransitionStyle;
@property (nonatomic, assign) UIModalTransitionStyle modalTransitionStyle;
@property (nonatomic, assign) UIModalPresentationStyle modalPresentationStyle;
@property (nonatomic, getter=isModalInPresentation) BOOL modalInPresentation;
@property (nonatomic) CGSize preferredContentSize;
- (void)presentViewController:(UIViewController *)viewControllerToPresent animated:(BOOL)flag completion:(void (^ _Nullable)(void))completion NS_SWIFT_DISABLE_ASYNC;
- (void)dismissViewControllerAnimated:(BOOL)flag completion:(void (^ _Nullable)(void))completion NS_SWIFT_DISABLE_ASYNC;
- (void)showViewController:(UIViewController *)vc sender:(nullable id)sender;
- (void)showDetailViewController:(UIViewController *)vc sender:(nullable id)sender;

@property (nonatomic, getter=isEditing) BOOL editing;
- (void)setEditing:(BOOL)editing animated:(BOOL)animated;
@property (nonatomic, readonly) UIBarButtonItem *editButtonItem;

@property (nonatomic, readonly) UIStatusBarStyle preferredStatusBarStyle;
@property (nonatomic, readonly) BOOL prefersStatusBarHidden;
- (void)setNeedsStatusBarAppearanceUpdate;
@property (nonatomic) UIUserInterfaceStyle overrideUserInterfaceStyle;

@property (nonatomic, readonly) NSArray<__kindof UIViewController *> *childViewControllers NS_SWIFT_NAME(children);
- (void)addChildViewController:(UIViewController *)childController NS_SWIFT_NAME(addChild(_:));
- (void)removeFromParentViewController NS_SWIFT_NAME(removeFromParent());
- (void)willMoveToParentViewController:(nullable UIViewController *)parent NS_SWIFT_NAME(willMove(toParent:));
- (void)didMoveToParentViewController:(nullable UIViewController *)parent NS_SWIFT_NAME(didMove(toParent:));
- (void)setOverrideTraitCollection:(nullable UITraitCollection *)collection forChildViewController:(UIViewController *)childViewController NS_SWIFT_NAME(setOverrideTraitCollection(_:forChild:)) API_DEPRECATED("Use the traitOverrides property on the child view controller instead", ios(8.0, 17.0));
@end

NS_ASSUME_NONNULL_END
