// https://developer.apple.com/documentation/uikit/uiapplication
#import <Foundation/Foundation.h>
