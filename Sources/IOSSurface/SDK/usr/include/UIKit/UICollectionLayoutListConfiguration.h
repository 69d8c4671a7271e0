// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
// In Swift UICollectionLayoutListConfiguration is a struct with nested Appearance, HeaderMode and FooterMode, in the
// UIKit overlay (CollectionsList.swift); the Objective-C class and enums below are refined for Swift.
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@class UIColor;

typedef NS_ENUM(NSInteger, UICollectionLayoutListAppearance) {
    UICollectionLayoutListAppearancePlain,
    UICollectionLayoutListAppearanceGrouped,
    UICollectionLayoutListAppearanceInsetGrouped,
    UICollectionLayoutListAppearanceSidebar,
    UICollectionLayoutListAppearanceSidebarPlain
} NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UICollectionLayoutListHeaderMode) {
    UICollectionLayoutListHeaderModeNone,
    UICollectionLayoutListHeaderModeSupplementary,
    UICollectionLayoutListHeaderModeFirstItemInSection
} NS_REFINED_FOR_SWIFT;

typedef NS_ENUM(NSInteger, UICollectionLayoutListFooterMode) {
    UICollectionLayoutListFooterModeNone,
    UICollectionLayoutListFooterModeSupplementary
} NS_REFINED_FOR_SWIFT;

NS_SWIFT_UI_ACTOR NS_REFINED_FOR_SWIFT
@interface UICollectionLayoutListConfiguration : NSObject <NSCopying>
- (instancetype)initWithAppearance:(UICollectionLayoutListAppearance)appearance NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly) UICollectionLayoutListAppearance appearance;
@property (nonatomic) BOOL showsSeparators;
@property (nonatomic, nullable, strong) UIColor *backgroundColor;
@property (nonatomic) UICollectionLayoutListHeaderMode headerMode;
@property (nonatomic) UICollectionLayoutListFooterMode footerMode;
@property (nonatomic) CGFloat headerTopPadding;
@end

NS_ASSUME_NONNULL_END
