// https://developer.apple.com/documentation/uikit/nsattributedstring
#import <Foundation/Foundation.h>
