// https://developer.apple.com/documentation/uikit/uicellaccessory
#import <Foundation/Foundation.h>
