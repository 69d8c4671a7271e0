// https://developer.apple.com/documentation/uikit/uicontrol
#import <Foundation/Foundation.h>
