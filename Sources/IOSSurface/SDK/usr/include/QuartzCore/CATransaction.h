// https://developer.apple.com/documentation/quartzcore/catransaction
#import <Foundation/Foundation.h>
#import <QuartzCore/CALayer.h>
NS_ASSUME_NONNULL_BEGIN
/// A mechanism for grouping multiple layer-tree operations into atomic updates to the render tree.
@interface CATransaction : NSObject
+ (void)begin;
+ (void)commit;
+ (void)flush;
+ (void)lock;
+ (void)unlock;
+ (CFTimeInterval)animationDuration;
+ (void)setAnimationDuration:(CFTimeInterval)dur;
+ (BOOL)disableActions;
+ (void)setDisableActions:(BOOL)flag;
+ (nullable void (^)(void))completionBlock;
+ (void)setCompletionBlock:(nullable void (^)(void))block;
@end
NS_ASSUME_NONNULL_END
