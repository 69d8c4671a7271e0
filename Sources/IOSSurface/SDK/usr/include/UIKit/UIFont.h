// https://developer.apple.com/documentation/uikit/uifont
// https://developer.apple.com/documentation/uikit/uifont/textstyle
// https://developer.apple.com/documentation/uikit/uifont/weight
// https://developer.apple.com/documentation/uikit/uifontmetrics
// https://developer.apple.com/documentation/uikit/uifontdescriptor
// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UITraitCollection.h>
NS_ASSUME_NONNULL_BEGIN

typedef NSString * UIFontTextStyle NS_TYPED_ENUM NS_SWIFT_NAME(UIFont.TextStyle);
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleExtraLargeTitle2;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleExtraLargeTitle;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleLargeTitle;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle1;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle2;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleTitle3;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleHeadline;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleSubheadline;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCallout;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleFootnote;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption1;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleCaption2;

typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(UIFont.Weight);
UIKIT_EXTERN const UIFontWeight UIFontWeightUltraLight;
UIKIT_EXTERN const UIFontWeight UIFontWeightThin;
UIKIT_EXTERN const UIFontWeight UIFontWeightLight;
UIKIT_EXTERN const UIFontWeight UIFontWeightRegular;
UIKIT_EXTERN const UIFontWeight UIFontWeightMedium;
UIKIT_EXTERN const UIFontWeight UIFontWeightSemibold;
UIKIT_EXTERN const UIFontWeight UIFontWeightBold;
UIKIT_EXTERN const UIFontWeight UIFontWeightHeavy;
UIKIT_EXTERN const UIFontWeight UIFontWeightBlack;

typedef NSString * UIFontDescriptorSystemDesign NS_TYPED_ENUM NS_SWIFT_NAME(UIFontDescriptor.SystemDesign);
UIKIT_EXTERN UIFontDescriptorSystemDesign const UIFontDescriptorSystemDesignDefault;
UIKIT_EXTERN UIFontDescriptorSystemDesign const UIFontDescriptorSystemDesignRounded;
UIKIT_EXTERN UIFontDescriptorSystemDesign const UIFontDescriptorSystemDesignSerif;
UIKIT_EXTERN UIFontDescriptorSystemDesign const UIFontDescriptorSystemDesignMonospaced;

typedef NS_OPTIONS(uint32_t, UIFontDescriptorSymbolicTraits) {
    UIFontDescriptorTraitItalic NS_SWIFT_NAME(traitItalic) = 1u << 0,
    UIFontDescriptorTraitBold NS_SWIFT_NAME(traitBold) = 1u << 1,
    UIFontDescriptorTraitExpanded NS_SWIFT_NAME(traitExpanded) = 1u << 5,
    UIFontDescriptorTraitCondensed NS_SWIFT_NAME(traitCondensed) = 1u << 6,
    UIFontDescriptorTraitMonoSpace NS_SWIFT_NAME(traitMonoSpace) = 1u << 10,
    UIFontDescriptorTraitVertical NS_SWIFT_NAME(traitVertical) = 1u << 11,
    UIFontDescriptorTraitUIOptimized NS_SWIFT_NAME(traitUIOptimized) = 1u << 12,
    UIFontDescriptorTraitTightLeading NS_SWIFT_NAME(traitTightLeading) = 1u << 15,
    UIFontDescriptorTraitLooseLeading NS_SWIFT_NAME(traitLooseLeading) = 1u << 16,
} NS_SWIFT_NAME(UIFontDescriptor.SymbolicTraits);

/// A collection of attributes that describes a font.
NS_SWIFT_SENDABLE
@interface UIFontDescriptor : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readonly) CGFloat pointSize;
@property (nonatomic, readonly) UIFontDescriptorSymbolicTraits symbolicTraits;
- (nullable UIFontDescriptor *)fontDescriptorWithSymbolicTraits:(UIFontDescriptorSymbolicTraits)symbolicTraits;
- (nullable UIFontDescriptor *)fontDescriptorWithDesign:(UIFontDescriptorSystemDesign)design;
- (UIFontDescriptor *)fontDescriptorWithSize:(CGFloat)newPointSize;
+ (UIFontDescriptor *)preferredFontDescriptorWithTextStyle:(UIFontTextStyle)style;
@end

/// An object that provides access to the font's characteristics. UIKit marks it Sendable rather than main-actor isolated.
NS_SWIFT_SENDABLE
@interface UIFont : NSObject <NSCopying, NSSecureCoding>
+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style;
+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection;
+ (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
@property (class, nonatomic, readonly) NSArray<NSString *> *familyNames;
+ (NSArray<NSString *> *)fontNamesForFamilyName:(NSString *)familyName;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize;
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
+ (UIFont *)monospacedDigitSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
+ (UIFont *)monospacedSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
@property (nonatomic, readonly, strong) NSString *familyName;
@property (nonatomic, readonly, strong) NSString *fontName;
@property (nonatomic, readonly) CGFloat pointSize;
@property (nonatomic, readonly) CGFloat ascender;
@property (nonatomic, readonly) CGFloat descender;
@property (nonatomic, readonly) CGFloat capHeight;
@property (nonatomic, readonly) CGFloat xHeight;
@property (nonatomic, readonly) CGFloat lineHeight;
@property (nonatomic, readonly) CGFloat leading;
- (UIFont *)fontWithSize:(CGFloat)fontSize;
+ (UIFont *)fontWithDescriptor:(UIFontDescriptor *)descriptor size:(CGFloat)pointSize;
@property (nonatomic, readonly) UIFontDescriptor *fontDescriptor;
@property (class, nonatomic, readonly) CGFloat labelFontSize;
@property (class, nonatomic, readonly) CGFloat buttonFontSize;
@property (class, nonatomic, readonly) CGFloat smallSystemFontSize;
@property (class, nonatomic, readonly) CGFloat systemFontSize;
@end

/// A utility object for obtaining custom fonts that scale to support Dynamic Type.
NS_SWIFT_SENDABLE
@interface UIFontMetrics : NSObject
@property (class, readonly, strong) UIFontMetrics *defaultMetrics NS_SWIFT_NAME(default);
- (instancetype)initForTextStyle:(UIFontTextStyle)textStyle NS_DESIGNATED_INITIALIZER;
- (UIFont *)scaledFontForFont:(UIFont *)font;
- (UIFont *)scaledFontForFont:(UIFont *)font maximumPointSize:(CGFloat)maximumPointSize;
- (CGFloat)scaledValueForValue:(CGFloat)value NS_SWIFT_NAME(scaledValue(for:));
@end

/// A collection of methods that give controls an easy way to adopt automatic adjustment to content category changes.
NS_SWIFT_UI_ACTOR
@protocol UIContentSizeCategoryAdjusting <NSObject>
@property (nonatomic) BOOL adjustsFontForContentSizeCategory;
@end

NS_ASSUME_NONNULL_END
