import Foundation

/// The built engine modules an engine listing is compiled against: their `.swiftmodule` files and object files,
/// found in the build folder of the running `chapters` executable (such as `.build/debug`).
public struct EngineModules: Equatable, Sendable {
    /// The modules a listing may import, and `EngineMessages`, whose catalogue the engines' refusals are written in.
    public static let names = ["EngineMessages", "TableModel", "SwipeEngine", "ReorderEngine", "ExpandEngine"]

    /// The folder with `SwipeEngine.swiftmodule` and the others (`.build/debug/Modules`).
    public var moduleFolder: String
    /// The modules' object files, linked into each listing program.
    public var objectFiles: [String]
    /// Changes whenever a module is rebuilt (size and date of each `.swiftmodule`), so cached results of listings
    /// run against older engines are not reused.
    public var fingerprint: String

    /// Why the modules could not be found, and what to do.
    public struct Missing: Error, Equatable, Sendable {
        public var message: String
    }

    /// Looks in `buildFolder` (the running executable's folder): `Modules/X.swiftmodule` (or `X.swiftmodule`) and
    /// `X.build/*.o` for each engine module.
    public static func find(in buildFolder: String) -> Result<EngineModules, Missing> {
        BuiltModules.find(names, in: buildFolder, what: "the engine modules", then: "verify again (`swift run chapters verify` builds them)").map {
            EngineModules(moduleFolder: $0.moduleFolder, objectFiles: $0.objectFiles, fingerprint: $0.fingerprint)
        }
    }
}
