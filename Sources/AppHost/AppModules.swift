import Foundation
import ListingChecker

/// The built modules a reader's app is linked with: the UIKit runtime (module `UIKit`) and what it uses, the
/// screen's plain data (`AppScreen`) and the driver that hosts the app (`AppDriver`), found in the build folder of
/// the running executable (such as `.build/debug`), as ``EngineModules`` finds the engines.
public struct AppModules: Equatable, Sendable {
    /// The modules the app program imports or links, in link order.
    public static let names = ["EngineMessages", "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine", "LayoutSolver", "UIKit", "AppScreen", "AppDriver"]

    /// The folder with `UIKit.swiftmodule` and the others (`.build/debug/Modules`).
    public var moduleFolder: String
    /// The modules' object files.
    public var objectFiles: [String]
    /// Changes whenever a module is rebuilt (size and date of each `.swiftmodule`), so apps built against an older
    /// runtime are built again.
    public var fingerprint: String

    /// Why the modules could not be found, and what to do.
    public struct Missing: Error, Equatable, Sendable {
        public var message: String
    }

    /// Looks in `buildFolder`: `Modules/X.swiftmodule` (or `X.swiftmodule`) and `X.build/*.o` for each module.
    public static func find(in buildFolder: String) -> Result<AppModules, Missing> {
        BuiltModules.find(names, in: buildFolder, what: "the UIKit runtime's modules", then: "run again")
            .map { AppModules(moduleFolder: $0.moduleFolder, objectFiles: $0.objectFiles, fingerprint: $0.fingerprint) }
            .mapError { Missing(message: $0.message) }
    }
}
