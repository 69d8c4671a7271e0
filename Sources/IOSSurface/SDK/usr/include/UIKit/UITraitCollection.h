// https://developer.apple.com/documentation/uikit/uitraitcollection
// https://developer.apple.com/documentation/uikit/uitraitenvironment
// https://developer.apple.com/documentation/uikit/uicontentsizecategory
// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) {
    UIUserInterfaceIdiomUnspecified = -1,
    UIUserInterfaceIdiomPhone,
    UIUserInterfaceIdiomPad,
    UIUserInterfaceIdiomTV,
    UIUserInterfaceIdiomCarPlay,
    UIUserInterfaceIdiomMac = 5,
    UIUserInterfaceIdiomVision = 6,
};

typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass) {
    UIUserInterfaceSizeClassUnspecified = 0,
    UIUserInterfaceSizeClassCompact     = 1,
    UIUserInterfaceSizeClassRegular     = 2,
};

typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
    UIUserInterfaceStyleUnspecified,
    UIUserInterfaceStyleLight,
    UIUserInterfaceStyleDark,
};

typedef NS_ENUM(NSInteger, UITraitEnvironmentLayoutDirection) {
    UITraitEnvironmentLayoutDirectionUnspecified = -1,
    UITraitEnvironmentLayoutDirectionLeftToRight = 0,
    UITraitEnvironmentLayoutDirectionRightToLeft = 1,
};

typedef NS_ENUM(NSInteger, UIAccessibilityContrast) {
    UIAccessibilityContrastUnspecified = -1,
    UIAccessibilityContrastNormal,
    UIAccessibilityContrastHigh,
};

/// Constants that indicate the preferred size of your content.
typedef NSString * UIContentSizeCategory NS_TYPED_ENUM;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryUnspecified;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraSmall;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategorySmall;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryMedium;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryLarge;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraLarge;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraExtraLarge;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraExtraExtraLarge;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityMedium;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityLarge;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraLarge;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraLarge;
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraExtraLarge;
// Refined for Swift as Apple's header has it: Swift reads it as `UIContentSizeCategory.isAccessibilityCategory` (Overlays/UIKit/ViewsApplication.swift).
UIKIT_EXTERN BOOL UIContentSizeCategoryIsAccessibilityCategory(UIContentSizeCategory category) NS_REFINED_FOR_SWIFT;

/// The iOS interface environment for your app: size classes, display scale, text size, appearance.
/// UIKit marks it Sendable rather than main-actor isolated: a trait collection is an immutable value.
NS_SWIFT_SENDABLE
@interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (BOOL)containsTraitsInCollection:(nullable UITraitCollection *)trait API_DEPRECATED("Compare values for specific traits in the trait collections instead", ios(8.0, 17.0));
+ (UITraitCollection *)traitCollectionWithTraitsFromCollections:(NSArray<UITraitCollection *> *)traitCollections NS_SWIFT_NAME(init(traitsFrom:)) API_DEPRECATED("Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections", ios(8.0, 17.0));
+ (UITraitCollection *)traitCollectionWithHorizontalSizeClass:(UIUserInterfaceSizeClass)horizontalSizeClass;
+ (UITraitCollection *)traitCollectionWithVerticalSizeClass:(UIUserInterfaceSizeClass)verticalSizeClass;
+ (UITraitCollection *)traitCollectionWithUserInterfaceStyle:(UIUserInterfaceStyle)userInterfaceStyle;
+ (UITraitCollection *)traitCollectionWithPreferredContentSizeCategory:(UIContentSizeCategory)preferredContentSizeCategory;
+ (UITraitCollection *)traitCollectionWithDisplayScale:(CGFloat)scale;
@property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
@property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle;
@property (nonatomic, readonly) UITraitEnvironmentLayoutDirection layoutDirection;
@property (nonatomic, readonly) CGFloat displayScale;
@property (nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass;
@property (nonatomic, readonly) UIUserInterfaceSizeClass verticalSizeClass;
@property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory;
@property (nonatomic, readonly) UIAccessibilityContrast accessibilityContrast;
- (BOOL)hasDifferentColorAppearanceComparedToTraitCollection:(nullable UITraitCollection *)traitCollection;
@property (class, nonatomic, strong) UITraitCollection *currentTraitCollection NS_SWIFT_NAME(current);
@end

/// The trait environment of views, view controllers, windows and screens.
NS_SWIFT_UI_ACTOR
@protocol UITraitEnvironment <NSObject>
@property (nonatomic, readonly) UITraitCollection *traitCollection;
- (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection API_DEPRECATED("Use the trait change registration APIs", ios(8.0, 17.0));
@end

NS_ASSUME_NONNULL_END
