// https://developer.apple.com/documentation/foundation/nscoder
// https://developer.apple.com/documentation/foundation/nscoding
#import <Foundation/NSObjCRuntime.h>
NS_ASSUME_NONNULL_BEGIN
@interface NSCoder : NSObject
- (void)encodeObject:(nullable id)object forKey:(NSString *)key;
- (void)encodeBool:(BOOL)value forKey:(NSString *)key;
- (void)encodeInteger:(NSInteger)value forKey:(NSString *)key;
- (void)encodeDouble:(double)value forKey:(NSString *)key;
- (nullable id)decodeObjectForKey:(NSString *)key;
- (BOOL)decodeBoolForKey:(NSString *)key;
- (NSInteger)decodeIntegerForKey:(NSString *)key;
- (double)decodeDoubleForKey:(NSString *)key;
- (BOOL)containsValueForKey:(NSString *)key;
@property (readonly) BOOL allowsKeyedCoding;
@end
@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder;
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end
@protocol NSSecureCoding <NSCoding>
@property (class, readonly) BOOL supportsSecureCoding;
@end
NS_ASSUME_NONNULL_END
