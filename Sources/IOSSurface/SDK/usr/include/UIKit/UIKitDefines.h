// https://developer.apple.com/documentation/uikit/uikitdefines
#import <Foundation/Foundation.h>
