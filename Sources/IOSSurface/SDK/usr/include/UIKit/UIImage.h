// https://developer.apple.com/documentation/uikit/uiimage
// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration
// https://developer.apple.com/documentation/uikit/uiimage/renderingmode
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
#import <UIKit/UIGeometry.h>
#import <UIKit/UIFont.h>
#import <UIKit/UITraitCollection.h>
NS_ASSUME_NONNULL_BEGIN

@class UIColor;

typedef NS_ENUM(NSInteger, UIImageOrientation) {
    UIImageOrientationUp,
    UIImageOrientationDown,
    UIImageOrientationLeft,
    UIImageOrientationRight,
    UIImageOrientationUpMirrored,
    UIImageOrientationDownMirrored,
    UIImageOrientationLeftMirrored,
    UIImageOrientationRightMirrored,
} NS_SWIFT_NAME(UIImage.Orientation);

typedef NS_ENUM(NSInteger, UIImageRenderingMode) {
    UIImageRenderingModeAutomatic,
    UIImageRenderingModeAlwaysOriginal,
    UIImageRenderingModeAlwaysTemplate,
} NS_SWIFT_NAME(UIImage.RenderingMode);

typedef NS_ENUM(NSInteger, UIImageSymbolScale) {
    UIImageSymbolScaleDefault = -1,
    UIImageSymbolScaleUnspecified = 0,
    UIImageSymbolScaleSmall = 1,
    UIImageSymbolScaleMedium,
    UIImageSymbolScaleLarge,
} NS_SWIFT_NAME(UIImage.SymbolScale);

typedef NS_ENUM(NSInteger, UIImageSymbolWeight) {
    UIImageSymbolWeightUnspecified = 0,
    UIImageSymbolWeightUltraLight = 1,
    UIImageSymbolWeightThin,
    UIImageSymbolWeightLight,
    UIImageSymbolWeightRegular,
    UIImageSymbolWeightMedium,
    UIImageSymbolWeightSemibold,
    UIImageSymbolWeightBold,
    UIImageSymbolWeightHeavy,
    UIImageSymbolWeightBlack
} NS_SWIFT_NAME(UIImage.SymbolWeight);

/// An object that contains the traits the system uses when choosing an image variant.
NS_SWIFT_SENDABLE
@interface UIImageConfiguration : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic, readonly, nullable) UITraitCollection *traitCollection;
- (instancetype)configurationByApplyingConfiguration:(nullable UIImageConfiguration *)otherConfiguration NS_SWIFT_NAME(applying(_:));
@end

/// An object that contains the specific font, size, style, and weight attributes to apply to a symbol image.
NS_SWIFT_SENDABLE
NS_SWIFT_NAME(UIImage.SymbolConfiguration)
@interface UIImageSymbolConfiguration : UIImageConfiguration
@property (class, nonatomic, readonly) UIImageSymbolConfiguration *unspecifiedConfiguration NS_SWIFT_NAME(unspecified);
+ (instancetype)configurationWithScale:(UIImageSymbolScale)scale NS_SWIFT_NAME(init(scale:));
+ (instancetype)configurationWithPointSize:(CGFloat)pointSize NS_SWIFT_NAME(init(pointSize:));
+ (instancetype)configurationWithWeight:(UIImageSymbolWeight)weight NS_SWIFT_NAME(init(weight:));
+ (instancetype)configurationWithPointSize:(CGFloat)pointSize weight:(UIImageSymbolWeight)weight NS_SWIFT_NAME(init(pointSize:weight:));
+ (instancetype)configurationWithPointSize:(CGFloat)pointSize weight:(UIImageSymbolWeight)weight scale:(UIImageSymbolScale)scale NS_SWIFT_NAME(init(pointSize:weight:scale:));
+ (instancetype)configurationWithTextStyle:(UIFontTextStyle)textStyle NS_SWIFT_NAME(init(textStyle:));
+ (instancetype)configurationWithTextStyle:(UIFontTextStyle)textStyle scale:(UIImageSymbolScale)scale NS_SWIFT_NAME(init(textStyle:scale:));
+ (instancetype)configurationWithFont:(UIFont *)font NS_SWIFT_NAME(init(font:));
+ (instancetype)configurationWithFont:(UIFont *)font scale:(UIImageSymbolScale)scale NS_SWIFT_NAME(init(font:scale:));
+ (instancetype)configurationWithHierarchicalColor:(UIColor *)hierarchicalColor NS_SWIFT_NAME(init(hierarchicalColor:));
+ (instancetype)configurationWithPaletteColors:(NSArray<UIColor *> *)paletteColors NS_SWIFT_NAME(init(paletteColors:));
+ (instancetype)configurationPreferringMulticolor NS_SWIFT_NAME(preferringMulticolor());
@end

