// https://developer.apple.com/documentation/uikit/uitableviewcontroller
#import <Foundation/Foundation.h>
