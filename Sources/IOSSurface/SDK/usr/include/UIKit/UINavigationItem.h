// https://developer.apple.com/documentation/uikit/uinavigationitem
#import <Foundation/Foundation.h>
