// https://developer.apple.com/documentation/uikit/uiimage
#import <Foundation/Foundation.h>
