// https://developer.apple.com/documentation/uikit/uicontrol
// https://developer.apple.com/documentation/uikit/uicontrol/event
// https://developer.apple.com/documentation/uikit/uicontrol/state
#import <UIKit/UIView.h>
#import <UIKit/UIAction.h>
NS_ASSUME_NONNULL_BEGIN

typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
    UIControlEventTouchDown            = 1 <<  0,
    UIControlEventTouchDownRepeat      = 1 <<  1,
    UIControlEventTouchDragInside      = 1 <<  2,
    UIControlEventTouchDragOutside     = 1 <<  3,
    UIControlEventTouchDragEnter       = 1 <<  4,
    UIControlEventTouchDragExit        = 1 <<  5,
    UIControlEventTouchUpInside        = 1 <<  6,
    UIControlEventTouchUpOutside       = 1 <<  7,
    UIControlEventTouchCancel          = 1 <<  8,
    UIControlEventValueChanged         = 1 << 12,
    UIControlEventMenuActionTriggered  = 1 << 14,
    UIControlEventPrimaryActionTriggered = 1 << 13,
    UIControlEventEditingDidBegin      = 1 << 16,
    UIControlEventEditingChanged       = 1 << 17,
    UIControlEventEditingDidEnd        = 1 << 18,
    UIControlEventEditingDidEndOnExit  = 1 << 19,
    UIControlEventAllTouchEvents       = 0x00000FFF,
    UIControlEventAllEditingEvents     = 0x000F0000,
    UIControlEventApplicationReserved  = 0x0F000000,
    UIControlEventSystemReserved       = 0xF0000000,
    UIControlEventAllEvents            = 0xFFFFFFFF
} NS_SWIFT_NAME(UIControl.Event);

typedef NS_ENUM(NSInteger, UIControlContentVerticalAlignment) {
    UIControlContentVerticalAlignmentCenter  = 0,
    UIControlContentVerticalAlignmentTop     = 1,
    UIControlContentVerticalAlignmentBottom  = 2,
    UIControlContentVerticalAlignmentFill    = 3,
} NS_SWIFT_NAME(UIControl.ContentVerticalAlignment);

typedef NS_ENUM(NSInteger, UIControlContentHorizontalAlignment) {
    UIControlContentHorizontalAlignmentCenter = 0,
    UIControlContentHorizontalAlignmentLeft   = 1,
    UIControlContentHorizontalAlignmentRight  = 2,
    UIControlContentHorizontalAlignmentFill   = 3,
    UIControlContentHorizontalAlignmentLeading  = 4,
    UIControlContentHorizontalAlignmentTrailing = 5,
} NS_SWIFT_NAME(UIControl.ContentHorizontalAlignment);

typedef NS_OPTIONS(NSUInteger, UIControlState) {
    UIControlStateNormal NS_SWIFT_NAME(normal) = 0,
    UIControlStateHighlighted  = 1 << 0,
    UIControlStateDisabled     = 1 << 1,
    UIControlStateSelected     = 1 << 2,
    UIControlStateFocused      = 1 << 3,
    UIControlStateApplication  = 0x00FF0000,
    UIControlStateReserved     = 0xFF000000
} NS_SWIFT_NAME(UIControl.State);

/// The base class for controls, which are visual elements that convey a specific action or intention in response to user interactions.
NS_SWIFT_UI_ACTOR
@interface UIControl : UIView
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithFrame:(CGRect)frame primaryAction:(nullable UIAction *)primaryAction;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic) UIControlContentVerticalAlignment contentVerticalAlignment;
@property (nonatomic) UIControlContentHorizontalAlignment contentHorizontalAlignment;
@property (nonatomic, readonly) UIControlContentHorizontalAlignment effectiveContentHorizontalAlignment;
@property (nonatomic, readonly) UIControlState state;
@property (nonatomic, readonly, getter=isTracking) BOOL tracking;
@property (nonatomic, readonly, getter=isTouchInside) BOOL touchInside;
- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(nullable UIEvent *)event;
- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(nullable UIEvent *)event;
- (void)endTrackingWithTouch:(nullable UITouch *)touch withEvent:(nullable UIEvent *)event;
- (void)cancelTrackingWithEvent:(nullable UIEvent *)event;
- (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents NS_SWIFT_NAME(addTarget(_:action:for:));
- (void)removeTarget:(nullable id)target action:(nullable SEL)action forControlEvents:(UIControlEvents)controlEvents NS_SWIFT_NAME(removeTarget(_:action:for:));
- (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents NS_SWIFT_NAME(addAction(_:for:));
- (void)removeAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents NS_SWIFT_NAME(removeAction(_:for:));
- (void)removeActionForIdentifier:(UIActionIdentifier)actionIdentifier forControlEvents:(UIControlEvents)controlEvents NS_SWIFT_NAME(removeAction(identifiedBy:for:));
- (void)performPrimaryAction;
@property (nonatomic, readonly) NSSet *allTargets;
@property (nonatomic, readonly) UIControlEvents allControlEvents;
- (nullable NSArray<NSString *> *)actionsForTarget:(nullable id)target forControlEvent:(UIControlEvents)controlEvent NS_SWIFT_NAME(actions(forTarget:forControlEvent:));
- (void)sendAction:(SEL)action to:(nullable id)target forEvent:(nullable UIEvent *)event;
- (void)sendAction:(UIAction *)action;
- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents NS_SWIFT_NAME(sendActions(for:));
@property (nonatomic, getter=isContextMenuInteractionEnabled) BOOL contextMenuInteractionEnabled;
@property (nonatomic) BOOL showsMenuAsPrimaryAction;
@property (nullable, nonatomic, copy) NSString *toolTip;
@end

NS_ASSUME_NONNULL_END
