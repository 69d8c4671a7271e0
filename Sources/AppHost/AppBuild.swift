import ChapterModel
import EngineMessages
import Foundation
import ListingChecker
internal import UIKit

/// Builds a step's app (the reader's files as `chapters export ios` assembles them) into an executable that runs
/// against the UIKit runtime, hosted by the driver (`AppDriver`): one executable per app, cached by content.
///
/// The reader's files are compiled as written, after ``ReaderSourceRewrite`` (which keeps every line and column),
/// with a generated `main.swift` that shows the app's root view controller inside a navigation controller, as the
/// exported entry point does. The outcome is cached in `apps/` of the listing cache, named by a digest of the
/// files, the root view controller, the compiler's version and the runtime's build: an unchanged app is found
/// there without a compiler run, whether it built or not. Two processes building the same app wait on one lock.
///
/// A build that fails where the same files type-check against the checked iOS surface fails because the runtime
/// lacks what the app uses: ``AppBuildResult/runtimeLacks(_:)``, never the author's error. Other errors are the
/// author's, at the chapter's lines.
public struct AppBuild: Sendable {
    /// The listing checker whose compiler, cache and work folder the build uses (and whose surface type-check tells
    /// the runtime's gaps from the author's errors).
    public var checker: ListingChecker
    /// The runtime's built modules.
    public var modules: Result<AppModules, AppModules.Missing>

    /// A build with `checker`'s compiler and cache, linking the modules in `buildFolder`.
    public init(checker: ListingChecker, buildFolder: String) {
        self.checker = checker
        self.modules = AppModules.find(in: buildFolder)
    }

    /// The build for the running executable: its listing checker and its build folder (`.build/debug`).
    public static func forRunningExecutable(environment: [String: String] = ProcessInfo.processInfo.environment) -> AppBuild {
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return AppBuild(checker: .forRunningExecutable(environment: environment), buildFolder: executable.deletingLastPathComponent().path)
    }

    /// The folder the built apps are kept in.
    public var appsFolder: String { (checker.cache?.folder ?? checker.workFolder) + "/apps" }

    /// Builds `app` (or finds it built).
    public func build(_ app: AppPackage) -> AppBuildResult {
        build(files: app.readerFiles, rootViewController: app.rootViewController)
    }

