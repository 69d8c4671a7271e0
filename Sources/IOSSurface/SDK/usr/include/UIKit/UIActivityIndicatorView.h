// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
#import <Foundation/Foundation.h>
