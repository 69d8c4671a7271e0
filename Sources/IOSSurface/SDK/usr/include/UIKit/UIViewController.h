// https://developer.apple.com/documentation/uikit/uiviewcontroller
#import <UIKit/UIView.h>
NS_ASSUME_NONNULL_BEGIN
NS_SWIFT_UI_ACTOR
@interface UIViewController : UIResponder
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable id)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (null_resettable, nonatomic, strong) UIView *view;
- (void)viewDidLoad NS_REQUIRES_SUPER;
@end
NS_ASSUME_NONNULL_END
