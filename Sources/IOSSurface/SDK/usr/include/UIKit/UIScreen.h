// https://developer.apple.com/documentation/uikit/uiscreen
// https://developer.apple.com/documentation/uikit/uiscreen/main (deprecated in iOS 16; still there)
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UITraitCollection.h>
#import <UIKit/UIView.h>
NS_ASSUME_NONNULL_BEGIN

/// An object that defines the properties associated with a hardware-based display.
NS_SWIFT_UI_ACTOR
@interface UIScreen : NSObject <UITraitEnvironment>
@property (class, nonatomic, readonly) UIScreen *mainScreen API_DEPRECATED("Use a UIScreen instance found through context instead", ios(2.0, API_TO_BE_DEPRECATED));
@property (nonatomic, readonly) CGRect bounds;
@property (nonatomic, readonly) CGFloat scale;
@property (nonatomic, readonly) CGRect nativeBounds;
@property (nonatomic, readonly) CGFloat nativeScale;
@property (nonatomic, readonly) NSInteger maximumFramesPerSecond;
@property (nonatomic) CGFloat brightness;
@property (readonly) id<UICoordinateSpace> coordinateSpace;
@property (readonly) id<UICoordinateSpace> fixedCoordinateSpace;
@end

NS_ASSUME_NONNULL_END