/// An object that manages image data in your app. UIKit marks it Sendable rather than main-actor isolated.
NS_SWIFT_SENDABLE
@interface UIImage : NSObject <NSSecureCoding>
+ (nullable UIImage *)imageNamed:(NSString *)name;
+ (nullable UIImage *)imageNamed:(NSString *)name inBundle:(nullable NSBundle *)bundle compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection;
+ (nullable UIImage *)imageNamed:(NSString *)name inBundle:(nullable NSBundle *)bundle withConfiguration:(nullable UIImageConfiguration *)configuration;
+ (nullable UIImage *)systemImageNamed:(NSString *)name NS_SWIFT_NAME(init(systemName:));
+ (nullable UIImage *)systemImageNamed:(NSString *)name withConfiguration:(nullable UIImageConfiguration *)configuration NS_SWIFT_NAME(init(systemName:withConfiguration:));
+ (nullable UIImage *)systemImageNamed:(NSString *)name compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection NS_SWIFT_NAME(init(systemName:compatibleWith:));
+ (nullable UIImage *)imageWithContentsOfFile:(NSString *)path;
- (nullable instancetype)initWithContentsOfFile:(NSString *)path;
- (instancetype)initWithCGImage:(CGImageRef)cgImage;
- (instancetype)initWithCGImage:(CGImageRef)cgImage scale:(CGFloat)scale orientation:(UIImageOrientation)orientation;
@property (nonatomic, readonly) CGSize size;
@property (nullable, nonatomic, readonly) CGImageRef CGImage;
@property (nonatomic, readonly) UIImageOrientation imageOrientation;
@property (nonatomic, readonly) CGFloat scale;
@property (nonatomic, readonly, getter=isSymbolImage) BOOL symbolImage;
@property (nonatomic, readonly) UIEdgeInsets capInsets;
@property (nonatomic, readonly) UIImageRenderingMode renderingMode;
@property (nullable, nonatomic, readonly, copy) UIImageConfiguration *configuration;
@property (nullable, nonatomic, readonly, copy) UIImageSymbolConfiguration *symbolConfiguration;
@property (class, readonly, strong) UIImage *addImage NS_SWIFT_NAME(add);
@property (class, readonly, strong) UIImage *removeImage NS_SWIFT_NAME(remove);
@property (class, readonly, strong) UIImage *actionsImage NS_SWIFT_NAME(actions);
@property (class, readonly, strong) UIImage *checkmarkImage NS_SWIFT_NAME(checkmark);
@property (class, readonly, strong) UIImage *strokedCheckmarkImage NS_SWIFT_NAME(strokedCheckmark);
- (UIImage *)resizableImageWithCapInsets:(UIEdgeInsets)capInsets;
- (UIImage *)imageWithRenderingMode:(UIImageRenderingMode)renderingMode;
- (UIImage *)imageWithTintColor:(UIColor *)color;
- (UIImage *)imageWithTintColor:(UIColor *)color renderingMode:(UIImageRenderingMode)renderingMode;
- (UIImage *)imageWithConfiguration:(UIImageConfiguration *)configuration;
- (nullable UIImage *)imageByApplyingSymbolConfiguration:(UIImageSymbolConfiguration *)configuration;
- (UIImage *)imageWithAlignmentRectInsets:(UIEdgeInsets)alignmentInsets;
- (UIImage *)imageWithHorizontallyFlippedOrientation;
- (void)drawAtPoint:(CGPoint)point;
- (void)drawInRect:(CGRect)rect;
@end

NS_ASSUME_NONNULL_END
