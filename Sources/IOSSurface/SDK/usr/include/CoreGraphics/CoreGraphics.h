// Core Graphics' geometry types, as UIKit code uses them.
// https://developer.apple.com/documentation/coregraphics/cgfloat
// https://developer.apple.com/documentation/corefoundation/cgrect
#ifndef SURFACE_COREGRAPHICS_H
#define SURFACE_COREGRAPHICS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// 64-bit on every device iOS 17 runs on. The importer gives Swift the overlay's CGFloat struct for it.
typedef double CGFloat;

struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;

struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;

struct CGVector { CGFloat dx; CGFloat dy; };
typedef struct CGVector CGVector;

struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;

// https://developer.apple.com/documentation/coregraphics/cgcolor
// https://developer.apple.com/documentation/coregraphics/cgpath
// https://developer.apple.com/documentation/coregraphics/cgimage
// Core Foundation types, which Swift sees as classes (memory managed for you).
typedef struct __attribute__((objc_bridge(id))) CGColor *CGColorRef;
typedef struct __attribute__((objc_bridge(id))) CGPath *CGPathRef;
typedef struct __attribute__((objc_bridge(id))) CGPath *CGMutablePathRef;
typedef struct __attribute__((objc_bridge(id))) CGImage *CGImageRef;

#pragma clang assume_nonnull begin
CGColorRef CGColorCreateSRGB(CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha) __attribute__((swift_name("CGColor.init(srgbRed:green:blue:alpha:)"))) __attribute__((cf_returns_retained));
CGColorRef CGColorCreateGenericGray(CGFloat gray, CGFloat alpha) __attribute__((swift_name("CGColor.init(gray:alpha:)"))) __attribute__((cf_returns_retained));
CGFloat CGColorGetAlpha(CGColorRef color) __attribute__((swift_name("getter:CGColor.alpha(self:)")));
CGPathRef CGPathCreateWithRect(CGRect rect, const CGAffineTransform * _Nullable transform) __attribute__((swift_name("CGPath.init(rect:transform:)"))) __attribute__((cf_returns_retained));
CGPathRef CGPathCreateWithRoundedRect(CGRect rect, CGFloat cornerWidth, CGFloat cornerHeight, const CGAffineTransform * _Nullable transform) __attribute__((swift_name("CGPath.init(roundedRect:cornerWidth:cornerHeight:transform:)"))) __attribute__((cf_returns_retained));
CGRect CGPathGetBoundingBox(CGPathRef path) __attribute__((swift_name("getter:CGPath.boundingBox(self:)")));
size_t CGImageGetWidth(CGImageRef image) __attribute__((swift_name("getter:CGImage.width(self:)")));
size_t CGImageGetHeight(CGImageRef image) __attribute__((swift_name("getter:CGImage.height(self:)")));
#pragma clang assume_nonnull end

#endif
