import Foundation
import IOSSurface

/// The checked iOS surface, built: its Swift overlay modules compiled once per surface and compiler, kept in the
/// listing cache, and the compiler arguments that type-check a reader's files against them.
public struct SurfaceModules: Equatable, Sendable {
    /// The surface's folder (headers in `usr/include`, overlays in `Overlays`).
    public var surfaceFolder: String
    /// Where the overlays' `.swiftmodule` files are.
    public var moduleFolder: String
    /// Changes whenever a header, an API notes file or an overlay changes.
    public var fingerprint: String

    /// The arguments that make `swiftc -typecheck` read UIKit code the way Xcode does: Objective-C interop on, the
    /// surface as the SDK, its overlays on the import path.
    public func compilerArguments(moduleCache: String) -> [String] {
        [
            "-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
            "-sdk", surfaceFolder, "-I", moduleFolder, "-module-cache-path", moduleCache,
        ]
    }

    /// Why the surface could not be built, and what to do.
    public struct Missing: Error, Equatable, Sendable {
        public var message: String
    }

    /// Builds the overlays into `cacheFolder/ios-surface-<fingerprint>` unless they are there already. The folder
    /// is named by the surface's content and the compiler, so any number of caches may share one: threads and
    /// processes preparing it at once wait for the first (a lock file beside it) instead of building it again.
    public static func prepare(toolchain: Toolchain, cacheFolder: String, surfaceFolder: String? = IOSSurface.folder) -> Result<SurfaceModules, Missing> {
        guard let surfaceFolder else {
            return .failure(Missing(message: "the checked iOS surface is not installed beside the tool (its resources folder is missing); rebuild the package with `swift build`"))
        }
        // The surface is the tool's own resources, which change only with a new build of the tool (a new process): its
        // file list and fingerprint are read once per process, not for every chapter (a tenth of an unchanged book's
        // verify, stat-ing every file of the surface each time).
        let key = [surfaceFolder, toolchain.version, cacheFolder].joined(separator: "\u{0}")
        let files: [String], fingerprint: String
        if let known = PreparedSurfaces.shared.surface(for: key) {
            (files, fingerprint) = known
        } else {
            files = Self.files(in: surfaceFolder)
            guard !files.isEmpty else {
                return .failure(Missing(message: "the checked iOS surface in \(surfaceFolder) has no files; rebuild the package with `swift build`"))
            }
            fingerprint = Self.fingerprint(of: files, in: surfaceFolder, toolchain: toolchain, cacheFolder: cacheFolder)
            PreparedSurfaces.shared.remember((files, fingerprint), for: key)
        }
        let built = "\(cacheFolder)/ios-surface-\(fingerprint)"
        // The SDK the compiler reads is the surface's copy with its availability markers (``SurfaceAvailability``).
        let modules = SurfaceModules(surfaceFolder: built + "/sdk", moduleFolder: built + "/modules", fingerprint: fingerprint)
        if FileManager.default.fileExists(atPath: built + "/modules/UIKit.swiftmodule") { return .success(modules) }
        // One build per surface and compiler: whoever builds holds the lock, the others (threads or processes) wait
        // for it and then find the modules built.
        let lock = FileLock(path: "\(cacheFolder)/.ios-surface-\(fingerprint).lock")
        defer { lock?.unlock() }
        if FileManager.default.fileExists(atPath: built + "/modules/UIKit.swiftmodule") { return .success(modules) }
        return build(modules, from: surfaceFolder, files: files, into: built, cacheFolder: cacheFolder, toolchain: toolchain)
    }

    /// Copies the surface's files into `folder`, each header and overlay with its availability markers.
    private static func copyMarked(_ files: [String], from surfaceFolder: String, into folder: String) -> Missing? {
        for file in files {
            let target = folder + "/" + file
            do {
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                let data = FileManager.default.contents(atPath: surfaceFolder + "/" + file) ?? Data()
                let text = String(decoding: data, as: UTF8.self)
                let documented = DocumentedDeclarations.load(surfaceFolder: surfaceFolder)
                try Data(SurfaceAvailability.marked(text, file: file, documented: documented).utf8).write(to: URL(fileURLWithPath: target))
            } catch {
                return Missing(message: "cannot copy the checked iOS surface into \(folder): \(error.localizedDescription)")
            }
        }
        return nil
    }

