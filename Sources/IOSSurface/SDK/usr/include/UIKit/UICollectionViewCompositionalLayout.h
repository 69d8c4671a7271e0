// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
// UICollectionViewCompositionalLayout.list(using:) and NSCollectionLayoutSection.list(using:layoutEnvironment:) take
// the Swift struct UICollectionLayoutListConfiguration: they are in the overlay (CollectionsList.swift).
#import <Foundation/Foundation.h>
#import <UIKit/UIGeometry.h>
#import <UIKit/UICollectionViewLayout.h>

NS_ASSUME_NONNULL_BEGIN

@class NSCollectionLayoutSection, NSCollectionLayoutGroup, NSCollectionLayoutItem, NSCollectionLayoutSize;
@class NSCollectionLayoutDimension, NSCollectionLayoutBoundarySupplementaryItem, UITraitCollection;
@class UICollectionLayoutListConfiguration;
@protocol NSCollectionLayoutEnvironment;

// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
typedef NS_ENUM(NSInteger, UICollectionLayoutSectionOrthogonalScrollingBehavior) {
    UICollectionLayoutSectionOrthogonalScrollingBehaviorNone,
    UICollectionLayoutSectionOrthogonalScrollingBehaviorContinuous,
    UICollectionLayoutSectionOrthogonalScrollingBehaviorContinuousGroupLeadingBoundary,
    UICollectionLayoutSectionOrthogonalScrollingBehaviorPaging,
    UICollectionLayoutSectionOrthogonalScrollingBehaviorGroupPaging,
    UICollectionLayoutSectionOrthogonalScrollingBehaviorGroupPagingCentered
};

// https://developer.apple.com/documentation/uikit/nsrectalignment
typedef NS_ENUM(NSInteger, NSRectAlignment) {
    NSRectAlignmentNone = 0,
    NSRectAlignmentTop,
    NSRectAlignmentTopLeading,
    NSRectAlignmentLeading,
    NSRectAlignmentBottomLeading,
    NSRectAlignmentBottom,
    NSRectAlignmentBottomTrailing,
    NSRectAlignmentTrailing,
    NSRectAlignmentTopTrailing
};

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
typedef NSCollectionLayoutSection * _Nullable (^UICollectionViewCompositionalLayoutSectionProvider)(NSInteger section, id<NSCollectionLayoutEnvironment> layoutEnvironment);

NS_SWIFT_UI_ACTOR
@protocol NSCollectionLayoutContainer <NSObject>
@property (nonatomic, readonly) CGSize contentSize;
@property (nonatomic, readonly) CGSize effectiveContentSize;
@property (nonatomic, readonly) NSDirectionalEdgeInsets contentInsets;
@property (nonatomic, readonly) NSDirectionalEdgeInsets effectiveContentInsets;
@end

NS_SWIFT_UI_ACTOR
@protocol NSCollectionLayoutEnvironment <NSObject>
@property (nonatomic, readonly) id<NSCollectionLayoutContainer> container;
@property (nonatomic, readonly) UITraitCollection *traitCollection;
@end

NS_SWIFT_UI_ACTOR
@interface UICollectionViewCompositionalLayoutConfiguration : NSObject <NSCopying>
@property (nonatomic) UICollectionViewScrollDirection scrollDirection;
@property (nonatomic) CGFloat interSectionSpacing;
@property (nonatomic, copy) NSArray<NSCollectionLayoutBoundarySupplementaryItem *> *boundarySupplementaryItems;
@end

NS_SWIFT_UI_ACTOR
@interface UICollectionViewCompositionalLayout : UICollectionViewLayout
// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)
- (instancetype)initWithSection:(NSCollectionLayoutSection *)section;
- (instancetype)initWithSection:(NSCollectionLayoutSection *)section configuration:(UICollectionViewCompositionalLayoutConfiguration *)configuration;
- (instancetype)initWithSectionProvider:(UICollectionViewCompositionalLayoutSectionProvider)sectionProvider;
- (instancetype)initWithSectionProvider:(UICollectionViewCompositionalLayoutSectionProvider)sectionProvider configuration:(UICollectionViewCompositionalLayoutConfiguration *)configuration;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, copy) UICollectionViewCompositionalLayoutConfiguration *configuration;
+ (instancetype)layoutWithListConfiguration:(UICollectionLayoutListConfiguration *)configuration NS_REFINED_FOR_SWIFT;
@end

