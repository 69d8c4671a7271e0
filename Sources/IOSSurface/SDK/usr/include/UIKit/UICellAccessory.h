// https://developer.apple.com/documentation/uikit/uicellaccessory
// In Swift UICellAccessory is a struct with static factories (.disclosureIndicator(), .outlineDisclosure(), .delete(),
// .reorder(), .checkmark(), .label(text:) …), in the UIKit overlay (CollectionsAccessories.swift); the Objective-C
// classes below are refined for Swift.
#import <Foundation/Foundation.h>
#import <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

@class UIColor;

typedef NS_ENUM(NSInteger, UICellAccessoryDisplayedState) {
    UICellAccessoryDisplayedAlways,
    UICellAccessoryDisplayedWhenEditing,
    UICellAccessoryDisplayedWhenNotEditing
} NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UICellAccessoryOutlineDisclosureStyle) {
    UICellAccessoryOutlineDisclosureStyleAutomatic,
    UICellAccessoryOutlineDisclosureStyleHeader,
    UICellAccessoryOutlineDisclosureStyleCell
} NS_REFINED_FOR_SWIFT;

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UICellAccessory : NSObject <NSCopying, NSSecureCoding>
@property (nonatomic) UICellAccessoryDisplayedState displayedState;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic) CGFloat reservedLayoutWidth;
@property (nonatomic, strong, nullable) UIColor *tintColor;
@end

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UICellAccessoryDisclosureIndicator : UICellAccessory
@end

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UICellAccessoryCheckmark : UICellAccessory
@end

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UICellAccessoryDelete : UICellAccessory
@property (nonatomic, copy, nullable) void (^actionHandler)(void);
@end

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UICellAccessoryReorder : UICellAccessory
@property (nonatomic) BOOL showsVerticalSeparator;
@end

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UICellAccessoryOutlineDisclosure : UICellAccessory
@property (nonatomic) UICellAccessoryOutlineDisclosureStyle style;
@property (nonatomic, copy, nullable) void (^actionHandler)(void);
@end

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UICellAccessoryLabel : UICellAccessory
- (instancetype)initWithText:(NSString *)text NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly, copy) NSString *text;
@end

NS_ASSUME_NONNULL_END
