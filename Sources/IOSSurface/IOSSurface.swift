import Foundation

/// The checked iOS surface: Objective-C headers in Apple's style and Swift overlays, written for this book from
/// Apple's documentation, that let the Swift compiler type-check UIKit code on any platform, Linux included.
///
/// The Swift compiler imports the headers with its own Clang importer, applying the same Objective-C-to-Swift
/// naming that Xcode applies to the real SDK (`-tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:`
/// becomes `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`), so a listing that type-checks here uses
/// UIKit's real names, labels and types. The surface covers what an ordinary table- or list-based screen uses;
/// anything outside it is reported as such, never as passed.
public enum IOSSurface {
    /// The overlay modules, in the order they are built (each may import those before it).
    public static let modules = ["ObjectiveC", "CoreGraphics", "Foundation", "QuartzCore", "UIKit", "SwiftUI"]

    /// The book's iOS deployment target: the version the reader's app (`chapters app`) declares, the simulator
    /// target on a Mac, and the version a use of a newer API must be guarded for (`if #available`).
    public static let deploymentTarget = "17.0"

    /// The surface's folder (`usr/include` with the headers, `Overlays/<Module>/*.swift`), inside the package's
    /// resources; `nil` when the resources were not installed beside the executable.
    public static var folder: String? {
        guard let url = Bundle.module.url(forResource: "SDK", withExtension: nil) else { return nil }
        return url.path
    }
}
