// https://developer.apple.com/documentation/uikit/uidraginteraction
#import <Foundation/Foundation.h>
