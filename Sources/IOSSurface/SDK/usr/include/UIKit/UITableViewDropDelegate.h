// https://developer.apple.com/documentation/uikit/uitableviewdropdelegate
// https://developer.apple.com/documentation/uikit/uitableviewdropproposal
// https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator
// https://developer.apple.com/documentation/uikit/uitableviewdropitem
// https://developer.apple.com/documentation/uikit/uitableviewdropplaceholder
#import <Foundation/Foundation.h>
#import <UIKit/UIDropInteraction.h>
#import <UIKit/UITableViewCell.h>

NS_ASSUME_NONNULL_BEGIN

@class UITableView;

// https://developer.apple.com/documentation/uikit/uitableviewdropproposal/intent
typedef NS_ENUM(NSInteger, UITableViewDropIntent) {
    UITableViewDropIntentUnspecified,
    UITableViewDropIntentInsertAtDestinationIndexPath,
    UITableViewDropIntentInsertIntoDestinationIndexPath,
    UITableViewDropIntentAutomatic
};

NS_SWIFT_UI_ACTOR
@interface UITableViewDropProposal : UIDropProposal
// https://developer.apple.com/documentation/uikit/uitableviewdropproposal/init(operation:intent:)
- (instancetype)initWithDropOperation:(UIDropOperation)operation intent:(UITableViewDropIntent)intent NS_SWIFT_NAME(init(operation:intent:));
@property (nonatomic, readonly) UITableViewDropIntent intent;
@end

NS_SWIFT_UI_ACTOR
@protocol UITableViewDropItem <NSObject>
@property (nonatomic, readonly) UIDragItem *dragItem;
@property (nonatomic, readonly, nullable) NSIndexPath *sourceIndexPath;
@property (nonatomic, readonly) CGSize previewSize;
@end

NS_SWIFT_UI_ACTOR
@interface UITableViewPlaceholder : NSObject
- (instancetype)initWithInsertionIndexPath:(NSIndexPath *)insertionIndexPath reuseIdentifier:(NSString *)reuseIdentifier rowHeight:(CGFloat)rowHeight NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, nullable, copy) void (^cellUpdateHandler)(__kindof UITableViewCell *);
@end

NS_SWIFT_UI_ACTOR
@interface UITableViewDropPlaceholder : UITableViewPlaceholder
@end

NS_SWIFT_UI_ACTOR
@protocol UITableViewDropPlaceholderContext <UIDragAnimating>
@property (nonatomic, readonly) UIDragItem *dragItem;
- (BOOL)commitInsertionWithDataSourceUpdates:(void (NS_NOESCAPE ^)(NSIndexPath *insertionIndexPath))dataSourceUpdates;
- (BOOL)deletePlaceholder;
@end

NS_SWIFT_UI_ACTOR
@protocol UITableViewDropCoordinator <NSObject>
@property (nonatomic, readonly) NSArray<id<UITableViewDropItem>> *items;
@property (nonatomic, readonly, nullable) NSIndexPath *destinationIndexPath;
@property (nonatomic, readonly) UITableViewDropProposal *proposal;
@property (nonatomic, readonly) id<UIDropSession> session;
- (id<UITableViewDropPlaceholderContext>)dropItem:(UIDragItem *)dragItem toPlaceholder:(UITableViewDropPlaceholder *)placeholder;
// https://developer.apple.com/documentation/uikit/uitableviewdropcoordinator/drop(_:torowat:)
- (id<UIDragAnimating>)dropItem:(UIDragItem *)dragItem toRowAtIndexPath:(NSIndexPath *)indexPath;
- (id<UIDragAnimating>)dropItem:(UIDragItem *)dragItem intoRowAtIndexPath:(NSIndexPath *)indexPath rect:(CGRect)rect;
@end

NS_SWIFT_UI_ACTOR
@protocol UITableViewDropDelegate <NSObject>
@required
// https://developer.apple.com/documentation/uikit/uitableviewdropdelegate/tableview(_:performdropwith:)
- (void)tableView:(UITableView *)tableView performDropWithCoordinator:(id<UITableViewDropCoordinator>)coordinator;
@optional
- (BOOL)tableView:(UITableView *)tableView canHandleDropSession:(id<UIDropSession>)session;
- (void)tableView:(UITableView *)tableView dropSessionDidEnter:(id<UIDropSession>)session;
- (UITableViewDropProposal *)tableView:(UITableView *)tableView dropSessionDidUpdate:(id<UIDropSession>)session withDestinationIndexPath:(nullable NSIndexPath *)destinationIndexPath;
- (void)tableView:(UITableView *)tableView dropSessionDidExit:(id<UIDropSession>)session;
- (void)tableView:(UITableView *)tableView dropSessionDidEnd:(id<UIDropSession>)session;
@end

NS_ASSUME_NONNULL_END
