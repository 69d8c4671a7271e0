// https://developer.apple.com/documentation/uikit/uinavigationcontroller
#import <Foundation/Foundation.h>
