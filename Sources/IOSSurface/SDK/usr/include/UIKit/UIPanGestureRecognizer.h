// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
#import <Foundation/Foundation.h>
