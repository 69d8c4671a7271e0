// https://developer.apple.com/documentation/uikit/uicontextualaction
// https://developer.apple.com/documentation/uikit/uitableviewrowaction (deprecated in iOS 13)
#import <Foundation/Foundation.h>
#import <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

@class UIContextualAction, UIColor, UIImage;

// https://developer.apple.com/documentation/uikit/uicontextualaction/style
typedef NS_ENUM(NSInteger, UIContextualActionStyle) {
    UIContextualActionStyleNormal,
    UIContextualActionStyleDestructive
};

// https://developer.apple.com/documentation/uikit/uicontextualaction/handler
typedef void (^UIContextualActionHandler)(UIContextualAction *action, __kindof UIView *sourceView, void (^completionHandler)(BOOL actionPerformed));

NS_SWIFT_UI_ACTOR
@interface UIContextualAction : NSObject
// https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
+ (instancetype)contextualActionWithStyle:(UIContextualActionStyle)style title:(nullable NSString *)title handler:(UIContextualActionHandler)handler;
@property (nonatomic, readonly) UIContextualActionStyle style;
@property (nonatomic, copy, readonly) UIContextualActionHandler handler;
@property (nonatomic, copy, nullable) NSString *title;
@property (nonatomic, copy, null_resettable) UIColor *backgroundColor;
@property (nonatomic, copy, nullable) UIImage *image;
@end

// https://developer.apple.com/documentation/uikit/uitableviewrowaction/style
typedef NS_ENUM(NSInteger, UITableViewRowActionStyle) {
    UITableViewRowActionStyleDefault = 0,
    UITableViewRowActionStyleDestructive = UITableViewRowActionStyleDefault,
    UITableViewRowActionStyleNormal
} API_DEPRECATED("Use UIContextualAction and related APIs instead.", ios(8.0, 13.0));

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
NS_SWIFT_UI_ACTOR
API_DEPRECATED("Use UIContextualAction and related APIs instead.", ios(8.0, 13.0))
@interface UITableViewRowAction : NSObject <NSCopying>
+ (instancetype)rowActionWithStyle:(UITableViewRowActionStyle)style title:(nullable NSString *)title handler:(void (^)(UITableViewRowAction *action, NSIndexPath *indexPath))handler;
@property (nonatomic, readonly) UITableViewRowActionStyle style;
@property (nonatomic, copy, nullable) NSString *title;
@property (nonatomic, copy, nullable) UIColor *backgroundColor;
@end
#pragma clang diagnostic pop

NS_ASSUME_NONNULL_END
