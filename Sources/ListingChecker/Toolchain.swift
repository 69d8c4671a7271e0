import Foundation

/// The Swift compiler listings are checked with, and the iOS SDK when this machine has one.
public struct Toolchain: Equatable, Sendable {
    /// The `swiftc` found on `PATH`.
    public var compiler: String
    /// The first line of `swiftc --version`, such as `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    public var version: String
    /// The iOS simulator SDK (`xcrun --sdk iphonesimulator --show-sdk-path`), when Xcode is installed.
    public var iOSSDK: IOSSDK?

    public struct IOSSDK: Equatable, Sendable {
        public var path: String
        /// Such as `17.5`.
        public var version: String
    }

    public init(compiler: String, version: String, iOSSDK: IOSSDK? = nil) {
        self.compiler = compiler
        self.version = version
        self.iOSSDK = iOSSDK
    }

    /// A tool in the compiler's folder (following a link to the toolchain's own folder), if there is one.
    public func toolNextToCompiler(named name: String) -> String? {
        let folders = [compiler, URL(fileURLWithPath: compiler).resolvingSymlinksInPath().path].map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The options that make the compiler link with the toolchain's own lld when it has one: it links a program of
    /// the engines' or the runtime's few hundred objects in about 10 % less CPU than gold, the Linux default
    /// (measured on chapter 4's nine apps: 16.6 s of user CPU against 18.5 s).
    public var fasterLinker: [String] {
        toolNextToCompiler(named: "ld.lld") == nil ? [] : ["-use-ld=lld"]
    }

    /// The first executable `swiftc` in the `PATH` given.
    public static func findCompiler(path: String?) -> String? {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = folder.hasSuffix("/") ? folder + "swiftc" : folder + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: String(candidate)) { return String(candidate) }
        }
        return nil
    }

    /// Finds `swiftc` on `PATH` and learns its version. Running `swiftc --version` takes about half a second on a
    /// busy machine, so the answer is kept in `cacheFolder`, keyed by the compiler file's path, size and date, and in
    /// this process under the same key (a process that makes checkers with several cache folders, such as the
    /// language server or the tests, asks the compiler once).
    public static func detect(path: String?, cacheFolder: String?) -> Toolchain? {
        guard let compiler = findCompiler(path: path) else { return nil }
        let resolved = URL(fileURLWithPath: compiler).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let stamp = [
            compiler, resolved,
            "\((attributes?[.size] as? NSNumber)?.int64Value ?? -1)",
            "\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1)",
        ]
        let key = StableHash.of(stamp)
        let record = cacheFolder.map { $0 + "/compiler-" + key + ".txt" }
        var version = KnownVersions.shared.version(for: key)
        if version == nil, let record, let data = FileManager.default.contents(atPath: record) {
            version = String(decoding: data, as: UTF8.self)
        }
        if let known = version, !known.isEmpty {
            if let record, !FileManager.default.fileExists(atPath: record) {
                try? ListingCache.writeAtomically(Data(known.utf8), to: record)
            }
        } else {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chapters-swiftc-\(UUID().uuidString)").path
            try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            guard let outcome = try? ProcessRunner.run(compiler, ["--version"], in: scratch, timeout: 60), outcome.status == 0 else { return nil }
            let first = (outcome.standardOutput + outcome.standardError).split(separator: "\n").first.map(String.init) ?? ""
            guard !first.isEmpty else { return nil }
            version = first
            if let record { try? ListingCache.writeAtomically(Data(first.utf8), to: record) }
        }
        if let version, !version.isEmpty { KnownVersions.shared.remember(version, for: key) }
        return Toolchain(compiler: compiler, version: version ?? "", iOSSDK: detectIOSSDK())
    }

    /// `xcrun --sdk iphonesimulator --show-sdk-path` and `--show-sdk-version`, on macOS with Xcode; `nil` elsewhere.
    static func detectIOSSDK() -> IOSSDK? {
        #if os(macOS)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chapters-xcrun-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        func ask(_ flag: String) -> String? {
            guard let outcome = try? ProcessRunner.run("/usr/bin/xcrun", ["--sdk", "iphonesimulator", flag], in: scratch, timeout: 30),
                  outcome.status == 0 else { return nil }
            let answer = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
            return answer.isEmpty ? nil : answer
        }
        guard let path = ask("--show-sdk-path"), let version = ask("--show-sdk-version") else { return nil }
        return IOSSDK(path: path, version: version)
        #else
        return nil
        #endif
    }
}

/// The compiler versions this process has learnt, by the key of ``Toolchain/detect(path:cacheFolder:)``.
private final class KnownVersions: @unchecked Sendable {
    static let shared = KnownVersions()
    private let lock = NSLock()
    private var versions: [String: String] = [:]

    func version(for key: String) -> String? {
        lock.withLock { versions[key] }
    }

    func remember(_ version: String, for key: String) {
        lock.withLock { versions[key] = version }
    }
}
