// https://developer.apple.com/documentation/uikit/uitableviewdragdelegate
#import <Foundation/Foundation.h>
