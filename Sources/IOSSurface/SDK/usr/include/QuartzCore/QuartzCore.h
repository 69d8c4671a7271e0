// Core Animation, the part UIKit code uses: CALayer, CADisplayLink, CAFrameRateRange, CATransaction.
// https://developer.apple.com/documentation/quartzcore
#import <Foundation/Foundation.h>
#import <QuartzCore/CALayer.h>
#import <QuartzCore/CADisplayLink.h>
#import <QuartzCore/CATransaction.h>
