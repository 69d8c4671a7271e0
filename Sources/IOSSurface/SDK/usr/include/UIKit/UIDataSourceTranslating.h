// https://developer.apple.com/documentation/uikit/uidatasourcetranslating
#import <Foundation/Foundation.h>
