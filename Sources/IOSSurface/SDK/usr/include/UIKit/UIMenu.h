// https://developer.apple.com/documentation/uikit/uimenu
#import <Foundation/Foundation.h>
