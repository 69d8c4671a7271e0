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
        let fileManager = FileManager.default
        let candidates = [buildFolder + "/Modules", buildFolder]
        guard let moduleFolder = candidates.first(where: { folder in
            names.allSatisfy { fileManager.fileExists(atPath: "\(folder)/\($0).swiftmodule") }
        }) else {
            return .failure(Missing(message: "the engine modules (\(names.joined(separator: ", "))) are not built in \(buildFolder)/Modules; "
                + "run `swift build` in the package (or `swift run chapters verify`, which builds them), then verify again"))
        }
        var objects: [String] = []
        var stamp: [String] = []
        for name in names {
            let folder = "\(buildFolder)/\(name).build"
            let files = ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".o") }.sorted()
            guard !files.isEmpty else {
                return .failure(Missing(message: "the object files of \(name) are not in \(folder); run `swift build` in the package, then verify again"))
            }
            objects += files.map { "\(folder)/\($0)" }
            let attributes = try? fileManager.attributesOfItem(atPath: "\(moduleFolder)/\(name).swiftmodule")
            stamp.append("\(name) \((attributes?[.size] as? NSNumber)?.int64Value ?? -1) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)")
        }
        return .success(EngineModules(moduleFolder: moduleFolder, objectFiles: objects, fingerprint: StableHash.of(stamp)))
    }
}
