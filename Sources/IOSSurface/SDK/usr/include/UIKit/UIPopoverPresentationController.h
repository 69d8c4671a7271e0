// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
// https://developer.apple.com/documentation/uikit/uipresentationcontroller
// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollersourceitem
#import <UIKit/UIViewController.h>
#import <UIKit/UIBarButtonItem.h>
NS_ASSUME_NONNULL_BEGIN

typedef NS_OPTIONS(NSUInteger, UIPopoverArrowDirection) {
    UIPopoverArrowDirectionUp = 1UL << 0,
    UIPopoverArrowDirectionDown = 1UL << 1,
    UIPopoverArrowDirectionLeft = 1UL << 2,
    UIPopoverArrowDirectionRight = 1UL << 3,
    UIPopoverArrowDirectionAny = UIPopoverArrowDirectionUp | UIPopoverArrowDirectionDown | UIPopoverArrowDirectionLeft | UIPopoverArrowDirectionRight,
    UIPopoverArrowDirectionUnknown = ~0UL
};


/// An object that a popover presentation controller can use as its anchor (not main-actor isolated in Apple's header).
@protocol UIPopoverPresentationControllerSourceItem <NSObject>
@end

@interface UIView (UIPopoverPresentationControllerSourceItem) <UIPopoverPresentationControllerSourceItem>
@end
@interface UIBarButtonItem (UIPopoverPresentationControllerSourceItem) <UIPopoverPresentationControllerSourceItem>
@end

@class UIPresentationController;

/// The delegate of a presentation controller, told when it adapts to a size class.
NS_SWIFT_UI_ACTOR
@protocol UIAdaptivePresentationControllerDelegate <NSObject>
@optional
- (UIModalPresentationStyle)adaptivePresentationStyleForPresentationController:(UIPresentationController *)controller traitCollection:(UITraitCollection *)traitCollection;
- (void)presentationControllerDidDismiss:(UIPresentationController *)presentationController;
- (BOOL)presentationControllerShouldDismiss:(UIPresentationController *)presentationController;
@end

/// An object that manages the transition animations and the presentation of view controllers onscreen.
NS_SWIFT_UI_ACTOR
@interface UIPresentationController : NSObject <UITraitEnvironment, UIContentContainer>
@property (nonatomic, strong, readonly) UIViewController *presentingViewController;
@property (nonatomic, strong, readonly) UIViewController *presentedViewController;
@property (nullable, nonatomic, readonly, strong) UIView *containerView;
@property (nullable, nonatomic, readonly) UIView *presentedView;
@property (nullable, nonatomic, weak) id<UIAdaptivePresentationControllerDelegate> delegate;
@end

NS_SWIFT_UI_ACTOR
@protocol UIPopoverPresentationControllerDelegate <UIAdaptivePresentationControllerDelegate>
@end

/// An object that manages the display of content in a popover.
NS_SWIFT_UI_ACTOR
@interface UIPopoverPresentationController : UIPresentationController
@property (nonatomic) UIPopoverArrowDirection permittedArrowDirections;
@property (nullable, nonatomic, strong) UIView *sourceView;
@property (nonatomic, assign) CGRect sourceRect;
@property (nullable, nonatomic, strong) id<UIPopoverPresentationControllerSourceItem> sourceItem;
@property (nullable, nonatomic, strong) UIBarButtonItem *barButtonItem API_DEPRECATED_WITH_REPLACEMENT("sourceItem", ios(8.0, API_TO_BE_DEPRECATED));
@property (nonatomic, readonly) UIPopoverArrowDirection arrowDirection;
@property (nonatomic, copy, nullable) NSArray<UIView *> *passthroughViews;
@property (nullable, nonatomic, copy) UIColor *backgroundColor;
@property (nonatomic, readwrite) UIEdgeInsets popoverLayoutMargins;
@end

typedef NSString *UISheetPresentationControllerDetentIdentifier NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(UISheetPresentationController.Detent.Identifier);
UIKIT_EXTERN const UISheetPresentationControllerDetentIdentifier UISheetPresentationControllerDetentIdentifierMedium;
UIKIT_EXTERN const UISheetPresentationControllerDetentIdentifier UISheetPresentationControllerDetentIdentifierLarge;

/// An object that represents a height where a sheet naturally rests.
NS_SWIFT_UI_ACTOR
NS_SWIFT_NAME(UISheetPresentationController.Detent)
@interface UISheetPresentationControllerDetent : NSObject
+ (instancetype)mediumDetent NS_SWIFT_NAME(medium());
+ (instancetype)largeDetent NS_SWIFT_NAME(large());
@property (nonatomic, readonly) UISheetPresentationControllerDetentIdentifier identifier;
@end

/// A presentation controller that manages the appearance and behavior of a sheet.
NS_SWIFT_UI_ACTOR
@interface UISheetPresentationController : UIPresentationController
@property (nonatomic, copy) NSArray<UISheetPresentationControllerDetent *> *detents;
@property (nonatomic, copy, nullable) UISheetPresentationControllerDetentIdentifier selectedDetentIdentifier;
@property (nonatomic, copy, nullable) UISheetPresentationControllerDetentIdentifier largestUndimmedDetentIdentifier;
@property (nonatomic) BOOL prefersGrabberVisible;
@property (nonatomic) CGFloat preferredCornerRadius;
@property (nonatomic) BOOL prefersScrollingExpandsWhenScrolledToEdge;
- (void)animateChanges:(void (NS_NOESCAPE ^)(void))changes;
@end

@interface UIViewController (UIPresentationControllers)
@property (nullable, nonatomic, readonly) UIPresentationController *presentationController;
@property (nullable, nonatomic, readonly) UISheetPresentationController *sheetPresentationController;
@property (nullable, nonatomic, readonly) UIPopoverPresentationController *popoverPresentationController;
@end

NS_ASSUME_NONNULL_END
