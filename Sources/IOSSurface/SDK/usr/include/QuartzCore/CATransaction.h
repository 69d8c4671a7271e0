// https://developer.apple.com/documentation/quartzcore/catransaction
#import <Foundation/Foundation.h>
