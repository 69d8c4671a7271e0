// https://developer.apple.com/documentation/uikit/uifont
#import <Foundation/Foundation.h>
