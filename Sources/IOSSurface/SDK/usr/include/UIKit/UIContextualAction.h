// https://developer.apple.com/documentation/uikit/uicontextualaction
#import <Foundation/Foundation.h>
