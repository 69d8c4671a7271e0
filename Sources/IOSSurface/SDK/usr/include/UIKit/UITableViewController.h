// https://developer.apple.com/documentation/uikit/uitableviewcontroller
#import <Foundation/Foundation.h>
#import <UIKit/UIViewController.h>
#import <UIKit/UITableView.h>

NS_ASSUME_NONNULL_BEGIN

@class UIRefreshControl;

// Adopting both protocols mirrors their methods onto the class, so a subclass writes `override func tableView(...)`.
NS_SWIFT_UI_ACTOR
@interface UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>
// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
- (instancetype)initWithStyle:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (null_resettable, nonatomic, strong) UITableView *tableView;
@property (nonatomic) BOOL clearsSelectionOnViewWillAppear;
@property (nonatomic, strong, nullable) UIRefreshControl *refreshControl;
@end

NS_ASSUME_NONNULL_END
