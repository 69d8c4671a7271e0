// https://developer.apple.com/documentation/uikit/nslayoutanchor
#import <Foundation/Foundation.h>
