// https://developer.apple.com/documentation/foundation/nsindexpath (bridged to IndexPath)
// https://developer.apple.com/documentation/foundation/nsindexset (bridged to IndexSet)
#import <Foundation/NSObjCRuntime.h>
#import <Foundation/NSCoder.h>
NS_ASSUME_NONNULL_BEGIN
@interface NSIndexPath : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
+ (instancetype)indexPathForItem:(NSInteger)item inSection:(NSInteger)section;
@property (nonatomic, readonly) NSInteger section;
@property (nonatomic, readonly) NSInteger row;
@property (nonatomic, readonly) NSInteger item;
@end
@interface NSIndexSet : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
+ (instancetype)indexSetWithIndex:(NSUInteger)value;
@property (readonly) NSUInteger count;
@end
NS_ASSUME_NONNULL_END
