// https://developer.apple.com/documentation/uikit/uiaccessibility-swift.protocol (the informal protocol on NSObject)
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype
#include <stdint.h>
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIGeometry.h>
#import <UIKit/UIView.h>
NS_ASSUME_NONNULL_BEGIN

@class UIAccessibilityCustomAction;

typedef uint64_t UIAccessibilityTraits NS_TYPED_ENUM;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNone NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitButton NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitLink NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitHeader NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSearchField NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitImage NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSelected NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitPlaysSound NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitKeyboardKey NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitStaticText NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSummaryElement NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNotEnabled NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitUpdatesFrequently NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitStartsMediaSession NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitAdjustable NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitAllowsDirectInteraction NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitCausesPageTurn NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitTabBar NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitToggleButton API_AVAILABLE(ios(17.0)) NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSupportsZoom API_AVAILABLE(ios(17.0)) NS_SWIFT_NONISOLATED;

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
// As in Apple's header, each member of these NSObject categories is NS_SWIFT_UI_ACTOR.
@interface NSObject (UIAccessibility)
@property (nonatomic) BOOL isAccessibilityElement NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSString *accessibilityLabel NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSAttributedString *accessibilityAttributedLabel NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSString *accessibilityHint NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSAttributedString *accessibilityAttributedHint NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSString *accessibilityValue NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSAttributedString *accessibilityAttributedValue NS_SWIFT_UI_ACTOR;
@property (nonatomic) UIAccessibilityTraits accessibilityTraits NS_SWIFT_UI_ACTOR;
@property (nonatomic) CGRect accessibilityFrame NS_SWIFT_UI_ACTOR;
@property (nonatomic) CGPoint accessibilityActivationPoint NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, strong) NSString *accessibilityLanguage NS_SWIFT_UI_ACTOR;
@property (nonatomic) BOOL accessibilityElementsHidden NS_SWIFT_UI_ACTOR;
@property (nonatomic) BOOL accessibilityViewIsModal NS_SWIFT_UI_ACTOR;
@property (nonatomic) BOOL shouldGroupAccessibilityChildren NS_SWIFT_UI_ACTOR;
@property (nonatomic) UIAccessibilityNavigationStyle accessibilityNavigationStyle NS_SWIFT_UI_ACTOR;
@property (nonatomic) BOOL accessibilityRespondsToUserInteraction NS_SWIFT_UI_ACTOR;
@property (null_resettable, nonatomic, strong) NSArray<NSString *> *accessibilityUserInputLabels NS_SWIFT_UI_ACTOR;
@property (null_resettable, nonatomic, copy) NSArray<NSAttributedString *> *accessibilityAttributedUserInputLabels NS_SWIFT_UI_ACTOR;
@end

/// Accessibility actions every object may perform.
@interface NSObject (UIAccessibilityAction)
- (BOOL)accessibilityActivate NS_SWIFT_UI_ACTOR;
- (void)accessibilityIncrement NS_SWIFT_UI_ACTOR;
- (void)accessibilityDecrement NS_SWIFT_UI_ACTOR;
- (BOOL)accessibilityPerformEscape NS_SWIFT_UI_ACTOR;
- (BOOL)accessibilityPerformMagicTap NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, strong) NSArray<UIAccessibilityCustomAction *> *accessibilityCustomActions NS_SWIFT_UI_ACTOR;
@end

/// The accessibility elements a container exposes in place of its subviews.
@interface NSObject (UIAccessibilityContainer)
@property (nullable, nonatomic, strong) NSArray *accessibilityElements NS_SWIFT_UI_ACTOR;
@property (nonatomic) UIAccessibilityContainerType accessibilityContainerType NS_SWIFT_UI_ACTOR;
@end

/// A string that identifies a user interface element (for UI tests, not read aloud).
@protocol UIAccessibilityIdentification <NSObject>
@property (nullable, nonatomic, copy) NSString *accessibilityIdentifier;
@end

@interface UIView (UIAccessibility) <UIAccessibilityIdentification>
@end

// As in Apple's header: the handler is a main-actor block type, and the initializer takes a non-null one.
typedef BOOL(^UIAccessibilityCustomActionHandler)(UIAccessibilityCustomAction *customAction) NS_SWIFT_UI_ACTOR;

/// A custom action to perform on an accessible object.
NS_SWIFT_UI_ACTOR
@interface UIAccessibilityCustomAction : NSObject
- (instancetype)initWithName:(NSString *)name target:(nullable id)target selector:(SEL)selector;
- (instancetype)initWithName:(NSString *)name actionHandler:(UIAccessibilityCustomActionHandler)actionHandler;
@property (nonatomic, copy) NSString *name;
@end

NS_ASSUME_NONNULL_END
