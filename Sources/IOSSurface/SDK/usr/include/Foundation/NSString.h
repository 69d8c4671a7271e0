// https://developer.apple.com/documentation/foundation/nsstring (bridged to Swift's String)
// https://developer.apple.com/documentation/foundation/nsmutablestring
#import <Foundation/NSObjCRuntime.h>
#import <Foundation/NSCoder.h>
NS_ASSUME_NONNULL_BEGIN


typedef NS_OPTIONS(NSUInteger, NSStringCompareOptions) {
    NSCaseInsensitiveSearch = 1,
    NSLiteralSearch = 2,
    NSBackwardsSearch = 4,
    NSAnchoredSearch = 8,
    NSNumericSearch = 64,
    NSDiacriticInsensitiveSearch = 128,
    NSWidthInsensitiveSearch = 256,
    NSForcedOrderingSearch = 512,
    NSRegularExpressionSearch = 1024
};

@interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
- (unichar)characterAtIndex:(NSUInteger)index;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithString:(NSString *)aString;
+ (instancetype)stringWithString:(NSString *)string;
- (NSString *)substringFromIndex:(NSUInteger)from;
- (NSString *)substringToIndex:(NSUInteger)to;
- (NSString *)substringWithRange:(NSRange)range;
- (NSRange)rangeOfString:(NSString *)searchString;
- (NSComparisonResult)compare:(NSString *)string;
- (NSComparisonResult)localizedStandardCompare:(NSString *)string;
- (BOOL)isEqualToString:(NSString *)aString;
- (BOOL)hasPrefix:(NSString *)str;
- (BOOL)hasSuffix:(NSString *)str;
- (NSString *)stringByAppendingString:(NSString *)aString;
@property (readonly, copy) NSString *uppercaseString;
@property (readonly, copy) NSString *lowercaseString;
@property (readonly) double doubleValue;
@property (readonly) NSInteger integerValue;
@property (readonly) BOOL boolValue;
@end

@interface NSMutableString : NSString
- (void)appendString:(NSString *)aString;
@end

NS_ASSUME_NONNULL_END
