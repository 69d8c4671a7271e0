// https://developer.apple.com/documentation/foundation/nsstring
#import <Foundation/NSObjCRuntime.h>
NS_ASSUME_NONNULL_BEGIN
@interface NSString : NSObject
@property (readonly) NSUInteger length;
@end
NS_ASSUME_NONNULL_END
