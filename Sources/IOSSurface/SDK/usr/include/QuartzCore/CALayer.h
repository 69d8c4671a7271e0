// https://developer.apple.com/documentation/quartzcore/calayer
#import <Foundation/Foundation.h>
