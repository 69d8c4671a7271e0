// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
#import <Foundation/Foundation.h>
