// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
// contentConfiguration, backgroundConfiguration and defaultContentConfiguration() are in the overlay (TablesConfiguration.swift).
#import <Foundation/Foundation.h>
#import <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

@class UILabel, UIViewConfigurationState, UIListContentConfiguration, UIBackgroundConfiguration;
@protocol UIContentConfiguration;

NS_SWIFT_UI_ACTOR
@interface UITableViewHeaderFooterView : UIView
// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
- (instancetype)initWithReuseIdentifier:(nullable NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;

@property (nonatomic, readonly) UIViewConfigurationState *configurationState;
- (void)setNeedsUpdateConfiguration;
- (void)updateConfigurationUsingState:(UIViewConfigurationState *)state;
@property (nonatomic) BOOL automaticallyUpdatesContentConfiguration;
@property (nonatomic) BOOL automaticallyUpdatesBackgroundConfiguration;
- (UIListContentConfiguration *)defaultContentConfiguration NS_REFINED_FOR_SWIFT;
@property (nonatomic, copy, nullable) id<UIContentConfiguration> contentConfiguration NS_REFINED_FOR_SWIFT;
@property (nonatomic, copy, nullable) UIBackgroundConfiguration *backgroundConfiguration NS_REFINED_FOR_SWIFT;

// "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
@property (nonatomic, readonly, strong, nullable) UILabel *textLabel;
@property (nonatomic, readonly, strong, nullable) UILabel *detailTextLabel;
@property (nonatomic, readonly, strong) UIView *contentView;
@property (nonatomic, strong, nullable) UIView *backgroundView;
@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
- (void)prepareForReuse NS_REQUIRES_SUPER;
@end

NS_ASSUME_NONNULL_END
