// https://developer.apple.com/documentation/uikit/uicollectionviewcell
#import <Foundation/Foundation.h>
