// https://developer.apple.com/documentation/uikit/uiedgeinsets
// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
// https://developer.apple.com/documentation/uikit/uirectedge
// https://developer.apple.com/documentation/uikit/uirectcorner
// https://developer.apple.com/documentation/uikit/uioffset
#import <Foundation/Foundation.h>
#import <UIKit/UIKitDefines.h>
NS_ASSUME_NONNULL_BEGIN

/// The inset distances for views.
typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE UIEdgeInsets {
    CGFloat top, left, bottom, right;
} UIEdgeInsets;

/// Edge insets that take language direction into account.
typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE NSDirectionalEdgeInsets {
    CGFloat top, leading, bottom, trailing;
} NSDirectionalEdgeInsets;

/// A structure that specifies an offset.
typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE UIOffset {
    CGFloat horizontal, vertical;
} UIOffset;

typedef NS_OPTIONS(NSUInteger, UIRectEdge) {
    UIRectEdgeNone   = 0,
    UIRectEdgeTop    = 1 << 0,
    UIRectEdgeLeft   = 1 << 1,
    UIRectEdgeBottom = 1 << 2,
    UIRectEdgeRight  = 1 << 3,
    UIRectEdgeAll    = UIRectEdgeTop | UIRectEdgeLeft | UIRectEdgeBottom | UIRectEdgeRight
};

typedef NS_OPTIONS(NSUInteger, NSDirectionalRectEdge) {
    NSDirectionalRectEdgeNone     = 0,
    NSDirectionalRectEdgeTop      = 1 << 0,
    NSDirectionalRectEdgeLeading  = 1 << 1,
    NSDirectionalRectEdgeBottom   = 1 << 2,
    NSDirectionalRectEdgeTrailing = 1 << 3,
    NSDirectionalRectEdgeAll      = NSDirectionalRectEdgeTop | NSDirectionalRectEdgeLeading | NSDirectionalRectEdgeBottom | NSDirectionalRectEdgeTrailing
};

typedef NS_OPTIONS(NSUInteger, UIRectCorner) {
    UIRectCornerTopLeft     = 1 << 0,
    UIRectCornerTopRight    = 1 << 1,
    UIRectCornerBottomLeft  = 1 << 2,
    UIRectCornerBottomRight = 1 << 3,
    UIRectCornerAllCorners  = ~0UL
};

typedef NS_OPTIONS(NSUInteger, UIAxis) {
    UIAxisNeither = 0,
    UIAxisHorizontal = 1 << 0,
    UIAxisVertical = 1 << 1,
    UIAxisBoth = (UIAxisHorizontal | UIAxisVertical),
};

UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero NS_SWIFT_NAME(UIEdgeInsets.zero);
UIKIT_EXTERN const NSDirectionalEdgeInsets NSDirectionalEdgeInsetsZero NS_SWIFT_NAME(NSDirectionalEdgeInsets.zero);
UIKIT_EXTERN const UIOffset UIOffsetZero NS_SWIFT_NAME(UIOffset.zero);

// Swift calls it `rect.inset(by: insets)` (UIKit's API notes name it so since Swift 4.2; the overlay states it).
UIKIT_STATIC_INLINE CGRect UIEdgeInsetsInsetRect(CGRect rect, UIEdgeInsets insets) {
    CGRect inner = rect;
    inner.origin.x = rect.origin.x + insets.left;
    inner.origin.y = rect.origin.y + insets.top;
    inner.size.width = rect.size.width - insets.left - insets.right;
    inner.size.height = rect.size.height - insets.top - insets.bottom;
    return inner;
}
// Swift sees UIKit's overlay function of that name instead, deprecated in favour of `==`.
UIKIT_STATIC_INLINE BOOL UIEdgeInsetsEqualToEdgeInsets(UIEdgeInsets insets1, UIEdgeInsets insets2) {
    return insets1.top == insets2.top && insets1.left == insets2.left && insets1.bottom == insets2.bottom && insets1.right == insets2.right;
}

NS_ASSUME_NONNULL_END
