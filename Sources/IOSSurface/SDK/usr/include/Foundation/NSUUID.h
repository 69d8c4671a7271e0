// https://developer.apple.com/documentation/foundation/nsuuid (bridged to UUID)
#import <Foundation/NSObjCRuntime.h>
NS_ASSUME_NONNULL_BEGIN
@interface NSUUID : NSObject <NSCopying>
+ (instancetype)UUID;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithUUIDString:(NSString *)string;
@property (readonly, copy) NSString *UUIDString;
@end
NS_ASSUME_NONNULL_END
