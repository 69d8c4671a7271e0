// https://developer.apple.com/documentation/uikit/uiscreen
#import <Foundation/Foundation.h>
