// https://developer.apple.com/documentation/uikit/uitableviewdropdelegate
#import <Foundation/Foundation.h>
