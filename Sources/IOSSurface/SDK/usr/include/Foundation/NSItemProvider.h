// https://developer.apple.com/documentation/foundation/nsitemprovider
// https://developer.apple.com/documentation/foundation/nsitemproviderwriting
// https://developer.apple.com/documentation/foundation/nsitemproviderreading
#import <Foundation/NSObjCRuntime.h>
#import <Foundation/NSString.h>
#import <Foundation/NSArray.h>
NS_ASSUME_NONNULL_BEGIN
typedef NS_ENUM(NSInteger, NSItemProviderRepresentationVisibility) {
    NSItemProviderRepresentationVisibilityAll = 0,
    NSItemProviderRepresentationVisibilityTeam = 1,
    NSItemProviderRepresentationVisibilityOwnProcess = 3,
};

@protocol NSItemProviderWriting <NSObject>
@property (class, readonly, copy) NSArray<NSString *> *writableTypeIdentifiersForItemProvider;
@end

@protocol NSItemProviderReading <NSObject>
@property (class, readonly, copy) NSArray<NSString *> *readableTypeIdentifiersForItemProvider;
@end

@interface NSItemProvider : NSObject <NSCopying>
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithObject:(id<NSItemProviderWriting>)object;
- (void)registerObject:(id<NSItemProviderWriting>)object visibility:(NSItemProviderRepresentationVisibility)visibility;
@property (readonly, copy) NSArray<NSString *> *registeredTypeIdentifiers;
- (BOOL)canLoadObjectOfClass:(Class<NSItemProviderReading>)aClass;
@property (copy, nullable) NSString *suggestedName;
@end

@interface NSString (NSItemProvider) <NSItemProviderReading, NSItemProviderWriting>
@end

NS_ASSUME_NONNULL_END
