// https://developer.apple.com/documentation/uikit/uialertcontroller
#import <Foundation/Foundation.h>
