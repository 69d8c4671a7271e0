// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
#import <Foundation/Foundation.h>
