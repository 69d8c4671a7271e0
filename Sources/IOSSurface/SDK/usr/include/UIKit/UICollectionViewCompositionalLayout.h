// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
#import <Foundation/Foundation.h>
