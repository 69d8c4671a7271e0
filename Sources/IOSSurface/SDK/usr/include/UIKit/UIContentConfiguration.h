// https://developer.apple.com/documentation/uikit/uicontentconfiguration
#import <Foundation/Foundation.h>
