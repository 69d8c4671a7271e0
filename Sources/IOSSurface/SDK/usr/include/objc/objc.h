// The Objective-C runtime's basic types and the root class, as an iOS app sees them from Swift.
// https://developer.apple.com/documentation/objectivec
#ifndef SURFACE_OBJC_H
#define SURFACE_OBJC_H

typedef struct objc_class *Class;
typedef struct objc_object { Class isa; } *id;
typedef struct objc_selector *SEL;
// On arm64 (every iOS 17 device and simulator on Apple silicon) BOOL is C's bool.
typedef _Bool BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
typedef long NSInteger;
typedef unsigned long NSUInteger;
@class Protocol;
struct _NSZone;
typedef struct _NSZone NSZone;

#import <objc/NSObject.h>

#endif
