// https://developer.apple.com/documentation/uikit/uiwindow
#import <Foundation/Foundation.h>
