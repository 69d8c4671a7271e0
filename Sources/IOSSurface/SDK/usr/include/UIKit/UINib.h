// https://developer.apple.com/documentation/uikit/uinib
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
NS_ASSUME_NONNULL_BEGIN

@class NSBundle;

// https://developer.apple.com/documentation/uikit/uinib/optionskey
typedef NSString * UINibOptionsKey NS_TYPED_ENUM NS_SWIFT_NAME(UINib.OptionsKey);

/// An object that wraps, or contains, Interface Builder nib files.
NS_SWIFT_UI_ACTOR
@interface UINib : NSObject
+ (UINib *)nibWithNibName:(NSString *)name bundle:(nullable NSBundle *)bundleOrNil;
- (NSArray *)instantiateWithOwner:(nullable id)ownerOrNil options:(nullable NSDictionary<UINibOptionsKey, id> *)optionsOrNil;
@end

NS_ASSUME_NONNULL_END
