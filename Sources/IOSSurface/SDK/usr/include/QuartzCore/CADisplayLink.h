// https://developer.apple.com/documentation/quartzcore/cadisplaylink
#import <Foundation/Foundation.h>
