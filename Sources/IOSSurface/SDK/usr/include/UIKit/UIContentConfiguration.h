// https://developer.apple.com/documentation/uikit/uicontentconfiguration
// https://developer.apple.com/documentation/uikit/uicontentview
// https://developer.apple.com/documentation/uikit/uiconfigurationstate
// https://developer.apple.com/documentation/uikit/uiviewconfigurationstate
// https://developer.apple.com/documentation/uikit/uicellconfigurationstate
// In Swift these are a Swift protocol (UIContentConfiguration, UIContentView, UIConfigurationState) and value types
// (UIViewConfigurationState, UICellConfigurationState): the Objective-C declarations below are refined for Swift, and
// the state classes bridge to the overlay's structs (UIKit.apinotes, SwiftBridge), so `override func
// updateConfiguration(using state: UICellConfigurationState)` overrides the Objective-C method as on iOS.
#import <Foundation/Foundation.h>
#import <UIKit/UIView.h>
#import <UIKit/UITableViewCell.h>

NS_ASSUME_NONNULL_BEGIN

@class UITraitCollection;
@protocol UIContentView;

/// A key for custom state a configuration state carries (Swift: a struct with init(rawValue:) and init(_:)).
typedef NSString * UIConfigurationStateCustomKey NS_TYPED_EXTENSIBLE_ENUM;
@protocol UIConfigurationState;

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@protocol UIContentConfiguration <NSObject, NSCopying>
- (__kindof UIView<UIContentView> *)makeContentView;
- (instancetype)updatedConfigurationForState:(id<UIConfigurationState>)state;
@end

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@protocol UIContentView <NSObject>
@property (nonatomic, copy) id<UIContentConfiguration> configuration;
@end

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@protocol UIConfigurationState <NSObject, NSCopying, NSSecureCoding>
@property (nonatomic, strong) UITraitCollection *traitCollection;
@end

NS_SWIFT_UI_ACTOR
@interface UIViewConfigurationState : NSObject <UIConfigurationState>
- (instancetype)initWithTraitCollection:(UITraitCollection *)traitCollection NS_DESIGNATED_INITIALIZER;
@property (nonatomic, getter=isDisabled) BOOL disabled;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isFocused) BOOL focused;
@end

typedef NS_ENUM(NSInteger, UICellConfigurationDragState) {
    UICellConfigurationDragStateNone,
    UICellConfigurationDragStateLifting,
    UICellConfigurationDragStateDragging
} API_AVAILABLE(ios(14.0));

NS_SWIFT_UI_ACTOR
@interface UICellConfigurationState : UIViewConfigurationState
@property (nonatomic, getter=isEditing) BOOL editing;
@property (nonatomic, getter=isExpanded) BOOL expanded;
@property (nonatomic, getter=isSwiped) BOOL swiped;
@property (nonatomic, getter=isReordering) BOOL reordering;
@property (nonatomic) UICellConfigurationDragState cellDragState;
@end

NS_ASSUME_NONNULL_END
