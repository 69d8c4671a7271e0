// UIKit's additions to NSAttributedString: the attributes it draws, paragraph styles and text alignment.
// https://developer.apple.com/documentation/foundation/nsattributedstring/key
// https://developer.apple.com/documentation/uikit/nsparagraphstyle
// https://developer.apple.com/documentation/uikit/nstextalignment
// https://developer.apple.com/documentation/uikit/nslinebreakmode
// https://developer.apple.com/documentation/uikit/nsshadow
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, NSTextAlignment) {
    NSTextAlignmentLeft      = 0,
    NSTextAlignmentCenter    = 1,
    NSTextAlignmentRight     = 2,
    NSTextAlignmentJustified = 3,
    NSTextAlignmentNatural   = 4
};

typedef NS_ENUM(NSInteger, NSLineBreakMode) {
    NSLineBreakByWordWrapping = 0,
    NSLineBreakByCharWrapping,
    NSLineBreakByClipping,
    NSLineBreakByTruncatingHead,
    NSLineBreakByTruncatingTail,
    NSLineBreakByTruncatingMiddle
};

typedef NS_OPTIONS(NSInteger, NSUnderlineStyle) {
    NSUnderlineStyleNone = 0x00,
    NSUnderlineStyleSingle = 0x01,
    NSUnderlineStyleThick = 0x02,
    NSUnderlineStyleDouble = 0x09,
    NSUnderlineStylePatternSolid NS_SWIFT_NAME(patternSolid) = 0x0000,
    NSUnderlineStylePatternDot = 0x0100,
    NSUnderlineStylePatternDash = 0x0200,
    NSUnderlineStyleByWord = 0x8000
};

typedef NS_ENUM(NSInteger, NSWritingDirection) {
    NSWritingDirectionNatural = -1,
    NSWritingDirectionLeftToRight = 0,
    NSWritingDirectionRightToLeft = 1
};

UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName NS_SWIFT_NAME(font);
UIKIT_EXTERN NSAttributedStringKey const NSParagraphStyleAttributeName NS_SWIFT_NAME(paragraphStyle);
UIKIT_EXTERN NSAttributedStringKey const NSForegroundColorAttributeName NS_SWIFT_NAME(foregroundColor);
UIKIT_EXTERN NSAttributedStringKey const NSBackgroundColorAttributeName NS_SWIFT_NAME(backgroundColor);
UIKIT_EXTERN NSAttributedStringKey const NSLigatureAttributeName NS_SWIFT_NAME(ligature);
UIKIT_EXTERN NSAttributedStringKey const NSKernAttributeName NS_SWIFT_NAME(kern);
UIKIT_EXTERN NSAttributedStringKey const NSTrackingAttributeName NS_SWIFT_NAME(tracking);
UIKIT_EXTERN NSAttributedStringKey const NSStrikethroughStyleAttributeName NS_SWIFT_NAME(strikethroughStyle);
UIKIT_EXTERN NSAttributedStringKey const NSUnderlineStyleAttributeName NS_SWIFT_NAME(underlineStyle);
UIKIT_EXTERN NSAttributedStringKey const NSStrokeColorAttributeName NS_SWIFT_NAME(strokeColor);
UIKIT_EXTERN NSAttributedStringKey const NSStrokeWidthAttributeName NS_SWIFT_NAME(strokeWidth);
UIKIT_EXTERN NSAttributedStringKey const NSShadowAttributeName NS_SWIFT_NAME(shadow);
UIKIT_EXTERN NSAttributedStringKey const NSLinkAttributeName NS_SWIFT_NAME(link);
UIKIT_EXTERN NSAttributedStringKey const NSBaselineOffsetAttributeName NS_SWIFT_NAME(baselineOffset);
UIKIT_EXTERN NSAttributedStringKey const NSUnderlineColorAttributeName NS_SWIFT_NAME(underlineColor);
UIKIT_EXTERN NSAttributedStringKey const NSStrikethroughColorAttributeName NS_SWIFT_NAME(strikethroughColor);
UIKIT_EXTERN NSAttributedStringKey const NSObliquenessAttributeName NS_SWIFT_NAME(obliqueness);
UIKIT_EXTERN NSAttributedStringKey const NSExpansionAttributeName NS_SWIFT_NAME(expansion);

/// The paragraph or ruler attributes for an attributed string.
NS_SWIFT_SENDABLE
@interface NSParagraphStyle : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (class, readonly, copy) NSParagraphStyle *defaultParagraphStyle NS_SWIFT_NAME(default);
@property (readonly) CGFloat lineSpacing;
@property (readonly) CGFloat paragraphSpacing;
@property (readonly) NSTextAlignment alignment;
@property (readonly) CGFloat headIndent;
@property (readonly) CGFloat tailIndent;
@property (readonly) CGFloat firstLineHeadIndent;
@property (readonly) CGFloat minimumLineHeight;
@property (readonly) CGFloat maximumLineHeight;
@property (readonly) NSLineBreakMode lineBreakMode;
@property (readonly) NSWritingDirection baseWritingDirection;
@property (readonly) CGFloat lineHeightMultiple;
@property (readonly) CGFloat paragraphSpacingBefore;
@property (readonly) float hyphenationFactor;
@end

/// An object for changing the values of the subattributes in a paragraph style attribute.
@interface NSMutableParagraphStyle : NSParagraphStyle
@property CGFloat lineSpacing;
@property CGFloat paragraphSpacing;
@property NSTextAlignment alignment;
@property CGFloat firstLineHeadIndent;
@property CGFloat headIndent;
@property CGFloat tailIndent;
@property NSLineBreakMode lineBreakMode;
@property CGFloat minimumLineHeight;
@property CGFloat maximumLineHeight;
@property NSWritingDirection baseWritingDirection;
@property CGFloat lineHeightMultiple;
@property CGFloat paragraphSpacingBefore;
@property float hyphenationFactor;
@end

/// An object you use to specify the shadow attributes of drawn text.
@interface NSShadow : NSObject <NSCopying, NSSecureCoding>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
@property (nonatomic) CGSize shadowOffset;
@property (nonatomic) CGFloat shadowBlurRadius;
@property (nullable, nonatomic, strong) id shadowColor;
@end

NS_ASSUME_NONNULL_END
