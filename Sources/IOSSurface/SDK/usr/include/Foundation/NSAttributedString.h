// https://developer.apple.com/documentation/foundation/nsattributedstring
// https://developer.apple.com/documentation/foundation/nsattributedstring/key
// https://developer.apple.com/documentation/foundation/nsmutableattributedstring
#import <Foundation/NSObjCRuntime.h>
#import <Foundation/NSCoder.h>
#import <Foundation/NSString.h>
#import <Foundation/NSArray.h>
NS_ASSUME_NONNULL_BEGIN

/// The names of a text's attributes; UIKit declares the ones it draws (`.font`, `.foregroundColor`, …).
typedef NSString * NSAttributedStringKey NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(NSAttributedString.Key);

@interface NSAttributedString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
@property (readonly, copy) NSString *string;
@property (readonly) NSUInteger length;
- (instancetype)initWithString:(NSString *)str;
- (instancetype)initWithString:(NSString *)str attributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs;
- (instancetype)initWithAttributedString:(NSAttributedString *)attrStr;
- (NSDictionary<NSAttributedStringKey, id> *)attributesAtIndex:(NSUInteger)location effectiveRange:(nullable NSRangePointer)range;
- (nullable id)attribute:(NSAttributedStringKey)attrName atIndex:(NSUInteger)location effectiveRange:(nullable NSRangePointer)range;
- (BOOL)isEqualToAttributedString:(NSAttributedString *)other;
@end

@interface NSMutableAttributedString : NSAttributedString
- (void)addAttribute:(NSAttributedStringKey)name value:(id)value range:(NSRange)range;
- (void)addAttributes:(NSDictionary<NSAttributedStringKey, id> *)attrs range:(NSRange)range;
- (void)setAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs range:(NSRange)range;
- (void)removeAttribute:(NSAttributedStringKey)name range:(NSRange)range;
- (void)appendAttributedString:(NSAttributedString *)attrString NS_SWIFT_NAME(append(_:));
- (void)replaceCharactersInRange:(NSRange)range withString:(NSString *)str;
@end

NS_ASSUME_NONNULL_END
