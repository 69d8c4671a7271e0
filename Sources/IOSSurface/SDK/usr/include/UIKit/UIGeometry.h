// https://developer.apple.com/documentation/uikit/uigeometry
#import <Foundation/Foundation.h>
