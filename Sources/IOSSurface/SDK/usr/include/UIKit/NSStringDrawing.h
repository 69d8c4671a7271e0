// https://developer.apple.com/documentation/uikit/nsstringdrawing
#import <Foundation/Foundation.h>
