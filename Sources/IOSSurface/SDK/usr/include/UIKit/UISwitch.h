// https://developer.apple.com/documentation/uikit/uiswitch
#import <Foundation/Foundation.h>
