import Foundation

/// The action of a target-action pair: on Linux, the method itself rather than its Objective-C name.
///
/// On iOS a selector names an `@objc` method that the Objective-C runtime looks up on the target. swiftc on Linux
/// has no Objective-C interoperability, so `#selector(handlePan(_:))` cannot be written. ``ReaderSourceRewrite``
/// turns it into `Selector(handlePan(_:))` at the same line and column: a bound method reference (or an unapplied one,
/// such as `Cell.tap`), which the initializers below accept. Sending the action calls that method, with the sender as
/// its argument when it takes one, as UIKit does for the `action`, `action:` and `action:with:` forms.
///
/// Documentation: https://developer.apple.com/documentation/objectivec/selector
public struct Selector: @unchecked Sendable, CustomStringConvertible {
    /// What the action calls: given the target and the sender.
    let perform: @MainActor (AnyObject?, Any?) -> Void
    /// The written name, for a selector made from a string, or a description of the method.
    public let description: String

    /// A bound method (or closure) that takes no argument, such as `goBack` inside the class.
    public init(_ action: @escaping @MainActor () -> Void) {
        perform = { _, _ in action() }
        description = "() -> Void"
    }

    /// A bound method that takes the sender, such as `handlePan(_:)` inside the class.
    public init<Sender>(_ action: @escaping @MainActor (Sender) -> Void) {
        perform = { _, sender in
            if let sender = sender as? Sender { action(sender) }
        }
        description = "(\(Sender.self)) -> Void"
    }

    /// An unapplied method that takes no argument, such as `ProfileViewController.goBack`: called on the target.
    public init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> () -> Void) {
        perform = { target, _ in
            if let target = target as? Target { method(target)() }
        }
        description = "(\(Target.self)) -> () -> Void"
    }

    /// An unapplied method that takes the sender, such as `SwipeableCell.handlePan(_:)`: called on the target.
    public init<Target: AnyObject, Sender>(_ method: @escaping @MainActor (Target) -> (Sender) -> Void) {
        perform = { target, sender in
            if let target = target as? Target, let sender = sender as? Sender { method(target)(sender) }
        }
        description = "(\(Target.self)) -> (\(Sender.self)) -> Void"
    }

    /// A selector by its Objective-C name. Nothing on Linux can answer it: sending it reports UIKit's
    /// "unrecognized selector" exception through the runtime.
    public init(_ name: String) {
        perform = { target, _ in
            UIKitRuntime.raise(.unrecognizedSelector(name: name, target: target.map { String(describing: type(of: $0)) } ?? "nil"))
        }
        description = name
    }

    /// Sends the action to `target` on behalf of `sender`.
    @MainActor func send(to target: AnyObject?, from sender: Any?) {
        perform(target, sender)
    }
}
