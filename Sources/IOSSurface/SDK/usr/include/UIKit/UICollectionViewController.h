// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
#import <Foundation/Foundation.h>
#import <UIKit/UIViewController.h>
#import <UIKit/UICollectionView.h>

NS_ASSUME_NONNULL_BEGIN

// Adopting both protocols mirrors their methods onto the class, so a subclass writes `override func collectionView(...)`.
NS_SWIFT_UI_ACTOR
@interface UICollectionViewController : UIViewController <UICollectionViewDelegate, UICollectionViewDataSource>
// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)
- (instancetype)initWithCollectionViewLayout:(UICollectionViewLayout *)layout NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (null_resettable, nonatomic, strong) UICollectionView *collectionView;
@property (nonatomic, readonly) UICollectionViewLayout *collectionViewLayout;
@property (nonatomic) BOOL clearsSelectionOnViewWillAppear;
@property (nonatomic) BOOL installsStandardGestureForInteractiveMovement;
@end

NS_ASSUME_NONNULL_END
