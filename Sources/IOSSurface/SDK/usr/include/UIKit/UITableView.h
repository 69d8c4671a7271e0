// https://developer.apple.com/documentation/uikit/uitableview
#import <Foundation/Foundation.h>
