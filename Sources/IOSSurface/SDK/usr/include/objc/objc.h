// The Objective-C runtime's basic types and the root class, as an iOS app sees them from Swift.
// https://developer.apple.com/documentation/objectivec
#ifndef SURFACE_OBJC_H
#define SURFACE_OBJC_H

// The attributes Apple's objc headers spell with these macros (objc/objc-api.h, objc/NSObjCRuntime.h).
#define OBJC_ROOT_CLASS __attribute__((objc_root_class))
#define OBJC_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
#ifndef NS_DESIGNATED_INITIALIZER
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#endif

#include <stdbool.h>
#include <limits.h>

typedef struct objc_class *Class;
struct objc_object {
    Class _Nonnull isa;
};
typedef struct objc_object *id;
typedef struct objc_selector *SEL;
// On arm64 (every iOS 17 device and simulator on Apple silicon) BOOL is C's bool (OBJC_BOOL_IS_BOOL).
typedef bool BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
typedef long NSInteger;
typedef unsigned long NSUInteger;
#define NSIntegerMax LONG_MAX
#define NSIntegerMin LONG_MIN
#define NSUIntegerMax ULONG_MAX
@class Protocol;
struct _NSZone;
typedef struct _NSZone NSZone;

#import <objc/NSObject.h>

#endif
