// https://developer.apple.com/documentation/uikit/uigesturerecognizer
#import <Foundation/Foundation.h>
