// https://developer.apple.com/documentation/uikit/uiscenedelegate
#import <Foundation/Foundation.h>
