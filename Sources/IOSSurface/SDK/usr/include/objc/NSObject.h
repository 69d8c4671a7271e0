// https://developer.apple.com/documentation/objectivec/nsobject
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
#ifndef SURFACE_NSOBJECT_H
#define SURFACE_NSOBJECT_H

#pragma clang assume_nonnull begin

@class NSString;

__attribute__((swift_name("NSObjectProtocol")))
@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class __attribute__((swift_unavailable("use 'type(of:)' instead")));
- (instancetype)self;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
+ (void)load;
+ (void)initialize;
- (instancetype)init __attribute__((objc_designated_initializer));
+ (instancetype)new;
+ (instancetype)alloc;
- (void)dealloc;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
- (id)copy;
- (id)mutableCopy;
@end

#pragma clang assume_nonnull end

#endif
