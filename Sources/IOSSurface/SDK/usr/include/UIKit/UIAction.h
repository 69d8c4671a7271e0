// https://developer.apple.com/documentation/uikit/uiaction
#import <Foundation/Foundation.h>
