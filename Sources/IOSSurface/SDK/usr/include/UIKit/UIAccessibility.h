// https://developer.apple.com/documentation/uikit/uiaccessibility-swift.protocol (the informal protocol on NSObject)
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIGeometry.h>
#import <UIKit/UIView.h>
NS_ASSUME_NONNULL_BEGIN

@class UIAccessibilityCustomAction;

typedef unsigned long long UIAccessibilityTraits NS_TYPED_ENUM;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNone;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitButton;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitLink;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitHeader;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSearchField;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitImage;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSelected;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitPlaysSound;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitKeyboardKey;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitStaticText;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSummaryElement;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNotEnabled;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitUpdatesFrequently;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitStartsMediaSession;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitAdjustable;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitAllowsDirectInteraction;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitCausesPageTurn;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitTabBar;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitToggleButton API_AVAILABLE(ios(17.0));
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSupportsZoom API_AVAILABLE(ios(17.0));

typedef NS_ENUM(NSInteger, UIAccessibilityNavigationStyle) {
    UIAccessibilityNavigationStyleAutomatic = 0,
    UIAccessibilityNavigationStyleSeparate = 1,
    UIAccessibilityNavigationStyleCombined = 2,
};

typedef NS_ENUM(NSInteger, UIAccessibilityContainerType) {
    UIAccessibilityContainerTypeNone = 0,
    UIAccessibilityContainerTypeDataTable,
    UIAccessibilityContainerTypeList,
    UIAccessibilityContainerTypeLandmark,
    UIAccessibilityContainerTypeSemanticGroup,
};

/// The accessibility attributes every object may have (an informal protocol on NSObject).
@interface NSObject (UIAccessibility)
@property (nonatomic) BOOL isAccessibilityElement;
@property (nullable, nonatomic, copy) NSString *accessibilityLabel;
@property (nullable, nonatomic, copy) NSAttributedString *accessibilityAttributedLabel;
@property (nullable, nonatomic, copy) NSString *accessibilityHint;
@property (nullable, nonatomic, copy) NSAttributedString *accessibilityAttributedHint;
@property (nullable, nonatomic, copy) NSString *accessibilityValue;
@property (nullable, nonatomic, copy) NSAttributedString *accessibilityAttributedValue;
@property (nonatomic) UIAccessibilityTraits accessibilityTraits;
@property (nonatomic) CGRect accessibilityFrame;
@property (nonatomic) CGPoint accessibilityActivationPoint;
@property (nullable, nonatomic, copy) NSString *accessibilityLanguage;
@property (nonatomic) BOOL accessibilityElementsHidden;
@property (nonatomic) BOOL accessibilityViewIsModal;
@property (nonatomic) BOOL shouldGroupAccessibilityChildren;
@property (nonatomic) UIAccessibilityNavigationStyle accessibilityNavigationStyle;
@property (nonatomic) BOOL accessibilityRespondsToUserInteraction;
@property (null_resettable, nonatomic, copy) NSArray<NSString *> *accessibilityUserInputLabels;
@property (null_resettable, nonatomic, copy) NSArray<NSAttributedString *> *accessibilityAttributedUserInputLabels;
@end

/// Accessibility actions every object may perform.
@interface NSObject (UIAccessibilityAction)
- (BOOL)accessibilityActivate;
- (void)accessibilityIncrement;
- (void)accessibilityDecrement;
- (BOOL)accessibilityPerformEscape;
- (BOOL)accessibilityPerformMagicTap;
@property (nullable, nonatomic, strong) NSArray<UIAccessibilityCustomAction *> *accessibilityCustomActions;
@end

/// The accessibility elements a container exposes in place of its subviews.
@interface NSObject (UIAccessibilityContainer)
@property (nullable, nonatomic, strong) NSArray *accessibilityElements;
@property (nonatomic) UIAccessibilityContainerType accessibilityContainerType;
@end

/// A string that identifies a user interface element (for UI tests, not read aloud).
@protocol UIAccessibilityIdentification <NSObject>
@property (nullable, nonatomic, copy) NSString *accessibilityIdentifier;
@end

@interface UIView (UIAccessibility) <UIAccessibilityIdentification>
@end

/// A custom action to perform on an accessible object.
NS_SWIFT_UI_ACTOR
@interface UIAccessibilityCustomAction : NSObject
- (instancetype)initWithName:(NSString *)name target:(nullable id)target selector:(SEL)selector;
- (instancetype)initWithName:(NSString *)name actionHandler:(BOOL (^ _Nullable)(UIAccessibilityCustomAction *customAction))actionHandler;
@property (nonatomic, copy) NSString *name;
@end

NS_ASSUME_NONNULL_END
