// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration
#import <Foundation/Foundation.h>
