// https://developer.apple.com/documentation/uikit/uilabel
#import <Foundation/Foundation.h>
