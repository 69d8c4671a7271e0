// https://developer.apple.com/documentation/uikit/uidragitem
// https://developer.apple.com/documentation/uikit/uidragsession
// https://developer.apple.com/documentation/uikit/uidragdropsession
// https://developer.apple.com/documentation/uikit/uidraganimating
// https://developer.apple.com/documentation/uikit/uidraginteraction
#import <Foundation/Foundation.h>
#import <UIKit/UIView.h>

NS_ASSUME_NONNULL_BEGIN

@class NSItemProvider, UIDragItem, UIDragInteraction;
@protocol NSItemProviderReading;

NS_SWIFT_UI_ACTOR
@interface UIDragItem : NSObject
// https://developer.apple.com/documentation/uikit/uidragitem/init(itemprovider:)
- (instancetype)initWithItemProvider:(NSItemProvider *)itemProvider NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly) NSItemProvider *itemProvider;
@property (nonatomic, strong, nullable) id localObject;
@end

// https://developer.apple.com/documentation/uikit/uidragdropsession
NS_SWIFT_UI_ACTOR
@protocol UIDragDropSession <NSObject>
@property (nonatomic, readonly) NSArray<UIDragItem *> *items;
- (CGPoint)locationInView:(UIView *)view;
@property (nonatomic, readonly) BOOL allowsMoveOperation;
@property (nonatomic, readonly, getter=isRestrictedToDraggingApplication) BOOL restrictedToDraggingApplication;
- (BOOL)hasItemsConformingToTypeIdentifiers:(NSArray<NSString *> *)typeIdentifiers;
- (BOOL)canLoadObjectsOfClass:(Class<NSItemProviderReading>)aClass;
@end

// https://developer.apple.com/documentation/uikit/uidragsession
NS_SWIFT_UI_ACTOR
@protocol UIDragSession <UIDragDropSession>
@property (nonatomic, strong, nullable) id localContext;
@end

// https://developer.apple.com/documentation/uikit/uidraganimating
NS_SWIFT_UI_ACTOR
@protocol UIDragAnimating <NSObject>
- (void)addAnimations:(void (^)(void))animations;
@end

// https://developer.apple.com/documentation/uikit/uidraginteractiondelegate
NS_SWIFT_UI_ACTOR
@protocol UIDragInteractionDelegate <NSObject>
@required
- (NSArray<UIDragItem *> *)dragInteraction:(UIDragInteraction *)interaction itemsForBeginningSession:(id<UIDragSession>)session;
@optional
- (void)dragInteraction:(UIDragInteraction *)interaction sessionWillBegin:(id<UIDragSession>)session;
@end

NS_SWIFT_UI_ACTOR
@interface UIDragInteraction : NSObject
- (instancetype)initWithDelegate:(id<UIDragInteractionDelegate>)delegate NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, nullable, readonly, weak) id<UIDragInteractionDelegate> delegate;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (class, nonatomic, readonly, getter=isEnabledByDefault) BOOL enabledByDefault;
@end

NS_ASSUME_NONNULL_END
