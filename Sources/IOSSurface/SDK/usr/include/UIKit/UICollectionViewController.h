// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
#import <Foundation/Foundation.h>
