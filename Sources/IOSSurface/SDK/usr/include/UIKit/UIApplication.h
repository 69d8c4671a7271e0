// https://developer.apple.com/documentation/uikit/uiapplication
// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
// https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)
#import <UIKit/UIResponder.h>
#import <UIKit/UISceneDelegate.h>
#import <UIKit/UIWindow.h>
NS_ASSUME_NONNULL_BEGIN

@protocol UIApplicationDelegate;
@class UISceneConnectionOptions;

typedef NS_ENUM(NSInteger, UIApplicationState) {
    UIApplicationStateActive,
    UIApplicationStateInactive,
    UIApplicationStateBackground
} NS_SWIFT_NAME(UIApplication.State);

typedef NSString *UIApplicationLaunchOptionsKey NS_TYPED_ENUM NS_SWIFT_NAME(UIApplication.LaunchOptionsKey);
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsURLKey NS_SWIFT_NAME(url);
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsSourceApplicationKey NS_SWIFT_NAME(sourceApplication);
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsRemoteNotificationKey NS_SWIFT_NAME(remoteNotification);
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsShortcutItemKey NS_SWIFT_NAME(shortcutItem);

UIKIT_EXTERN NSNotificationName const UIApplicationDidBecomeActiveNotification NS_SWIFT_NAME(UIApplication.didBecomeActiveNotification) NS_SWIFT_NONISOLATED;
UIKIT_EXTERN NSNotificationName const UIApplicationWillResignActiveNotification NS_SWIFT_NAME(UIApplication.willResignActiveNotification) NS_SWIFT_NONISOLATED;
UIKIT_EXTERN NSNotificationName const UIApplicationDidEnterBackgroundNotification NS_SWIFT_NAME(UIApplication.didEnterBackgroundNotification) NS_SWIFT_NONISOLATED;
UIKIT_EXTERN NSNotificationName const UIApplicationWillEnterForegroundNotification NS_SWIFT_NAME(UIApplication.willEnterForegroundNotification) NS_SWIFT_NONISOLATED;

/// The centralized point of control and coordination for apps running in iOS.
NS_SWIFT_UI_ACTOR
@interface UIApplication : UIResponder
@property (class, nonatomic, readonly) UIApplication *sharedApplication NS_SWIFT_NAME(shared);
@property (nullable, nonatomic, assign) id<UIApplicationDelegate> delegate;
@property (nonatomic, readonly) UIApplicationState applicationState;
@property (nonatomic, getter=isIdleTimerDisabled) BOOL idleTimerDisabled;
@property (nonatomic, readonly) UIContentSizeCategory preferredContentSizeCategory;
@property (nonatomic, readonly) NSSet<UIScene *> *connectedScenes;
@property (nonatomic, readonly) NSSet<UISceneSession *> *openSessions;
@property (nonatomic, readonly) BOOL supportsMultipleScenes;
@property (nonatomic, readonly) NSArray<__kindof UIWindow *> *windows API_DEPRECATED("Use UIWindowScene.windows on a relevant window scene instead", ios(2.0, 15.0));
@property (nullable, nonatomic, readonly) UIWindow *keyWindow API_DEPRECATED("Should not be used for applications that support multiple scenes", ios(2.0, 13.0));
- (BOOL)sendAction:(SEL)action to:(nullable id)target from:(nullable id)sender forEvent:(nullable UIEvent *)event;
- (void)registerForRemoteNotifications;
@end

/// A set of methods to manage shared behaviors for your app.
NS_SWIFT_UI_ACTOR
@protocol UIApplicationDelegate <NSObject>
@optional
- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;
- (void)applicationDidBecomeActive:(UIApplication *)application;
- (void)applicationWillResignActive:(UIApplication *)application;
- (void)applicationDidEnterBackground:(UIApplication *)application;
- (void)applicationWillEnterForeground:(UIApplication *)application;
- (void)applicationWillTerminate:(UIApplication *)application;
- (void)applicationDidReceiveMemoryWarning:(UIApplication *)application;
- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession options:(UISceneConnectionOptions *)options;
- (void)application:(UIApplication *)application didDiscardSceneSessions:(NSSet<UISceneSession *> *)sceneSessions;
@property (nullable, nonatomic, strong) UIWindow *window;
@end

/// Creates the application object and the application delegate and sets up the event cycle.
UIKIT_EXTERN int UIApplicationMain(int argc, char * _Nullable argv[_Nonnull], NSString * _Nullable principalClassName, NSString * _Nullable delegateClassName);

NS_ASSUME_NONNULL_END
