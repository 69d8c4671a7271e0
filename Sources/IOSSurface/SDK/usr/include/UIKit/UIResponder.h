// https://developer.apple.com/documentation/uikit/uiresponder
#import <Foundation/Foundation.h>
NS_ASSUME_NONNULL_BEGIN
NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject
@property (nonatomic, readonly, nullable) UIResponder *nextResponder;
- (BOOL)becomeFirstResponder;
- (BOOL)resignFirstResponder;
@end
NS_ASSUME_NONNULL_END
