// https://developer.apple.com/documentation/quartzcore/cadisplaylink
// https://developer.apple.com/documentation/quartzcore/caframeraterange
#import <Foundation/Foundation.h>
#import <QuartzCore/CALayer.h>
NS_ASSUME_NONNULL_BEGIN

/// A range of frame rates a display link or animation asks the system for.
struct CAFrameRateRange {
    float minimum;
    float maximum;
    float preferred;
};
typedef struct CAFrameRateRange CAFrameRateRange;

/// The range the system picks when the app asks for none.
FOUNDATION_EXPORT const CAFrameRateRange CAFrameRateRangeDefault NS_SWIFT_NAME(CAFrameRateRange.default);
FOUNDATION_EXPORT bool CAFrameRateRangeIsEqualToRange(CAFrameRateRange range, CAFrameRateRange other) NS_REFINED_FOR_SWIFT;

/// A timer object that allows your app to synchronize its drawing to the refresh rate of the display.
@interface CADisplayLink : NSObject
+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;
- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)removeFromRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)invalidate;
@property (readonly, nonatomic) CFTimeInterval timestamp;
@property (readonly, nonatomic) CFTimeInterval duration;
@property (readonly, nonatomic) CFTimeInterval targetTimestamp;
@property (getter=isPaused, nonatomic) BOOL paused;
@property (nonatomic) NSInteger preferredFramesPerSecond API_DEPRECATED_WITH_REPLACEMENT("preferredFrameRateRange", ios(10.0, API_TO_BE_DEPRECATED));
@property (nonatomic) CAFrameRateRange preferredFrameRateRange;
@end

NS_ASSUME_NONNULL_END
