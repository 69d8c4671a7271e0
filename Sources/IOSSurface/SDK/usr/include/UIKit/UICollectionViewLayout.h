// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
#import <Foundation/Foundation.h>
