// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
#import <Foundation/Foundation.h>
#import <UIKit/UIContextualAction.h>

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_UI_ACTOR
@interface UISwipeActionsConfiguration : NSObject
// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
+ (instancetype)configurationWithActions:(NSArray<UIContextualAction *> *)actions;
@property (nonatomic, copy, readonly) NSArray<UIContextualAction *> *actions;
@property (nonatomic) BOOL performsFirstActionWithFullSwipe;
@end

NS_ASSUME_NONNULL_END
