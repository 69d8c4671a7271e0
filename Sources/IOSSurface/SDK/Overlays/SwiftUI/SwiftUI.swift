// The few SwiftUI declarations an app package's entry point needs to show a UIKit view controller: App, Scene,
// WindowGroup, View and UIViewControllerRepresentable, as the iOS 18 SDK declares them (main-actor isolated); View,
// ViewBuilder and ignoresSafeArea are SwiftUICore's in that SDK (SwiftUI re-exports it).
// https://developer.apple.com/documentation/swiftui/app
// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
import UIKit

/// A type that represents the structure and behavior of an app.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// Starts the app (what `@main` calls).
    @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's user interface with a life cycle the system manages.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A type that represents part of an app's user interface.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View, Scene {
    public typealias Body = Never
    public var body: Never { return fatalError("Never has no body") }
}

/// A scene that presents a group of identically structured windows.
@MainActor @preconcurrency
public struct WindowGroup<Content>: Scene where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: some Scene { return fatalError("a primitive scene has no body") }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

/// A view that wraps a UIKit view controller.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
}

extension UIViewControllerRepresentable {
    public var body: Never { return fatalError("a representable view has no body") }
}

/// What a representable view is made and updated with.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {}

/// A view with a modifier applied: what a modifier's `some View` is underneath. Not public, because Apple's modifiers
/// return an opaque `some View` and the type behind it (Apple's ModifiedContent, with a ViewModifier the surface does
/// not declare) is no part of what a reader writes. Its View conformance is stated in an extension, as
/// ModifiedContent's is, so the struct itself is not main-actor isolated and a nonisolated modifier can make one.
struct ModifiedView<Content: View> {
    let content: Content
}

extension ModifiedView: View {
    var body: Never { return fatalError("a modified view has no body") }
}

extension View {
    /// Lets the view extend under the safe area's edges.
    nonisolated public func ignoresSafeArea() -> some View { ModifiedView(content: self) }
}
