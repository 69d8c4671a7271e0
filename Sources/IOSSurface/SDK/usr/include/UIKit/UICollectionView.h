// https://developer.apple.com/documentation/uikit/uicollectionview
#import <Foundation/Foundation.h>
