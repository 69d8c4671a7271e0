// https://developer.apple.com/documentation/objectivec/nsobject
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
// Apple's objc/NSObject.h states no nullability: Swift's optionals for NSObject come from the module's API notes
// (../ObjectiveC.apinotes), and so do the surface's.
#ifndef SURFACE_NSOBJECT_H
#define SURFACE_NSOBJECT_H

@class NSString;

@protocol NSObject
- (BOOL)isEqual:(id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class OBJC_SWIFT_UNAVAILABLE("use 'type(of:)' instead");
- (instancetype)self;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

OBJC_ROOT_CLASS
@interface NSObject <NSObject>
+ (void)load;
+ (void)initialize;
- (instancetype)init NS_DESIGNATED_INITIALIZER;
+ (instancetype)new OBJC_SWIFT_UNAVAILABLE("use an initializer instead");
+ (instancetype)alloc OBJC_SWIFT_UNAVAILABLE("use an initializer instead");
- (void)dealloc OBJC_SWIFT_UNAVAILABLE("use 'deinit' instead");
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
- (id)copy;
- (id)mutableCopy;
@end

#endif
