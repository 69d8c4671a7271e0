// https://developer.apple.com/documentation/uikit/uibarbuttonitem
#import <Foundation/Foundation.h>
