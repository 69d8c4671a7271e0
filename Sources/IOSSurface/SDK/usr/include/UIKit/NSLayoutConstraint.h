// https://developer.apple.com/documentation/uikit/nslayoutconstraint
#import <Foundation/Foundation.h>
