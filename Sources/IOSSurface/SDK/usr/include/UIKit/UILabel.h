// https://developer.apple.com/documentation/uikit/uilabel
#import <UIKit/UIView.h>
#import <UIKit/UIFont.h>
#import <UIKit/NSAttributedString.h>
NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UIBaselineAdjustment) {
    UIBaselineAdjustmentAlignBaselines = 0,
    UIBaselineAdjustmentAlignCenters,
    UIBaselineAdjustmentNone,
};

/// A view that displays one or more lines of informational text.
NS_SWIFT_UI_ACTOR
@interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting>
@property (nullable, nonatomic, copy) NSString *text;
@property (null_resettable, nonatomic, strong) UIFont *font UI_APPEARANCE_SELECTOR;
@property (null_resettable, nonatomic, strong) UIColor *textColor UI_APPEARANCE_SELECTOR;
@property (nullable, nonatomic, strong) UIColor *shadowColor UI_APPEARANCE_SELECTOR;
@property (nonatomic) CGSize shadowOffset UI_APPEARANCE_SELECTOR;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) NSLineBreakMode lineBreakMode;
@property (nullable, nonatomic, copy) NSAttributedString *attributedText;
@property (nullable, nonatomic, strong) UIColor *highlightedTextColor UI_APPEARANCE_SELECTOR;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic) NSInteger numberOfLines;
@property (nonatomic) BOOL adjustsFontSizeToFitWidth;
@property (nonatomic) UIBaselineAdjustment baselineAdjustment;
@property (nonatomic) CGFloat minimumScaleFactor;
@property (nonatomic) BOOL allowsDefaultTighteningForTruncation;
@property (nonatomic) BOOL showsExpansionTextWhenTruncated;
@property (nonatomic) CGFloat preferredMaxLayoutWidth;
- (CGRect)textRectForBounds:(CGRect)bounds limitedToNumberOfLines:(NSInteger)numberOfLines;
- (void)drawTextInRect:(CGRect)rect;
@end

NS_ASSUME_NONNULL_END
