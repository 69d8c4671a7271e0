// https://developer.apple.com/documentation/uikit/uicolor
#import <Foundation/Foundation.h>
