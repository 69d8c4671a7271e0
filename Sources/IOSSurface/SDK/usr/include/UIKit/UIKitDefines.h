// UIKit's own macros, as the Swift importer reads them.
// https://developer.apple.com/documentation/uikit
// https://developer.apple.com/documentation/swift/mainactor (NS_SWIFT_UI_ACTOR: UIKit's classes and protocols are main-actor isolated)
#ifndef SURFACE_UIKITDEFINES_H
#define SURFACE_UIKITDEFINES_H
#import <Foundation/Foundation.h>
#define UIKIT_EXTERN_CLASS __attribute__((visibility("default")))
#define UIKIT_STATIC_INLINE static inline
#define UIKIT_AVAILABLE_IOS_ONLY(...)
#define UIKIT_SWIFT_UI_ACTOR NS_SWIFT_UI_ACTOR
#define UIKIT_SWIFT_SENDABLE NS_SWIFT_SENDABLE
#endif
