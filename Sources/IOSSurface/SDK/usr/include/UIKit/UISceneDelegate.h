// https://developer.apple.com/documentation/uikit/uiscene
// https://developer.apple.com/documentation/uikit/uiwindowscene
// https://developer.apple.com/documentation/uikit/uiscenedelegate
// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
// https://developer.apple.com/documentation/uikit/uiscenesession
// https://developer.apple.com/documentation/uikit/uisceneconfiguration
#import <UIKit/UIResponder.h>
#import <UIKit/UITraitCollection.h>
NS_ASSUME_NONNULL_BEGIN

@class UIScene, UIWindow, UIScreen, UISceneSession, UISceneConfiguration, UIStoryboard;
@protocol UISceneDelegate;

typedef NS_ENUM(NSInteger, UISceneActivationState) {
    UISceneActivationStateUnattached = -1,
    UISceneActivationStateForegroundActive,
    UISceneActivationStateForegroundInactive,
    UISceneActivationStateBackground
} NS_SWIFT_NAME(UIScene.ActivationState);

typedef NSString *UISceneSessionRole NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(UISceneSession.Role);
UIKIT_EXTERN UISceneSessionRole const UIWindowSceneSessionRoleApplication NS_SWIFT_NAME(windowApplication);
UIKIT_EXTERN UISceneSessionRole const UIWindowSceneSessionRoleExternalDisplayNonInteractive NS_SWIFT_NAME(windowExternalDisplayNonInteractive);

/// A data object containing information about the reasons a scene was created.
NS_SWIFT_UI_ACTOR
NS_SWIFT_NAME(UIScene.ConnectionOptions)
@interface UISceneConnectionOptions : NSObject
@property (nullable, nonatomic, readonly) NSString *sourceApplication;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@end

/// An object that represents one instance of your app's user interface.
NS_SWIFT_UI_ACTOR
@interface UIScene : UIResponder
- (instancetype)initWithSession:(UISceneSession *)session connectionOptions:(UISceneConnectionOptions *)connectionOptions NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly) UISceneSession *session;
@property (nullable, nonatomic, strong) id<UISceneDelegate> delegate;
@property (nonatomic, readonly) UISceneActivationState activationState;
@property (null_resettable, nonatomic, copy) NSString *title;
@end

/// A scene that manages one or more windows for your app.
NS_SWIFT_UI_ACTOR
@interface UIWindowScene : UIScene
@property (nonatomic, readonly) UIScreen *screen;
@property (nonatomic, readonly) UITraitCollection *traitCollection;
@property (nonatomic, readonly) NSArray<UIWindow *> *windows;
@property (nullable, nonatomic, readonly, strong) UIWindow *keyWindow;
@end

/// The core methods you use to respond to life-cycle events occurring within a scene.
NS_SWIFT_UI_ACTOR
@protocol UISceneDelegate <NSObject>
@optional
- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions;
- (void)sceneDidDisconnect:(UIScene *)scene;
- (void)sceneDidBecomeActive:(UIScene *)scene;
- (void)sceneWillResignActive:(UIScene *)scene;
- (void)sceneWillEnterForeground:(UIScene *)scene;
- (void)sceneDidEnterBackground:(UIScene *)scene;
@end

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
NS_SWIFT_UI_ACTOR
@protocol UIWindowSceneDelegate <UISceneDelegate>
@optional
@property (nullable, nonatomic, strong) UIWindow *window;
@end

/// An object that contains information about one of your app's scenes.
NS_SWIFT_UI_ACTOR
@interface UISceneSession : NSObject <NSSecureCoding>
@property (nullable, nonatomic, readonly) UIScene *scene;
@property (nonatomic, readonly) UISceneSessionRole role;
@property (nonatomic, readonly, copy) UISceneConfiguration *configuration;
@property (nonatomic, readonly) NSString *persistentIdentifier;
@property (nullable, nonatomic, copy) NSDictionary<NSString *, id> *userInfo;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@end

/// Information about the objects and storyboard for UIKit to use when creating a particular scene.
NS_SWIFT_UI_ACTOR
@interface UISceneConfiguration : NSObject <NSCopying, NSSecureCoding>
- (instancetype)initWithName:(nullable NSString *)name sessionRole:(UISceneSessionRole)sessionRole NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, nullable) NSString *name;
@property (nonatomic, readonly) UISceneSessionRole role;
@property (nonatomic, nullable) Class sceneClass;
@property (nonatomic, nullable) Class delegateClass;
@end

NS_ASSUME_NONNULL_END
