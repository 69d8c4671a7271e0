// https://developer.apple.com/documentation/uikit/uitableviewcell
#import <Foundation/Foundation.h>
