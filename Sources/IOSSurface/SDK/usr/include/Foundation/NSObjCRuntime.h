// The macros Apple's headers are written with, defined as the Swift importer reads them.
// https://developer.apple.com/documentation/swift/grouping-related-objective-c-constants
// https://developer.apple.com/documentation/swift/renaming-objective-c-apis-for-swift
#ifndef SURFACE_NSOBJCRUNTIME_H
#define SURFACE_NSOBJCRUNTIME_H

#import <objc/objc.h>
#import <CoreGraphics/CoreGraphics.h>

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_CLOSED_ENUM(_type, _name) enum __attribute__((enum_extensibility(closed))) _name : _type _name; enum __attribute__((enum_extensibility(closed))) _name : _type
#define NS_OPTIONS(_type, _name) enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name; enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
#define NS_TYPED_ENUM __attribute__((swift_wrapper(struct)))
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
// UIKit's classes and protocols carry NS_SWIFT_UI_ACTOR (UIColor, UIFont, UIImage, UITraitCollection and
// NSParagraphStyle carry NS_SWIFT_SENDABLE instead, as in Apple's SDK). The importer treats every Clang-imported
// declaration as @preconcurrency, so a nonisolated use of a UIKit member is diagnosed as a warning by this
// compiler, not an error; Swift-overlay declarations (UIButton.Configuration) are fully isolated.
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_SWIFT_NONISOLATED __attribute__((swift_attr("nonisolated")))
#define NS_SWIFT_DISABLE_ASYNC __attribute__((swift_async(none)))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_NOESCAPE __attribute__((noescape))
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#define NS_EXTENSIBLE_STRING_ENUM __attribute__((swift_wrapper(struct)))
// Availability is documentation here: listings are checked against iOS 17 (the book's deployment target) and use nothing newer.
#define API_AVAILABLE(...)
#define API_DEPRECATED(...)
#define API_DEPRECATED_WITH_REPLACEMENT(...)
#define NS_SWIFT_NOTHROW __attribute__((swift_error(none)))
#define NS_SWIFT_SENDABLE_BLOCK __attribute__((swift_attr("@Sendable")))
#define NS_REFINED_FOR_SWIFT_ASYNC(...)
#define NS_SWIFT_ASYNC_NAME(...)
#define API_UNAVAILABLE(...)
#define UIKIT_EXTERN extern __attribute__((visibility("default")))
#define FOUNDATION_EXPORT extern __attribute__((visibility("default")))
#define UI_APPEARANCE_SELECTOR

typedef double NSTimeInterval NS_SWIFT_NAME(TimeInterval);

typedef unsigned short unichar;

/// A structure used to describe a portion of a series, such as characters in a string.
/// https://developer.apple.com/documentation/foundation/nsrange
typedef struct NS_SWIFT_SENDABLE _NSRange {
    NSUInteger location;
    NSUInteger length;
} NSRange;
typedef NSRange *NSRangePointer;

/// https://developer.apple.com/documentation/foundation/nsnotfound-4qp9h
static const NSInteger NSNotFound = NSIntegerMax;

NS_ASSUME_NONNULL_BEGIN
@protocol NSCopying
- (id)copyWithZone:(nullable NSZone *)zone;
@end
@protocol NSMutableCopying
- (id)mutableCopyWithZone:(nullable NSZone *)zone;
@end
NS_ASSUME_NONNULL_END
@protocol NSSecureCoding;
@protocol NSFastEnumeration
@end

typedef NS_CLOSED_ENUM(NSInteger, NSComparisonResult) {
    NSOrderedAscending = -1L,
    NSOrderedSame,
    NSOrderedDescending
};

#endif
