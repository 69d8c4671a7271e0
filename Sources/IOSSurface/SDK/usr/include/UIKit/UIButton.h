// https://developer.apple.com/documentation/uikit/uibutton
#import <Foundation/Foundation.h>
