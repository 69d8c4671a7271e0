// Apple's documented Swift signatures of the declarations issue 31 found wrong or missing in the surface, and of
// every UITableViewDelegate method added with them, as typed references checked against the surface.
import UIKit

/// A cell is its own gesture recognizer delegate, as Apple's header declares.
final class SignatureGestureCell: UITableViewCell {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

@MainActor func declarations31Signatures(delegate: any UITableViewDelegate) {
    // https://developer.apple.com/documentation/uikit/uitableviewcell
    let _: any UIGestureRecognizerDelegate = SignatureGestureCell()
    // https://developer.apple.com/documentation/uikit/uiview/animate(springduration:bounce:initialspringvelocity:delay:options:animations:completion:)
    let _: (TimeInterval, CGFloat, CGFloat, TimeInterval, UIView.AnimationOptions, () -> Void, ((Bool) -> Void)?) -> Void = UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/attributedtitle
    let _: WritableKeyPath<UIButton.Configuration, AttributedString?> = \UIButton.Configuration.attributedTitle
    // https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/attributedsubtitle
    let _: WritableKeyPath<UIButton.Configuration, AttributedString?> = \UIButton.Configuration.attributedSubtitle
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/textproperties-swift.struct/linebreakmode
    let _: WritableKeyPath<UIListContentConfiguration.TextProperties, NSLineBreakMode> = \UIListContentConfiguration.TextProperties.lineBreakMode
    // https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)
    let _: (String, Bundle?) -> UINib = UINib.init(nibName:bundle:)
    // https://developer.apple.com/documentation/uikit/uistoryboard/init(name:bundle:)
    let _: (String, Bundle?) -> UIStoryboard = UIStoryboard.init(name:bundle:)
    // https://developer.apple.com/documentation/uikit/uistoryboard/instantiateinitialviewcontroller()
    let _: (UIStoryboard) -> () -> UIViewController? = UIStoryboard.instantiateInitialViewController
    // https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:)
    let _: (UIStoryboard) -> (String) -> UIViewController = UIStoryboard.instantiateViewController(withIdentifier:)
    // https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)
    let _: ((any NSCopying)?, UIContextMenuContentPreviewProvider?, UIContextMenuActionProvider?) -> UIContextMenuConfiguration = UIContextMenuConfiguration.init(identifier:previewProvider:actionProvider:)
    // https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/identifier
    let _: KeyPath<UIContextMenuConfiguration, any NSCopying> = \UIContextMenuConfiguration.identifier
    // https://developer.apple.com/documentation/uikit/uiaccessibility-swift.protocol (accessibilityLabel)
    let _: ReferenceWritableKeyPath<UIView, String?> = \UIView.accessibilityLabel
    // https://developer.apple.com/documentation/uikit/uiaccessibility-swift.protocol (accessibilityHint)
    let _: ReferenceWritableKeyPath<UIView, String?> = \UIView.accessibilityHint
    // https://developer.apple.com/documentation/uikit/uiaccessibility-swift.protocol (accessibilityValue)
    let _: ReferenceWritableKeyPath<UIView, String?> = \UIView.accessibilityValue
    // https://developer.apple.com/documentation/uikit/uiaccessibility-swift.protocol (accessibilityTraits)
    let _: ReferenceWritableKeyPath<UIView, UIAccessibilityTraits> = \UIView.accessibilityTraits
    // https://developer.apple.com/documentation/uikit/uiaccessibility-swift.protocol (isAccessibilityElement)
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.isAccessibilityElement
    // https://developer.apple.com/documentation/uikit/uiaccessibility-swift.protocol (accessibilityElementsHidden)
    let _: ReferenceWritableKeyPath<UIView, Bool> = \UIView.accessibilityElementsHidden
    // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    let _: ReferenceWritableKeyPath<UIView, String?> = \UIView.accessibilityIdentifier
    // https://developer.apple.com/documentation/uikit/uiaccessibility-swift.protocol (accessibilityCustomActions)
    let _: ReferenceWritableKeyPath<UIView, [UIAccessibilityCustomAction]?> = \UIView.accessibilityCustomActions
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    let _: UIAccessibilityTraits = .button
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:canfocusrowat:)
    let _: ((UITableView, IndexPath) -> Bool)? = delegate.tableView(_:canFocusRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldupdatefocusin:)
    let _: ((UITableView, UITableViewFocusUpdateContext) -> Bool)? = delegate.tableView(_:shouldUpdateFocusIn:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didupdatefocusin:with:)
    let _: ((UITableView, UITableViewFocusUpdateContext, UIFocusAnimationCoordinator) -> Void)? = delegate.tableView(_:didUpdateFocusIn:with:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/indexpathforpreferredfocusedview(in:)
    let _: ((UITableView) -> IndexPath?)? = delegate.indexPathForPreferredFocusedView(in:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:selectionfollowsfocusforrowat:)
    let _: ((UITableView, IndexPath) -> Bool)? = delegate.tableView(_:selectionFollowsFocusForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldspringloadrowat:with:)
    let _: ((UITableView, IndexPath, any UISpringLoadedInteractionContext) -> Bool)? = delegate.tableView(_:shouldSpringLoadRowAt:with:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:canperformprimaryactionforrowat:)
    let _: ((UITableView, IndexPath) -> Bool)? = delegate.tableView(_:canPerformPrimaryActionForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:performprimaryactionforrowat:)
    let _: ((UITableView, IndexPath) -> Void)? = delegate.tableView(_:performPrimaryActionForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldshowmenuforrowat:)
    let _: ((UITableView, IndexPath) -> Bool)? = delegate.tableView(_:shouldShowMenuForRowAt:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:canperformaction:forrowat:withsender:)
    let _: ((UITableView, Selector, IndexPath, Any?) -> Bool)? = delegate.tableView(_:canPerformAction:forRowAt:withSender:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:performaction:forrowat:withsender:)
    let _: ((UITableView, Selector, IndexPath, Any?) -> Void)? = delegate.tableView(_:performAction:forRowAt:withSender:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)
    let _: ((UITableView, IndexPath, CGPoint) -> UIContextMenuConfiguration?)? = delegate.tableView(_:contextMenuConfigurationForRowAt:point:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:previewforhighlightingcontextmenuwithconfiguration:)
    let _: ((UITableView, UIContextMenuConfiguration) -> UITargetedPreview?)? = delegate.tableView(_:previewForHighlightingContextMenuWithConfiguration:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:previewfordismissingcontextmenuwithconfiguration:)
    let _: ((UITableView, UIContextMenuConfiguration) -> UITargetedPreview?)? = delegate.tableView(_:previewForDismissingContextMenuWithConfiguration:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willperformpreviewactionformenuwith:animator:)
    let _: ((UITableView, UIContextMenuConfiguration, any UIContextMenuInteractionCommitAnimating) -> Void)? = delegate.tableView(_:willPerformPreviewActionForMenuWith:animator:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplaycontextmenu:animator:)
    let _: ((UITableView, UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void)? = delegate.tableView(_:willDisplayContextMenu:animator:)
    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willendcontextmenuinteraction:animator:)
    let _: ((UITableView, UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void)? = delegate.tableView(_:willEndContextMenuInteraction:animator:)
}
