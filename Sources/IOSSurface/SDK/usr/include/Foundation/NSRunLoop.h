// https://developer.apple.com/documentation/foundation/runloop
// https://developer.apple.com/documentation/foundation/runloop/mode
// https://developer.apple.com/documentation/foundation/timer
#import <Foundation/NSObjCRuntime.h>
#import <Foundation/NSDate.h>
NS_ASSUME_NONNULL_BEGIN

@class NSTimer;

/// The mode a run loop runs in: `.default`, or `.common` for the modes that include tracking a scroll.
typedef NSString * NSRunLoopMode NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(RunLoop.Mode);
FOUNDATION_EXPORT NSRunLoopMode const NSDefaultRunLoopMode NS_SWIFT_NAME(RunLoop.Mode.default);
FOUNDATION_EXPORT NSRunLoopMode const NSRunLoopCommonModes NS_SWIFT_NAME(RunLoop.Mode.common);

NS_SWIFT_NAME(RunLoop)
@interface NSRunLoop : NSObject
@property (class, readonly, strong) NSRunLoop *currentRunLoop NS_SWIFT_NAME(current);
@property (class, readonly, strong) NSRunLoop *mainRunLoop NS_SWIFT_NAME(main);
@property (nullable, readonly, copy) NSRunLoopMode currentMode;
- (void)addTimer:(NSTimer *)timer forMode:(NSRunLoopMode)mode;
- (void)run;
- (BOOL)runMode:(NSRunLoopMode)mode beforeDate:(NSDate *)limitDate;
@end

NS_SWIFT_NAME(Timer)
@interface NSTimer : NSObject
+ (NSTimer *)timerWithTimeInterval:(NSTimeInterval)interval repeats:(BOOL)repeats block:(void (NS_SWIFT_SENDABLE ^)(NSTimer *timer))block;
+ (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)interval repeats:(BOOL)repeats block:(void (NS_SWIFT_SENDABLE ^)(NSTimer *timer))block;
+ (NSTimer *)timerWithTimeInterval:(NSTimeInterval)ti target:(id)aTarget selector:(SEL)aSelector userInfo:(nullable id)userInfo repeats:(BOOL)yesOrNo;
+ (NSTimer *)scheduledTimerWithTimeInterval:(NSTimeInterval)ti target:(id)aTarget selector:(SEL)aSelector userInfo:(nullable id)userInfo repeats:(BOOL)yesOrNo;
- (void)fire;
- (void)invalidate;
@property (readonly, getter=isValid) BOOL valid;
@property (readonly) NSTimeInterval timeInterval;
@property NSTimeInterval tolerance;
@property (nullable, readonly, strong) id userInfo;
@end

NS_ASSUME_NONNULL_END
