// https://developer.apple.com/documentation/uikit/uiimageview
#import <Foundation/Foundation.h>
