// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
#import <Foundation/Foundation.h>
