// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
#import <Foundation/Foundation.h>
