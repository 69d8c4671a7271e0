// https://developer.apple.com/documentation/foundation/nsdate (bridged to Date)
#import <Foundation/NSObjCRuntime.h>
#import <Foundation/NSCoder.h>
NS_ASSUME_NONNULL_BEGIN
NS_SWIFT_SENDABLE
@interface NSDate : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSTimeInterval timeIntervalSinceReferenceDate;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithTimeIntervalSinceReferenceDate:(NSTimeInterval)ti NS_DESIGNATED_INITIALIZER;
- (NSTimeInterval)timeIntervalSinceDate:(NSDate *)anotherDate;
@property (readonly) NSTimeInterval timeIntervalSinceNow;
@property (readonly) NSTimeInterval timeIntervalSince1970;
+ (instancetype)date;
@end
NS_ASSUME_NONNULL_END
