// https://developer.apple.com/documentation/foundation/nscoder
#import <Foundation/NSObjCRuntime.h>
NS_ASSUME_NONNULL_BEGIN
@interface NSCoder : NSObject
@end
@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end
NS_ASSUME_NONNULL_END
