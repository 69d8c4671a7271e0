// UIView's Swift-only animation API, with the defaults Apple's Swift declarations give.
// https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)

extension UIView {
    /// Animates changes to one or more views using a spring animation with the specified duration and bounce.
    @available(iOS 17.0, *)
    @MainActor @preconcurrency public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
                                                         initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
                                                         options: UIView.AnimationOptions = [], animations: () -> Void,
                                                         completion: ((Bool) -> Void)? = nil) {
        // Apple's page declares `animations` non-escaping (UIKit runs it before returning).
        withoutActuallyEscaping(animations) { animations in
            __animate(withSpringDuration: duration, bounce: bounce, initialSpringVelocity: initialSpringVelocity, delay: delay,
                      options: options, animations: animations, completion: completion)
        }
    }
}

// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)
extension UIContextMenuConfiguration {
    /// Creates a menu configuration object with the specified action and preview providers.
    @available(iOS 13.0, *)
    @MainActor @preconcurrency public convenience init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                            actionProvider: UIContextMenuActionProvider? = nil) {
        self.init(__identifier: identifier, previewProvider: previewProvider, actionProvider: actionProvider)
    }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
extension UIAccessibilityTraits: OptionSet {}
