// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
#import <Foundation/Foundation.h>
