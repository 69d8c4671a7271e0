// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
#import <Foundation/Foundation.h>
