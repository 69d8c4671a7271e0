// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
#import <Foundation/Foundation.h>
