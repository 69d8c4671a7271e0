// https://developer.apple.com/documentation/uikit/uistackview
#import <Foundation/Foundation.h>
