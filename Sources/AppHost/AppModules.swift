import Foundation
import ListingChecker

/// The built modules a reader's app is linked with: the UIKit runtime (module `UIKit`) and what it uses, the
/// screen's plain data (`AppScreen`) and the driver that hosts the app (`AppDriver`), found in the build folder of
/// the running executable (such as `.build/debug`), as ``EngineModules`` finds the engines.
public struct AppModules: Equatable, Sendable {
    /// The modules the app program imports or links, in link order.
    public static let names = ["EngineMessages", "TableModel", "ExpandEngine", "LayoutSolver", "UIKit", "AppScreen", "AppDriver"]

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
        let fileManager = FileManager.default
        let candidates = [buildFolder + "/Modules", buildFolder]
        guard let moduleFolder = candidates.first(where: { folder in
            names.allSatisfy { fileManager.fileExists(atPath: "\(folder)/\($0).swiftmodule") }
        }) else {
            return .failure(Missing(message: "the UIKit runtime's modules (\(names.joined(separator: ", "))) are not built in \(buildFolder)/Modules; "
                + "run `swift build` in the package, then run again"))
        }
        var objects: [String] = []
        var stamp: [String] = []
        for name in names {
            let folder = "\(buildFolder)/\(name).build"
            let files = ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".o") }.sorted()
            guard !files.isEmpty else {
                return .failure(Missing(message: "the object files of \(name) are not in \(folder); run `swift build` in the package, then run again"))
            }
            objects += files.map { "\(folder)/\($0)" }
            let attributes = try? fileManager.attributesOfItem(atPath: "\(moduleFolder)/\(name).swiftmodule")
            stamp.append("\(name) \((attributes?[.size] as? NSNumber)?.int64Value ?? -1) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)")
        }
        return .success(AppModules(moduleFolder: moduleFolder, objectFiles: objects, fingerprint: StableHash.of(stamp)))
    }
}
