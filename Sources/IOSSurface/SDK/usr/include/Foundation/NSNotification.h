// https://developer.apple.com/documentation/foundation/notificationcenter
// https://developer.apple.com/documentation/foundation/nsnotification/name
// https://developer.apple.com/documentation/foundation/operationqueue
#import <Foundation/NSObjCRuntime.h>
#import <Foundation/NSCoder.h>
NS_ASSUME_NONNULL_BEGIN

typedef NSString * NSNotificationName NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(NSNotification.Name);

@interface NSNotification : NSObject <NSCopying, NSCoding>
@property (readonly, copy) NSNotificationName name;
@property (nullable, readonly, strong) id object;
@property (nullable, readonly, copy) NSDictionary *userInfo;
- (instancetype)initWithName:(NSNotificationName)name object:(nullable id)object userInfo:(nullable NSDictionary *)userInfo NS_DESIGNATED_INITIALIZER;
@end

NS_SWIFT_NAME(OperationQueue)
@interface NSOperationQueue : NSObject
@property (class, readonly, strong) NSOperationQueue *mainQueue NS_SWIFT_NAME(main);
@property (class, readonly, strong, nullable) NSOperationQueue *currentQueue NS_SWIFT_NAME(current);
- (void)addOperationWithBlock:(void (NS_SWIFT_SENDABLE ^)(void))block;
@end

NS_SWIFT_NAME(NotificationCenter)
@interface NSNotificationCenter : NSObject
@property (class, readonly, strong) NSNotificationCenter *defaultCenter NS_SWIFT_NAME(default);
- (void)addObserver:(id)observer selector:(SEL)aSelector name:(nullable NSNotificationName)aName object:(nullable id)anObject;
- (id<NSObject>)addObserverForName:(nullable NSNotificationName)name object:(nullable id)obj queue:(nullable NSOperationQueue *)queue usingBlock:(void (NS_SWIFT_SENDABLE ^)(NSNotification *notification))block;
- (void)postNotification:(NSNotification *)notification;
- (void)postNotificationName:(NSNotificationName)aName object:(nullable id)anObject;
- (void)postNotificationName:(NSNotificationName)aName object:(nullable id)anObject userInfo:(nullable NSDictionary *)aUserInfo;
- (void)removeObserver:(id)observer;
- (void)removeObserver:(id)observer name:(nullable NSNotificationName)aName object:(nullable id)anObject;
@end

NS_ASSUME_NONNULL_END
