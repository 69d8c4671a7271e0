// https://developer.apple.com/documentation/uikit/uiimageview
#import <UIKit/UIView.h>
#import <UIKit/UIImage.h>
NS_ASSUME_NONNULL_BEGIN

/// An object that displays a single image or a sequence of animated images in your interface.
NS_SWIFT_UI_ACTOR
@interface UIImageView : UIView
- (instancetype)initWithImage:(nullable UIImage *)image;
- (instancetype)initWithImage:(nullable UIImage *)image highlightedImage:(nullable UIImage *)highlightedImage;
@property (nullable, nonatomic, strong) UIImage *image;
@property (nullable, nonatomic, strong) UIImage *highlightedImage;
@property (nullable, nonatomic, strong) UIImageSymbolConfiguration *preferredSymbolConfiguration;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nullable, nonatomic, copy) NSArray<UIImage *> *animationImages;
@property (nonatomic) NSTimeInterval animationDuration;
@property (nonatomic) NSInteger animationRepeatCount;
@property (nonatomic, getter=isAnimating, readonly) BOOL animating;
- (void)startAnimating;
- (void)stopAnimating;
@end

NS_ASSUME_NONNULL_END
