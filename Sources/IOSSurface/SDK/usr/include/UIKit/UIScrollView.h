// https://developer.apple.com/documentation/uikit/uiscrollview
// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
// https://developer.apple.com/documentation/uikit/uirefreshcontrol
#import <UIKit/UIView.h>
#import <UIKit/UIControl.h>
#import <UIKit/UIGeometry.h>
NS_ASSUME_NONNULL_BEGIN

@protocol UIScrollViewDelegate;
@class UIPanGestureRecognizer, UIPinchGestureRecognizer, UIRefreshControl, UILayoutGuide;

typedef NS_ENUM(NSInteger, UIScrollViewIndicatorStyle) {
    UIScrollViewIndicatorStyleDefault,
    UIScrollViewIndicatorStyleBlack,
    UIScrollViewIndicatorStyleWhite
} NS_SWIFT_NAME(UIScrollView.IndicatorStyle);

typedef NS_ENUM(NSInteger, UIScrollViewKeyboardDismissMode) {
    UIScrollViewKeyboardDismissModeNone,
    UIScrollViewKeyboardDismissModeOnDrag,
    UIScrollViewKeyboardDismissModeInteractive,
    UIScrollViewKeyboardDismissModeOnDragWithAccessory,
    UIScrollViewKeyboardDismissModeInteractiveWithAccessory,
} NS_SWIFT_NAME(UIScrollView.KeyboardDismissMode);

typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior) {
    UIScrollViewContentInsetAdjustmentAutomatic,
    UIScrollViewContentInsetAdjustmentScrollableAxes,
    UIScrollViewContentInsetAdjustmentNever,
    UIScrollViewContentInsetAdjustmentAlways,
} NS_SWIFT_NAME(UIScrollView.ContentInsetAdjustmentBehavior);

typedef CGFloat UIScrollViewDecelerationRate NS_TYPED_ENUM NS_SWIFT_NAME(UIScrollView.DecelerationRate);
UIKIT_EXTERN const UIScrollViewDecelerationRate UIScrollViewDecelerationRateNormal;
UIKIT_EXTERN const UIScrollViewDecelerationRate UIScrollViewDecelerationRateFast;

/// A view that allows the scrolling and zooming of its contained views.
NS_SWIFT_UI_ACTOR
@interface UIScrollView : UIView <NSCoding>
@property (nonatomic) CGPoint contentOffset;
@property (nonatomic) CGSize contentSize;
@property (nonatomic) UIEdgeInsets contentInset;
@property (nonatomic, readonly) UIEdgeInsets adjustedContentInset;
- (void)adjustedContentInsetDidChange NS_REQUIRES_SUPER;
@property (nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior;
@property (nonatomic) BOOL automaticallyAdjustsScrollIndicatorInsets;
@property (nonatomic, readonly, strong) UILayoutGuide *contentLayoutGuide;
@property (nonatomic, readonly, strong) UILayoutGuide *frameLayoutGuide;
@property (nullable, nonatomic, weak) id<UIScrollViewDelegate> delegate;
@property (nonatomic, getter=isDirectionalLockEnabled) BOOL directionalLockEnabled;
@property (nonatomic) BOOL bounces;
@property (nonatomic) BOOL bouncesHorizontally API_AVAILABLE(ios(17.4));
@property (nonatomic) BOOL bouncesVertically API_AVAILABLE(ios(17.4));
@property (nonatomic) BOOL alwaysBounceVertical;
@property (nonatomic) BOOL alwaysBounceHorizontal;
@property (nonatomic, getter=isPagingEnabled) BOOL pagingEnabled;
@property (nonatomic, getter=isScrollEnabled) BOOL scrollEnabled;
@property (nonatomic) BOOL showsVerticalScrollIndicator;
@property (nonatomic) BOOL showsHorizontalScrollIndicator;
@property (nonatomic) UIScrollViewIndicatorStyle indicatorStyle;
@property (nonatomic) UIEdgeInsets verticalScrollIndicatorInsets;
@property (nonatomic) UIEdgeInsets horizontalScrollIndicatorInsets;
@property (nonatomic) UIEdgeInsets scrollIndicatorInsets;
@property (nonatomic) UIScrollViewDecelerationRate decelerationRate;
- (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;
- (void)scrollRectToVisible:(CGRect)rect animated:(BOOL)animated;
- (void)flashScrollIndicators;
@property (nonatomic, readonly, getter=isTracking) BOOL tracking;
@property (nonatomic, readonly, getter=isDragging) BOOL dragging;
@property (nonatomic, readonly, getter=isDecelerating) BOOL decelerating;
@property (nonatomic) BOOL delaysContentTouches;
@property (nonatomic) BOOL canCancelContentTouches;
- (BOOL)touchesShouldBegin:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event inContentView:(UIView *)view;
- (BOOL)touchesShouldCancelInContentView:(UIView *)view;
@property (nonatomic) CGFloat minimumZoomScale;
@property (nonatomic) CGFloat maximumZoomScale;
@property (nonatomic) CGFloat zoomScale;
- (void)setZoomScale:(CGFloat)scale animated:(BOOL)animated;
- (void)zoomToRect:(CGRect)rect animated:(BOOL)animated;
@property (nonatomic) BOOL bouncesZoom;
@property (nonatomic, readonly, getter=isZooming) BOOL zooming;
@property (nonatomic, readonly, getter=isZoomBouncing) BOOL zoomBouncing;
@property (nonatomic) BOOL scrollsToTop;
@property (nonatomic, readonly) UIPanGestureRecognizer *panGestureRecognizer;
@property (nullable, nonatomic, readonly) UIPinchGestureRecognizer *pinchGestureRecognizer;
@property (nonatomic) UIScrollViewKeyboardDismissMode keyboardDismissMode;
@property (nonatomic, strong, nullable) UIRefreshControl *refreshControl;
@end

/// The methods that an object implements to respond to scroll-view-related messages.
NS_SWIFT_UI_ACTOR
@protocol UIScrollViewDelegate <NSObject>
@optional
- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
- (void)scrollViewDidZoom:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
- (void)scrollViewWillEndDragging:(UIScrollView *)scrollView withVelocity:(CGPoint)velocity targetContentOffset:(inout CGPoint *)targetContentOffset;
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;
- (void)scrollViewWillBeginDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView;
- (nullable UIView *)viewForZoomingInScrollView:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginZooming:(UIScrollView *)scrollView withView:(nullable UIView *)view;
- (void)scrollViewDidEndZooming:(UIScrollView *)scrollView withView:(nullable UIView *)view atScale:(CGFloat)scale;
- (BOOL)scrollViewShouldScrollToTop:(UIScrollView *)scrollView NS_SWIFT_NAME(scrollViewShouldScrollToTop(_:));
- (void)scrollViewDidScrollToTop:(UIScrollView *)scrollView NS_SWIFT_NAME(scrollViewDidScrollToTop(_:));
- (void)scrollViewDidChangeAdjustedContentInset:(UIScrollView *)scrollView;
@end

/// A standard control that can initiate the refreshing of a scroll view's contents.
NS_SWIFT_UI_ACTOR
@interface UIRefreshControl : UIControl
// As in Apple's header: -init is not marked designated, and UIControl's initializers are inherited.
- (instancetype)init;
@property (nonatomic, readonly, getter=isRefreshing) BOOL refreshing;
@property (null_resettable, nonatomic, strong) UIColor *tintColor;
@property (nullable, nonatomic, strong) NSAttributedString *attributedTitle UI_APPEARANCE_SELECTOR;
- (void)beginRefreshing;
- (void)endRefreshing;
@end

NS_ASSUME_NONNULL_END
