// https://developer.apple.com/documentation/uikit/uistackview
#include <float.h>
#import <UIKit/UIView.h>
#import <UIKit/NSLayoutConstraint.h>
NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, UIStackViewDistribution) {
    UIStackViewDistributionFill = 0,
    UIStackViewDistributionFillEqually,
    UIStackViewDistributionFillProportionally,
    UIStackViewDistributionEqualSpacing,
    UIStackViewDistributionEqualCentering,
} NS_SWIFT_NAME(UIStackView.Distribution);

typedef NS_ENUM(NSInteger, UIStackViewAlignment) {
    UIStackViewAlignmentFill,
    UIStackViewAlignmentLeading,
    UIStackViewAlignmentTop = UIStackViewAlignmentLeading,
    UIStackViewAlignmentFirstBaseline,
    UIStackViewAlignmentCenter,
    UIStackViewAlignmentTrailing,
    UIStackViewAlignmentBottom = UIStackViewAlignmentTrailing,
    UIStackViewAlignmentLastBaseline,
} NS_SWIFT_NAME(UIStackView.Alignment);

// Swift names them `UIStackView.spacingUseDefault` and `.spacingUseSystem` (UIKit's API notes).
static const CGFloat UIStackViewSpacingUseDefault API_AVAILABLE(ios(11.0)) = FLT_MAX;
static const CGFloat UIStackViewSpacingUseSystem API_AVAILABLE(ios(11.0)) = FLT_MIN;

/// A streamlined interface for laying out a collection of views in either a column or a row.
NS_SWIFT_UI_ACTOR
@interface UIStackView : UIView
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *arrangedSubviews;
- (void)addArrangedSubview:(UIView *)view;
- (void)removeArrangedSubview:(UIView *)view;
- (void)insertArrangedSubview:(UIView *)view atIndex:(NSUInteger)stackIndex;
@property (nonatomic) UILayoutConstraintAxis axis;
@property (nonatomic) UIStackViewDistribution distribution;
@property (nonatomic) UIStackViewAlignment alignment;
@property (nonatomic) CGFloat spacing;
- (void)setCustomSpacing:(CGFloat)spacing afterView:(UIView *)arrangedSubview;
- (CGFloat)customSpacingAfterView:(UIView *)arrangedSubview;
@property (nonatomic, getter=isBaselineRelativeArrangement) BOOL baselineRelativeArrangement;
@property (nonatomic, getter=isLayoutMarginsRelativeArrangement) BOOL layoutMarginsRelativeArrangement;
@end

NS_ASSUME_NONNULL_END
