// UIKit's Swift overlay for actions, menus and bar button items: the initializers with default arguments that
// Apple's overlay gives in place of the Objective-C factory methods (marked NS_REFINED_FOR_SWIFT in the headers).
// https://developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:selectedimage:identifier:discoverabilitytitle:attributes:state:handler:)
// https://developer.apple.com/documentation/uikit/uimenu/init(title:subtitle:image:identifier:options:preferredelementsize:children:)
// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)

extension UIAction {
    @MainActor @preconcurrency public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                            identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                            handler: @escaping UIActionHandler) {
        self.init(__title: title, image: image, identifier: identifier, handler: handler)
        self.subtitle = subtitle
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }
}

extension UIMenu {
    public convenience init(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
                            identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
                            preferredElementSize: UIMenu.ElementSize = { if #available(iOS 17.0, tvOS 17.0, *) { .automatic } else { .large } }(), children: [UIMenuElement] = []) {
        self.init(__title: title, image: image, identifier: identifier, options: options, children: children)
        self.subtitle = subtitle
        self.preferredElementSize = preferredElementSize
    }
}

extension UIBarButtonItem {
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(__barButtonSystemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }
    // Apple's header has no -initWithTitle:image:primaryAction:menu:; this initializer is the overlay's own.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }
}
