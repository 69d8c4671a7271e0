// https://developer.apple.com/documentation/uikit/uicollectionreusableview
// https://developer.apple.com/documentation/uikit/uicollectionviewcell
// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
// contentConfiguration, backgroundConfiguration, defaultContentConfiguration() and accessories are in the UIKit
// overlay (CollectionsCells.swift), with the Swift value types they take; their Objective-C forms are refined.
#import <Foundation/Foundation.h>
#import <UIKit/UIView.h>
#import <UIKit/UICollectionViewLayout.h>
#import <UIKit/UIContentConfiguration.h>

NS_ASSUME_NONNULL_BEGIN

@class UIListContentConfiguration, UIBackgroundConfiguration, UICellAccessory;

NS_SWIFT_UI_ACTOR
@interface UICollectionReusableView : UIView
@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
- (void)prepareForReuse NS_REQUIRES_SUPER;
- (void)applyLayoutAttributes:(UICollectionViewLayoutAttributes *)layoutAttributes;
- (UICollectionViewLayoutAttributes *)preferredLayoutAttributesFittingAttributes:(UICollectionViewLayoutAttributes *)layoutAttributes;
@end

NS_SWIFT_UI_ACTOR
@interface UICollectionViewCell : UICollectionReusableView
@property (nonatomic, readonly) UICellConfigurationState *configurationState;
- (void)setNeedsUpdateConfiguration;
- (void)updateConfigurationUsingState:(UICellConfigurationState *)state;
@property (nonatomic, copy, nullable) id<UIContentConfiguration> contentConfiguration NS_REFINED_FOR_SWIFT;
@property (nonatomic) BOOL automaticallyUpdatesContentConfiguration;
@property (nonatomic, readonly) UIView *contentView;
@property (nonatomic, getter=isSelected) BOOL selected;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, copy, nullable) UIBackgroundConfiguration *backgroundConfiguration NS_REFINED_FOR_SWIFT;
@property (nonatomic) BOOL automaticallyUpdatesBackgroundConfiguration;
@property (nonatomic, strong, nullable) UIView *backgroundView;
@property (nonatomic, strong, nullable) UIView *selectedBackgroundView;
@end

NS_SWIFT_UI_ACTOR
@interface UICollectionViewListCell : UICollectionViewCell
- (UIListContentConfiguration *)defaultContentConfiguration NS_REFINED_FOR_SWIFT;
@property (nonatomic) NSInteger indentationLevel;
@property (nonatomic) CGFloat indentationWidth;
@property (nonatomic) BOOL indentsAccessories;
@property (nonatomic, copy) NSArray<UICellAccessory *> *accessories NS_REFINED_FOR_SWIFT;
@end

NS_ASSUME_NONNULL_END
