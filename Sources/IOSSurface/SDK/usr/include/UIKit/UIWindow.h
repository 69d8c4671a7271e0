// https://developer.apple.com/documentation/uikit/uiwindow
// https://developer.apple.com/documentation/uikit/uiwindow/level
#import <UIKit/UIView.h>
NS_ASSUME_NONNULL_BEGIN

@class UIViewController, UIScreen, UIWindowScene;

typedef CGFloat UIWindowLevel NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(UIWindow.Level);
UIKIT_EXTERN const UIWindowLevel UIWindowLevelNormal;
UIKIT_EXTERN const UIWindowLevel UIWindowLevelAlert;
UIKIT_EXTERN const UIWindowLevel UIWindowLevelStatusBar;

/// The backdrop for your app's user interface and the object that dispatches events to your views.
NS_SWIFT_UI_ACTOR
@interface UIWindow : UIView
// As in Apple's header: no initializer is marked designated, so all are, and UIView's are inherited.
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene;
@property (nullable, nonatomic, weak) UIWindowScene *windowScene;
@property (nonatomic, strong) UIScreen *screen;
@property (nonatomic) UIWindowLevel windowLevel;
@property (nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
@property (nonatomic, readonly) BOOL canBecomeKeyWindow;
- (void)becomeKeyWindow;
- (void)resignKeyWindow;
- (void)makeKeyWindow NS_SWIFT_NAME(makeKey());
- (void)makeKeyAndVisible;
@property (nullable, nonatomic, strong) UIViewController *rootViewController;
@end

NS_ASSUME_NONNULL_END
