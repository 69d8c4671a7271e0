// https://developer.apple.com/documentation/uikit/uiview
#import <Foundation/Foundation.h>
#import <UIKit/UIResponder.h>
NS_ASSUME_NONNULL_BEGIN
@class UIColor;
NS_SWIFT_UI_ACTOR
@interface UIView : UIResponder
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic) CGPoint center;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic) CGFloat alpha;
@property (nullable, nonatomic, copy) UIColor *backgroundColor;
@property (nullable, nonatomic, readonly) UIView *superview;
@property (nonatomic, readonly, copy) NSArray<UIView *> *subviews;
- (void)addSubview:(UIView *)view;
- (void)removeFromSuperview;
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)layoutSubviews;
@end
NS_ASSUME_NONNULL_END
