// https://developer.apple.com/documentation/uikit/uistoryboard
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
NS_ASSUME_NONNULL_BEGIN

@class NSBundle, UIViewController;

/// An encapsulation of the design-time view controller graph represented in an Interface Builder storyboard resource file.
NS_SWIFT_UI_ACTOR
@interface UIStoryboard : NSObject
+ (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(nullable NSBundle *)storyboardBundleOrNil;
- (nullable __kindof UIViewController *)instantiateInitialViewController;
- (__kindof UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier;
@end

NS_ASSUME_NONNULL_END
