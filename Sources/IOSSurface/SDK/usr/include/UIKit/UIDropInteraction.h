// https://developer.apple.com/documentation/uikit/uidropinteraction
#import <Foundation/Foundation.h>
