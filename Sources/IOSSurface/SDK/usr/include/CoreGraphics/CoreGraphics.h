// Core Graphics' geometry types, as UIKit code uses them.
// https://developer.apple.com/documentation/coregraphics/cgfloat
// https://developer.apple.com/documentation/corefoundation/cgrect
#ifndef SURFACE_COREGRAPHICS_H
#define SURFACE_COREGRAPHICS_H

#include <stdbool.h>

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

#endif
