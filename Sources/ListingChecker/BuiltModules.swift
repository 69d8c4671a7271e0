import Foundation

/// Modules of this package as the build left them: their `.swiftmodule` files and the object files of their current
/// sources, found in the build folder of the running executable (such as `.build/debug`). Engine listings
/// (``EngineModules``) and the reader's app link what this finds.
public struct BuiltModules: Equatable, Sendable {
    /// The folder with the `.swiftmodule` files (`.build/debug/Modules`).
    public var moduleFolder: String
    /// The modules' object files, in the order of the names asked for.
    public var objectFiles: [String]
    /// Changes whenever a module is rebuilt (size and date of each `.swiftmodule`), so cached results built against
    /// older modules are not reused.
    public var fingerprint: String

    /// Looks in `buildFolder` for `Modules/X.swiftmodule` (or `X.swiftmodule`) and the objects of `X.build` for each
    /// name; `what` names the modules and `then` says what to do after building, in the messages.
    public static func find(_ names: [String], in buildFolder: String, what: String, then: String) -> Result<BuiltModules, EngineModules.Missing> {
        let fileManager = FileManager.default
        let candidates = [buildFolder + "/Modules", buildFolder]
        guard let moduleFolder = candidates.first(where: { folder in
            names.allSatisfy { fileManager.fileExists(atPath: "\(folder)/\($0).swiftmodule") }
        }) else {
            return .failure(.init(message: "\(what) (\(names.joined(separator: ", "))) are not built in \(buildFolder)/Modules; run `swift build` in the package, then \(then)"))
        }
        var objects: [String] = []
        var stamp: [String] = []
        for name in names {
            let folder = "\(buildFolder)/\(name).build"
            let files = objectFiles(in: folder)
            guard !files.isEmpty else {
                return .failure(.init(message: "the object files of \(name) are not in \(folder); run `swift build` in the package, then \(then)"))
            }
            objects += files
            // The objects are what an app links: a change inside a function body leaves the module file as it was.
            for file in files {
                let object = try? fileManager.attributesOfItem(atPath: file)
                stamp.append("\(file) \((object?[.size] as? NSNumber)?.int64Value ?? -1) \((object?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)")
            }
            let attributes = try? fileManager.attributesOfItem(atPath: "\(moduleFolder)/\(name).swiftmodule")
            stamp.append("\(name) \((attributes?[.size] as? NSNumber)?.int64Value ?? -1) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)")
        }
        return .success(BuiltModules(moduleFolder: moduleFolder, objectFiles: objects, fingerprint: StableHash.of(stamp)))
    }

    /// The object files of a module's current sources, as its `output-file-map.json` names them (a source deleted
    /// since an earlier build leaves its object behind, which would be linked twice), and the module's own
    /// `X.swiftmodule.o` when there is one; every `.o` in the folder when there is no map.
    static func objectFiles(in folder: String) -> [String] {
        let fileManager = FileManager.default
        let all = ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".o") }.sorted().map { "\(folder)/\($0)" }
        guard let data = fileManager.contents(atPath: "\(folder)/output-file-map.json"),
              let map = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return all }
        let mapped = Set(map.values.compactMap { ($0 as? [String: Any])?["object"] as? String })
        return all.filter { mapped.contains($0) || $0.hasSuffix(".swiftmodule.o") }
    }
}
