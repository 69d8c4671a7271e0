// https://developer.apple.com/documentation/uikit/uilayoutguide
// https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide
// https://developer.apple.com/documentation/uikit/uitrackinglayoutguide
#import <UIKit/NSLayoutAnchor.h>
NS_ASSUME_NONNULL_BEGIN

/// A rectangular area that can interact with Auto Layout.
NS_SWIFT_UI_ACTOR
@interface UILayoutGuide : NSObject <NSCoding>
@property (nonatomic, readonly) CGRect layoutFrame;
@property (nonatomic, weak, nullable) UIView *owningView;
@property (nonatomic, copy) NSString *identifier;
@property (readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
@property (readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
@property (readonly, strong) NSLayoutXAxisAnchor *leftAnchor;
@property (readonly, strong) NSLayoutXAxisAnchor *rightAnchor;
@property (readonly, strong) NSLayoutYAxisAnchor *topAnchor;
@property (readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
@property (readonly, strong) NSLayoutDimension *widthAnchor;
@property (readonly, strong) NSLayoutDimension *heightAnchor;
@property (readonly, strong) NSLayoutXAxisAnchor *centerXAnchor;
@property (readonly, strong) NSLayoutYAxisAnchor *centerYAnchor;
@end

/// A layout guide that activates and deactivates constraints as it nears or leaves an edge. Its constraint-setting
/// methods (which take an NSDirectionalRectEdge) are not declared yet.
NS_SWIFT_UI_ACTOR API_AVAILABLE(ios(15.0))
@interface UITrackingLayoutGuide : UILayoutGuide
- (void)removeAllTrackedConstraints;
@end

/// The layout guide that follows the keyboard (`UIView.keyboardLayoutGuide`).
NS_SWIFT_UI_ACTOR API_AVAILABLE(ios(15.0))
@interface UIKeyboardLayoutGuide : UITrackingLayoutGuide
@property (nonatomic, readwrite) BOOL followsUndockedKeyboard;
@property (nonatomic, readwrite) BOOL usesBottomSafeArea API_AVAILABLE(ios(17.0));
@property (nonatomic, readwrite) CGFloat keyboardDismissPadding API_AVAILABLE(ios(17.0));
@end

@interface UIView (UIViewLayoutGuides)
- (void)addLayoutGuide:(UILayoutGuide *)layoutGuide;
- (void)removeLayoutGuide:(UILayoutGuide *)layoutGuide;
@property (nonatomic, readonly, copy) NSArray<__kindof UILayoutGuide *> *layoutGuides;
@end

NS_ASSUME_NONNULL_END
