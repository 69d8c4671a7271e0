// https://developer.apple.com/documentation/uikit/nslayoutanchor
// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
// https://developer.apple.com/documentation/uikit/nslayoutdimension
#import <UIKit/NSLayoutConstraint.h>
NS_ASSUME_NONNULL_BEGIN

@class NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutDimension;

/// A factory class for creating layout constraint objects using a fluent API.
NS_SWIFT_UI_ACTOR
@interface NSLayoutAnchor<AnchorType> : NSObject <NSCopying, NSCoding>
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor NS_SWIFT_NAME(constraint(equalTo:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor NS_SWIFT_NAME(constraint(greaterThanOrEqualTo:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor NS_SWIFT_NAME(constraint(lessThanOrEqualTo:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c NS_SWIFT_NAME(constraint(equalTo:constant:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c NS_SWIFT_NAME(constraint(greaterThanOrEqualTo:constant:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c NS_SWIFT_NAME(constraint(lessThanOrEqualTo:constant:)) __attribute__((warn_unused_result));
@end

NS_SWIFT_UI_ACTOR
@interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>
- (NSLayoutDimension *)anchorWithOffsetToAnchor:(NSLayoutXAxisAnchor *)otherAnchor NS_SWIFT_NAME(anchorWithOffset(to:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToSystemSpacingAfterAnchor:(NSLayoutXAxisAnchor *)anchor multiplier:(CGFloat)multiplier NS_SWIFT_NAME(constraint(equalToSystemSpacingAfter:multiplier:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToSystemSpacingAfterAnchor:(NSLayoutXAxisAnchor *)anchor multiplier:(CGFloat)multiplier NS_SWIFT_NAME(constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToSystemSpacingAfterAnchor:(NSLayoutXAxisAnchor *)anchor multiplier:(CGFloat)multiplier NS_SWIFT_NAME(constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)) __attribute__((warn_unused_result));
@end

NS_SWIFT_UI_ACTOR
@interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>
- (NSLayoutDimension *)anchorWithOffsetToAnchor:(NSLayoutYAxisAnchor *)otherAnchor NS_SWIFT_NAME(anchorWithOffset(to:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToSystemSpacingBelowAnchor:(NSLayoutYAxisAnchor *)anchor multiplier:(CGFloat)multiplier NS_SWIFT_NAME(constraint(equalToSystemSpacingBelow:multiplier:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToSystemSpacingBelowAnchor:(NSLayoutYAxisAnchor *)anchor multiplier:(CGFloat)multiplier NS_SWIFT_NAME(constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToSystemSpacingBelowAnchor:(NSLayoutYAxisAnchor *)anchor multiplier:(CGFloat)multiplier NS_SWIFT_NAME(constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)) __attribute__((warn_unused_result));
@end

NS_SWIFT_UI_ACTOR
@interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c NS_SWIFT_NAME(constraint(equalToConstant:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToConstant:(CGFloat)c NS_SWIFT_NAME(constraint(greaterThanOrEqualToConstant:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToConstant:(CGFloat)c NS_SWIFT_NAME(constraint(lessThanOrEqualToConstant:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m NS_SWIFT_NAME(constraint(equalTo:multiplier:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m NS_SWIFT_NAME(constraint(greaterThanOrEqualTo:multiplier:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m NS_SWIFT_NAME(constraint(lessThanOrEqualTo:multiplier:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m constant:(CGFloat)c NS_SWIFT_NAME(constraint(equalTo:multiplier:constant:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintGreaterThanOrEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m constant:(CGFloat)c NS_SWIFT_NAME(constraint(greaterThanOrEqualTo:multiplier:constant:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintLessThanOrEqualToAnchor:(NSLayoutDimension *)anchor multiplier:(CGFloat)m constant:(CGFloat)c NS_SWIFT_NAME(constraint(lessThanOrEqualTo:multiplier:constant:)) __attribute__((warn_unused_result));
@end

@interface UIView (UIViewLayoutConstraintCreation)
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *leftAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *rightAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
@property (nonatomic, readonly, strong) NSLayoutDimension *widthAnchor;
@property (nonatomic, readonly, strong) NSLayoutDimension *heightAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *centerXAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *centerYAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *firstBaselineAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *lastBaselineAnchor;
@end

NS_ASSUME_NONNULL_END
