// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
#import <Foundation/Foundation.h>
