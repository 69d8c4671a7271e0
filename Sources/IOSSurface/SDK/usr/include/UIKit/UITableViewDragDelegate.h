// https://developer.apple.com/documentation/uikit/uitableviewdragdelegate
#import <Foundation/Foundation.h>
#import <UIKit/UIDragInteraction.h>

NS_ASSUME_NONNULL_BEGIN

@class UITableView;

NS_SWIFT_UI_ACTOR
@protocol UITableViewDragDelegate <NSObject>
@required
// https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:itemsforbeginning:at:)
- (NSArray<UIDragItem *> *)tableView:(UITableView *)tableView itemsForBeginningDragSession:(id<UIDragSession>)session atIndexPath:(NSIndexPath *)indexPath;
@optional
- (NSArray<UIDragItem *> *)tableView:(UITableView *)tableView itemsForAddingToDragSession:(id<UIDragSession>)session atIndexPath:(NSIndexPath *)indexPath point:(CGPoint)point;
- (void)tableView:(UITableView *)tableView dragSessionWillBegin:(id<UIDragSession>)session;
- (void)tableView:(UITableView *)tableView dragSessionDidEnd:(id<UIDragSession>)session;
- (BOOL)tableView:(UITableView *)tableView dragSessionAllowsMoveOperation:(id<UIDragSession>)session;
- (BOOL)tableView:(UITableView *)tableView dragSessionIsRestrictedToDraggingApplication:(id<UIDragSession>)session;
@end

NS_ASSUME_NONNULL_END
