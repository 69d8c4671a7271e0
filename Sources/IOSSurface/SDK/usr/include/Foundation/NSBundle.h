// https://developer.apple.com/documentation/foundation/bundle
#import <Foundation/NSObjCRuntime.h>
NS_ASSUME_NONNULL_BEGIN
NS_SWIFT_SENDABLE
NS_SWIFT_NAME(Bundle)
@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle NS_SWIFT_NAME(main);
+ (NSBundle *)bundleForClass:(Class)aClass;
- (nullable instancetype)initWithPath:(NSString *)path NS_DESIGNATED_INITIALIZER;
@property (nullable, readonly, copy) NSString *bundleIdentifier;
@property (readonly, copy) NSString *bundlePath;
@property (nullable, readonly, copy) NSDictionary<NSString *, id> *infoDictionary;
- (nullable NSString *)pathForResource:(nullable NSString *)name ofType:(nullable NSString *)ext;
- (nullable id)objectForInfoDictionaryKey:(NSString *)key;
- (NSString *)localizedStringForKey:(NSString *)key value:(nullable NSString *)value table:(nullable NSString *)tableName;
@end
NS_ASSUME_NONNULL_END