NS_SWIFT_UI_ACTOR
@interface NSCollectionLayoutDimension : NSObject <NSCopying>
+ (instancetype)fractionalWidthDimension:(CGFloat)fractionalWidth NS_SWIFT_NAME(fractionalWidth(_:));
+ (instancetype)fractionalHeightDimension:(CGFloat)fractionalHeight NS_SWIFT_NAME(fractionalHeight(_:));
+ (instancetype)absoluteDimension:(CGFloat)absoluteDimension NS_SWIFT_NAME(absolute(_:));
+ (instancetype)estimatedDimension:(CGFloat)estimatedDimension NS_SWIFT_NAME(estimated(_:));
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly) BOOL isFractionalWidth;
@property (nonatomic, readonly) BOOL isFractionalHeight;
@property (nonatomic, readonly) BOOL isAbsolute;
@property (nonatomic, readonly) BOOL isEstimated;
@property (nonatomic, readonly) CGFloat dimension;
@end

NS_SWIFT_UI_ACTOR
@interface NSCollectionLayoutSize : NSObject <NSCopying>
+ (instancetype)sizeWithWidthDimension:(NSCollectionLayoutDimension *)width heightDimension:(NSCollectionLayoutDimension *)height;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly) NSCollectionLayoutDimension *widthDimension;
@property (nonatomic, readonly) NSCollectionLayoutDimension *heightDimension;
@end

NS_SWIFT_UI_ACTOR
@interface NSCollectionLayoutItem : NSObject <NSCopying>
+ (instancetype)itemWithLayoutSize:(NSCollectionLayoutSize *)layoutSize;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic) NSDirectionalEdgeInsets contentInsets;
@property (nonatomic, readonly) NSCollectionLayoutSize *layoutSize;
@end

NS_SWIFT_UI_ACTOR
@interface NSCollectionLayoutGroup : NSCollectionLayoutItem <NSCopying>
+ (instancetype)horizontalGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize subitems:(NSArray<NSCollectionLayoutItem *> *)subitems NS_SWIFT_NAME(horizontal(layoutSize:subitems:));
+ (instancetype)horizontalGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize repeatingSubitem:(NSCollectionLayoutItem *)subitem count:(NSInteger)count NS_SWIFT_NAME(horizontal(layoutSize:repeatingSubitem:count:));
+ (instancetype)verticalGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize subitems:(NSArray<NSCollectionLayoutItem *> *)subitems NS_SWIFT_NAME(vertical(layoutSize:subitems:));
+ (instancetype)verticalGroupWithLayoutSize:(NSCollectionLayoutSize *)layoutSize repeatingSubitem:(NSCollectionLayoutItem *)subitem count:(NSInteger)count NS_SWIFT_NAME(vertical(layoutSize:repeatingSubitem:count:));
@property (nonatomic, readonly) NSArray<NSCollectionLayoutItem *> *subitems;
@end

// As in Apple's header: a boundary supplementary item is a supplementary item, which declares its element kind.
// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
NS_SWIFT_UI_ACTOR
@interface NSCollectionLayoutSupplementaryItem : NSCollectionLayoutItem <NSCopying>
@property (nonatomic, readonly) NSString *elementKind;
@end

NS_SWIFT_UI_ACTOR
@interface NSCollectionLayoutBoundarySupplementaryItem : NSCollectionLayoutSupplementaryItem <NSCopying>
+ (instancetype)boundarySupplementaryItemWithLayoutSize:(NSCollectionLayoutSize *)layoutSize elementKind:(NSString *)elementKind alignment:(NSRectAlignment)alignment;
@property (nonatomic) BOOL pinToVisibleBounds;
@property (nonatomic, readonly) NSRectAlignment alignment;
@end

NS_SWIFT_UI_ACTOR
@interface NSCollectionLayoutSection : NSObject <NSCopying>
+ (instancetype)sectionWithGroup:(NSCollectionLayoutGroup *)group;
+ (instancetype)sectionWithListConfiguration:(UICollectionLayoutListConfiguration *)configuration layoutEnvironment:(id<NSCollectionLayoutEnvironment>)layoutEnvironment NS_REFINED_FOR_SWIFT;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic) NSDirectionalEdgeInsets contentInsets;
@property (nonatomic) CGFloat interGroupSpacing;
@property (nonatomic) UICollectionLayoutSectionOrthogonalScrollingBehavior orthogonalScrollingBehavior;
@property (nonatomic, copy) NSArray<NSCollectionLayoutBoundarySupplementaryItem *> *boundarySupplementaryItems;
@end

NS_ASSUME_NONNULL_END
