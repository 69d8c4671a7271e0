// https://developer.apple.com/documentation/uikit/uitableviewcell
// The Swift-facing configuration properties (contentConfiguration, backgroundConfiguration, defaultContentConfiguration()
// and configurationState's struct) are in the UIKit overlay (TablesConfiguration.swift), as in Apple's overlay.
#import <Foundation/Foundation.h>
#import <UIKit/UIView.h>
#import <UIKit/UIGeometry.h>
#import <UIKit/UIGestureRecognizer.h>

NS_ASSUME_NONNULL_BEGIN

@class UILabel, UIImageView, UIColor, UIImage, UIButton, UITableView, UICellConfigurationState;
@class UIListContentConfiguration, UIBackgroundConfiguration;
@protocol UIContentConfiguration;

// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
    UITableViewCellStyleDefault,
    UITableViewCellStyleValue1,
    UITableViewCellStyleValue2,
    UITableViewCellStyleSubtitle
};

// https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle
typedef NS_ENUM(NSInteger, UITableViewCellSeparatorStyle) {
    UITableViewCellSeparatorStyleNone,
    UITableViewCellSeparatorStyleSingleLine,
    UITableViewCellSeparatorStyleSingleLineEtched __attribute__((deprecated("Use UITableViewCellSeparatorStyleSingleLine for a single line separator.")))
};

// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle
typedef NS_ENUM(NSInteger, UITableViewCellSelectionStyle) {
    UITableViewCellSelectionStyleNone,
    UITableViewCellSelectionStyleBlue,
    UITableViewCellSelectionStyleGray,
    UITableViewCellSelectionStyleDefault
};

// https://developer.apple.com/documentation/uikit/uitableviewcell/focusstyle
typedef NS_ENUM(NSInteger, UITableViewCellFocusStyle) {
    UITableViewCellFocusStyleDefault,
    UITableViewCellFocusStyleCustom
};

// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle
typedef NS_ENUM(NSInteger, UITableViewCellEditingStyle) {
    UITableViewCellEditingStyleNone,
    UITableViewCellEditingStyleDelete,
    UITableViewCellEditingStyleInsert
};

// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype
typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
    UITableViewCellAccessoryNone,
    UITableViewCellAccessoryDisclosureIndicator,
    UITableViewCellAccessoryDetailDisclosureButton,
    UITableViewCellAccessoryCheckmark,
    UITableViewCellAccessoryDetailButton
};

// https://developer.apple.com/documentation/uikit/uitableviewcell/statemask
typedef NS_OPTIONS(NSUInteger, UITableViewCellStateMask) {
    UITableViewCellStateDefaultMask = 0,
    UITableViewCellStateShowingEditControlMask NS_SWIFT_NAME(showingEditControl) = 1 << 0,
    UITableViewCellStateShowingDeleteConfirmationMask NS_SWIFT_NAME(showingDeleteConfirmation) = 1 << 1
};

// https://developer.apple.com/documentation/uikit/uitableviewcell/dragstate
typedef NS_ENUM(NSInteger, UITableViewCellDragState) {
    UITableViewCellDragStateNone,
    UITableViewCellDragStateLifting,
    UITableViewCellDragStateDragging
};

NS_SWIFT_UI_ACTOR
@interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>

// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(nullable NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;

// https://developer.apple.com/documentation/uikit/uitableviewcell/configurationstate
@property (nonatomic, readonly) UICellConfigurationState *configurationState;
- (void)setNeedsUpdateConfiguration;
// https://developer.apple.com/documentation/uikit/uitableviewcell/updateconfiguration(using:)
- (void)updateConfigurationUsingState:(UICellConfigurationState *)state;
@property (nonatomic) BOOL automaticallyUpdatesContentConfiguration;
@property (nonatomic) BOOL automaticallyUpdatesBackgroundConfiguration;
- (UIListContentConfiguration *)defaultContentConfiguration NS_REFINED_FOR_SWIFT;
@property (nonatomic, copy, nullable) id<UIContentConfiguration> contentConfiguration NS_REFINED_FOR_SWIFT;
@property (nonatomic, copy, nullable) UIBackgroundConfiguration *backgroundConfiguration NS_REFINED_FOR_SWIFT;

@property (nonatomic, readonly, strong) UIView *contentView;

// https://developer.apple.com/documentation/uikit/uitableviewcell/imageview
@property (nonatomic, readonly, strong, nullable) UIImageView *imageView;
// https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
// "Use UIListContentConfiguration instead, this property will be deprecated in a future release." (API_TO_BE_DEPRECATED: no warning yet)
@property (nonatomic, readonly, strong, nullable) UILabel *textLabel;
@property (nonatomic, readonly, strong, nullable) UILabel *detailTextLabel;

@property (nonatomic, strong, nullable) UIView *backgroundView;
@property (nonatomic, strong, nullable) UIView *selectedBackgroundView;
@property (nonatomic, strong, nullable) UIView *multipleSelectionBackgroundView;

// https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
- (void)prepareForReuse NS_REQUIRES_SUPER;

@property (nonatomic) UITableViewCellSelectionStyle selectionStyle;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
- (void)setSelected:(BOOL)selected animated:(BOOL)animated;
- (void)setHighlighted:(BOOL)highlighted animated:(BOOL)animated;

@property (nonatomic, readonly) UITableViewCellEditingStyle editingStyle;
@property (nonatomic) BOOL showsReorderControl;
@property (nonatomic) BOOL shouldIndentWhileEditing;

@property (nonatomic) UITableViewCellAccessoryType accessoryType;
@property (nonatomic, strong, nullable) UIView *accessoryView;
@property (nonatomic) UITableViewCellAccessoryType editingAccessoryType;
@property (nonatomic, strong, nullable) UIView *editingAccessoryView;

@property (nonatomic) NSInteger indentationLevel;
@property (nonatomic) CGFloat indentationWidth;
@property (nonatomic) UIEdgeInsets separatorInset;

@property (nonatomic, getter=isEditing) BOOL editing;
- (void)setEditing:(BOOL)editing animated:(BOOL)animated;
@property (nonatomic, readonly) BOOL showingDeleteConfirmation;

@property (nonatomic) UITableViewCellFocusStyle focusStyle;
@property (nonatomic) BOOL userInteractionEnabledWhileDragging;

- (void)willTransitionToState:(UITableViewCellStateMask)state;
- (void)didTransitionToState:(UITableViewCellStateMask)state;
- (void)dragStateDidChange:(UITableViewCellDragState)dragState;

@end

NS_ASSUME_NONNULL_END
