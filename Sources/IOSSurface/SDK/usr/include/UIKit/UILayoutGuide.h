// https://developer.apple.com/documentation/uikit/uilayoutguide
#import <Foundation/Foundation.h>