    /// Builds the app made of `files`, showing `rootViewController` (an empty view controller when `nil`).
    public func build(files: [ReaderApp.File], rootViewController: String?) -> AppBuildResult {
        guard let toolchain = checker.toolchain else {
            return .notBuilt(AppMessages.noCompiler)
        }
        let modules: AppModules
        switch self.modules {
        case .success(let found): modules = found
        case .failure(let missing): return .notBuilt(LocalizedText(verbatim: missing.message))
        }
        let program = AppProgram(files: files, rootViewController: rootViewController)
        let symbolizer = toolchain.toolNextToCompiler(named: "llvm-symbolizer")
        let key = StableHash.of(["app 2", toolchain.version, modules.fingerprint] + program.keyParts)
        let folder = "\(appsFolder)/\(key)"
        if let outcome = AppBuildOutcome.read(in: folder) { return outcome.result(folder: folder, files: files, fromCache: true, symbolizer: symbolizer) }
        let lock = FileLock(path: "\(appsFolder)/\(key).lock")
        defer { lock?.unlock() }
        if let outcome = AppBuildOutcome.read(in: folder) { return outcome.result(folder: folder, files: files, fromCache: true, symbolizer: symbolizer) }
        let work = "\(checker.workFolder)/app-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)) != nil else {
            return .notBuilt(LocalizedText(verbatim: "the app's work folder could not be made in \(checker.workFolder)"))
        }
        defer { try? FileManager.default.removeItem(atPath: work) }
        switch compile(program, toolchain: toolchain, modules: modules, in: work) {
        case .failure(let trouble):
            return .notBuilt(trouble.message)
        case .success(let outcome):
            guard outcome.save(in: folder, executable: "\(work)/app") else {
                return .notBuilt(LocalizedText(verbatim: "the built app could not be kept in \(folder)"))
            }
            return outcome.result(folder: folder, files: files, fromCache: false, symbolizer: symbolizer)
        }
    }

    /// One compiler run; when it fails, the surface's type-check says whose the errors are.
    private func compile(_ program: AppProgram, toolchain: Toolchain, modules: AppModules, in work: String) -> Result<AppBuildOutcome, BuildTrouble> {
        do {
            for source in program.sources { try Data(source.text.utf8).write(to: URL(fileURLWithPath: "\(work)/\(source.name)")) }
        } catch {
            return .failure(BuildTrouble(message: LocalizedText(verbatim: "cannot write the app's files in \(work): \(error.localizedDescription)")))
        }
        // One frontend for the whole module (`-wmo`): the runtime's modules are loaded once, not once per file, which
        // halves a step's build; line tables are all a crash's backtrace and the symbolizer read.
        let arguments = ["-swift-version", "6", "-Onone", "-wmo", "-gline-tables-only", "-suppress-warnings", "-diagnostic-style", "llvm"]
            + toolchain.fasterLinker + ["-module-name", "App", "-module-cache-path", checker.moduleCacheFolder, "-I", modules.moduleFolder]
            + program.readerSources.map { "\(work)/\($0.name)" } + ["\(work)/main.swift"] + modules.objectFiles + ["-o", "\(work)/app"]
        guard let run = try? ProcessRunner.run(toolchain.compiler, arguments, in: work, timeout: 300) else {
            return .failure(BuildTrouble(message: LocalizedText(verbatim: "cannot run \(toolchain.compiler)")))
        }
        if run.status == 0, !run.timedOut { return .success(.built) }
        let errors = CompilerDiagnostic.errors(in: run.standardOutput + run.standardError).compactMap { error -> AppBuildOutcome.Failure? in
            let name = URL(fileURLWithPath: error.file).lastPathComponent
            guard program.readerNames.contains(name) else { return nil }
            return AppBuildOutcome.Failure(file: name, line: error.line, column: error.column, message: error.message)
        }
        guard !errors.isEmpty else {
            let text = run.timedOut ? "the compiler ran past 300 s" : Self.firstLines(run.standardError + run.standardOutput)
            return .failure(BuildTrouble(message: LocalizedText("the app could not be built: \(text)", zh: "无法构建应用：\(text)")))
        }
        // The same files against the checked iOS surface: no error there means the runtime lacks what they use.
        let surface = checker.typeCheckApp(program.readerSources)
        if case .success(let surfaceErrors) = surface, surfaceErrors.isEmpty {
            return .success(.runtimeLacks(LocalizedTextRecord(AppMessages.missingAPI(in: errors[0].message)), errors[0]))
        }
        return .success(.failed(errors))
    }

    static func firstLines(_ text: String) -> String {
        let lines = text.split(separator: "\n").prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.isEmpty ? "(no output)" : lines.joined(separator: " · ")
    }
}

/// Why a build could not run (the machine's trouble, not the app's): reported, never cached.
struct BuildTrouble: Error {
    var message: LocalizedText
}

/// The program the app backend compiles: the reader's files after ``ReaderSourceRewrite`` and the driver's entry point.
struct AppProgram {
    /// The files to compile, by name: the reader's after ``ReaderSourceRewrite``, then `main.swift`. Rewritten only
    /// when asked for, so finding a built app in the cache rewrites nothing (the rewrite lives in the runtime's
    /// module, whose build is part of the key).
    var sources: [(name: String, text: String)] {
        readerSources.map { ($0.name, ReaderSourceRewrite.rewrite($0.text)) } + [("main.swift", main)]
    }
    /// The reader's files as written (for the surface's type-check).
    var readerSources: [(name: String, text: String)] = []
    var readerNames: Set<String> = []
    var keyParts: [String] = []
    /// The driver's entry point.
    private var main = ""

    init(files: [ReaderApp.File], rootViewController: String?) {
        for file in files where file.name != "main.swift" {
            readerSources.append((file.name, file.text))
            readerNames.insert(file.name)
            keyParts += [file.name, file.text]
        }
        let root = rootViewController.map { "\($0)()" } ?? "UIViewController()"
        // UIKit asks a data source whether it implements tableView(_:commit:forRowAt:); here the classes that do are named.
        let committing = files.filter { $0.name != "main.swift" }.flatMap { ReaderSourceRewrite.commitImplementers($0.text) }
        // Only a class can be a data source; an extension of a protocol or struct that declares the method names no class.
        let registrations = committing.map { "if let type = (\($0).self as Any) as? AnyClass { UITableView._registerCommitImplementer(type) }\n" }.joined()
        main = """
        // The app backend's entry point: the screen the exported app shows, in the navigation controller it uses.
        import AppDriver
        import UIKit

        \(registrations)

        AppDriver.serve { UINavigationController(rootViewController: \(root)) }

        """
        keyParts += ["main.swift", main]
    }
}