    /// Compiles the overlays into a scratch folder beside `built` and renames it into place.
    private static func build(_ modules: SurfaceModules, from original: String, files: [String], into built: String, cacheFolder: String,
                              toolchain: Toolchain) -> Result<SurfaceModules, Missing> {
        let fingerprint = modules.fingerprint
        let scratch = "\(cacheFolder)/.ios-surface-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try FileManager.default.createDirectory(atPath: scratch + "/modules", withIntermediateDirectories: true)
        } catch {
            return .failure(Missing(message: "cannot make \(scratch): \(error.localizedDescription)"))
        }
        if let missing = copyMarked(files, from: original, into: scratch + "/sdk") { return .failure(missing) }
        let surfaceFolder = scratch + "/sdk"
        let staging = SurfaceModules(surfaceFolder: surfaceFolder, moduleFolder: scratch + "/modules", fingerprint: fingerprint)
        for module in IOSSurface.modules {
            let folder = "\(surfaceFolder)/Overlays/\(module)"
            let sources = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            guard !sources.isEmpty else { continue }
            let arguments = ["-swift-version", "6", "-parse-as-library", "-suppress-warnings", "-diagnostic-style", "llvm",
                             "-emit-module", "-module-name", module, "-o", "\(scratch)/modules/\(module).swiftmodule"]
                + staging.compilerArguments(moduleCache: scratch + "/module-cache") + sources.map { "\(folder)/\($0)" }
            guard let outcome = try? ProcessRunner.run(toolchain.compiler, arguments, in: scratch, timeout: 300) else {
                return .failure(Missing(message: "cannot run \(toolchain.compiler) to build the checked iOS surface"))
            }
            guard outcome.status == 0, !outcome.timedOut else {
                let errors = CompilerDiagnostic.errors(in: outcome.standardOutput + outcome.standardError).prefix(3)
                    .map { "\(($0.file as NSString).lastPathComponent):\($0.line): \($0.message)" }.joined(separator: " · ")
                return .failure(Missing(message: "the checked iOS surface's \(module) overlay does not build with \(toolchain.version): \(errors.isEmpty ? "no message" : errors)"))
            }
        }
        try? FileManager.default.removeItem(atPath: scratch + "/module-cache")
        try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        if rename(scratch, built) != 0, !FileManager.default.fileExists(atPath: built + "/modules/UIKit.swiftmodule") {
            return .failure(Missing(message: "cannot move the built surface into \(built)"))
        }
        return .success(modules)
    }

    /// Every file of the surface, relative to its folder, sorted.
    /// The digest of the surface's content and the compiler. Reading and hashing every header is most of an
    /// unchanged book's check, so the digest is kept beside the cache under a key made of each file's size and
    /// modification time (as `make` trusts them): an untouched surface is not read again.
    static func fingerprint(of files: [String], in surfaceFolder: String, toolchain: Toolchain, cacheFolder: String) -> String {
        let attributes = files.map { file -> String in
            let found = try? FileManager.default.attributesOfItem(atPath: surfaceFolder + "/" + file)
            return "\(file) \((found?[.size] as? NSNumber)?.int64Value ?? -1) \((found?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)"
        }
        let quick = StableHash.of(["surface stamp 1", toolchain.version, SurfaceAvailability.stamp, surfaceFolder] + attributes)
        let record = "\(cacheFolder)/ios-surface-stamp-\(quick).txt"
        if let kept = FileManager.default.contents(atPath: record).map({ String(decoding: $0, as: UTF8.self) }), kept.count >= 16,
           kept.allSatisfy(\.isHexDigit) {
            return kept
        }
        var stamp = [toolchain.version, SurfaceAvailability.stamp]
        for file in files {
            stamp.append(file)
            stamp.append(String(decoding: FileManager.default.contents(atPath: surfaceFolder + "/" + file) ?? Data(), as: UTF8.self))
        }
        let fingerprint = StableHash.of(stamp)
        try? FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        try? ListingCache.writeAtomically(Data(fingerprint.utf8), to: record)
        return fingerprint
    }

    static func files(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue { files.append(path) }
        }
        return files.sorted()
    }
}

/// The surfaces this process has fingerprinted: their files and fingerprint, by folder, compiler and cache.
private final class PreparedSurfaces: @unchecked Sendable {
    static let shared = PreparedSurfaces()
    private let lock = NSLock()
    private var surfaces: [String: (files: [String], fingerprint: String)] = [:]

    func surface(for key: String) -> (files: [String], fingerprint: String)? {
        lock.withLock { surfaces[key] }
    }

    func remember(_ surface: (files: [String], fingerprint: String), for key: String) {
        lock.withLock { surfaces[key] = surface }
    }
}
