// https://developer.apple.com/documentation/uikit/uidropsession
// https://developer.apple.com/documentation/uikit/uidropoperation
// https://developer.apple.com/documentation/uikit/uidropproposal
// https://developer.apple.com/documentation/uikit/uidropinteraction
#import <Foundation/Foundation.h>
#import <UIKit/UIDragInteraction.h>

NS_ASSUME_NONNULL_BEGIN

@class UIDropInteraction;

// https://developer.apple.com/documentation/uikit/uidropsession
NS_SWIFT_UI_ACTOR
@protocol UIDropSession <UIDragDropSession>
@property (nonatomic, readonly, nullable) id<UIDragSession> localDragSession;
@end

// https://developer.apple.com/documentation/uikit/uidropoperation
typedef NS_ENUM(NSUInteger, UIDropOperation) {
    UIDropOperationCancel = 0,
    UIDropOperationForbidden = 1,
    UIDropOperationCopy = 2,
    UIDropOperationMove = 3
};

NS_SWIFT_UI_ACTOR
@interface UIDropProposal : NSObject <NSCopying>
// https://developer.apple.com/documentation/uikit/uidropproposal/init(operation:)
- (instancetype)initWithDropOperation:(UIDropOperation)operation NS_DESIGNATED_INITIALIZER NS_SWIFT_NAME(init(operation:));
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly) UIDropOperation operation;
@property (nonatomic, getter=isPrecise) BOOL precise;
@property (nonatomic) BOOL prefersFullSizePreview;
@end

// https://developer.apple.com/documentation/uikit/uidropinteractiondelegate
NS_SWIFT_UI_ACTOR
@protocol UIDropInteractionDelegate <NSObject>
@optional
- (BOOL)dropInteraction:(UIDropInteraction *)interaction canHandleSession:(id<UIDropSession>)session;
- (UIDropProposal *)dropInteraction:(UIDropInteraction *)interaction sessionDidUpdate:(id<UIDropSession>)session;
- (void)dropInteraction:(UIDropInteraction *)interaction performDrop:(id<UIDropSession>)session;
@end

NS_SWIFT_UI_ACTOR
@interface UIDropInteraction : NSObject
- (instancetype)initWithDelegate:(id<UIDropInteractionDelegate>)delegate NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, nullable, readonly, weak) id<UIDropInteractionDelegate> delegate;
@property (nonatomic) BOOL allowsSimultaneousDropSessions;
@end

NS_ASSUME_NONNULL_END
