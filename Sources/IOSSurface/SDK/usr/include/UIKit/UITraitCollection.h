// https://developer.apple.com/documentation/uikit/uitraitcollection
#import <Foundation/Foundation.h>
