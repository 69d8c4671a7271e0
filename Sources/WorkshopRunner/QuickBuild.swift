import Foundation
import Messages

/// Rebuilds the kit's `workshop` executable after the learner saves a Swift file, in well under a second: the kit's own
/// Swift files (`Sources/workshop/*.swift`) are compiled with `swiftc` straight against the modules and object files
/// that the last `swift build` left in `.build/debug` (as listings are checked against the built engine modules), and
/// linked into `.workshop/quick/workshop`. A whole `swift build` spends most of its time planning the package, not
/// compiling the learner's file.
///
/// The prebuilt modules are used only while they are current: when they are missing, or the kit's `Package.swift`, its
/// resolved versions, or any source of the package it depends on is newer than the last `swift build` of the kit, or
/// the toolchain is not found, ``fullBuild(interrupt:)`` runs `swift build --product workshop` instead.
///
/// Every compile, link and build it starts asks `interrupt` as it runs (``ChildProcess``): a key that quits, or a save
/// that makes the build stale, ends it (and its whole process group) and is thrown.
struct QuickBuild {
    /// The kit's root folder.
    var root: String
    /// `.build/debug` of the kit, resolved.
    var binFolder: String
    /// Why the prebuilt modules cannot be used; `nil` when they can.
    var staleness: String?

    /// Where the quick build puts its executable and its work files, relative to the kit.
    static let folder = ".workshop/quick"
    /// The file in ``folder`` whose date is the last whole `swift build` the watcher ran.
    static let fullBuildStamp = "full-build"

    init(root: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        // Absolute: the executable's library path and the paths in a crash's backtrace must not depend on the folder it runs in.
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        self.root = root
        let bin = URL(fileURLWithPath: (root as NSString).appendingPathComponent(".build/debug")).resolvingSymlinksInPath().path
        binFolder = bin
        staleness = Self.staleness(root: root, binFolder: bin, environment: environment)
    }

    /// Whether the prebuilt modules are there and current.
    var isReady: Bool { staleness == nil }

    private var quickFolder: String { (root as NSString).appendingPathComponent(Self.folder) }
    private var linkFileList: String { binFolder + "/workshop.product/Objects.LinkFileList" }

    /// Compiles and links the kit's Swift files; returns the new executable, or the compile errors (each once, with its
    /// source line).
    ///
    /// The prebuilt objects of the kit's package are linked once into a shared library (`libworkshopdeps`), so each
    /// save links a dozen small objects against it; the kit's files are compiled incrementally (the Swift driver's
    /// own dependency tracking: a file is recompiled when it or what it uses changed).
    func build(
        environment: [String: String] = ProcessInfo.processInfo.environment, interrupt: () -> Interruption? = { nil }
    ) throws(Interruption) -> Result<String, WorkshopError> {
        guard let compiler = Self.compiler(environment: environment) else { return try fullBuild(interrupt: interrupt) }
        let manager = FileManager.default
        let objects = quickFolder + "/objects"
        do {
            try manager.createDirectory(atPath: objects, withIntermediateDirectories: true)
        } catch {
            return .failure(WorkshopError("\(quickFolder):1:1: cannot make this folder (\(error.localizedDescription)); check that you may write in the kit"))
        }
        guard let library = try dependencyLibrary(compiler: compiler, interrupt: interrupt) else { return try fullBuild(interrupt: interrupt) }
        let sources = Self.kitSources(root: root)
        // The driver's map of each file's object and dependency record, for incremental builds.
        var map: [String: [String: String]] = ["": ["swift-dependencies": objects + "/workshop.swiftdeps"]]
        for source in sources {
            let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
            map[source] = ["object": "\(objects)/\(name).o", "swift-dependencies": "\(objects)/\(name).swiftdeps"]
        }
        let compiled = Self.forgettingChanged(sources, objects: objects)
        let mapPath = objects + "/output-file-map.json"
        guard let mapData = try? JSONSerialization.data(withJSONObject: map, options: [.sortedKeys]),
              (try? mapData.write(to: URL(fileURLWithPath: mapPath), options: .atomic)) != nil else { return try fullBuild(interrupt: interrupt) }
        // A new executable each time, moved into place once linked: a run in progress never sees a half-written file.
        let staging = quickFolder + "/workshop-new"
        let executable = quickFolder + "/workshop"
        try? manager.removeItem(atPath: staging)
        var arguments = ["-module-name", "workshop", "-swift-version", "6", "-Onone", "-gline-tables-only", "-diagnostic-style", "llvm",
                         "-incremental", "-output-file-map", mapPath,
                         "-module-cache-path", binFolder + "/ModuleCache", "-I", binFolder + "/Modules"]
        arguments += Self.clangModuleFlags(dependency: Self.dependencyRoot(root: root))
        arguments += sources + Self.linkerFlags(compiler: compiler)
        arguments += ["-L", quickFolder, "-l" + library, "-Xlinker", "-rpath", "-Xlinker", quickFolder, "-o", staging]
        let run = ChildProcess.run(compiler, arguments, in: root, interrupt: interrupt)
        if case .interrupted(let reason) = run.stop {
            try? manager.removeItem(atPath: staging)
            throw reason
        }
        guard run.status == 0, run.signal == nil, manager.fileExists(atPath: staging) else {
            try? manager.removeItem(atPath: staging)
            let errors = BuildErrors.parse(run.output, root: root)
            // Errors outside the learner's files (the linker, a stale module): a whole build sorts them out.
            if errors.isEmpty { return try fullBuild(interrupt: interrupt) }
            return .failure(WorkshopError(errors))
        }
        do {
            if manager.fileExists(atPath: executable) { try manager.removeItem(atPath: executable) }
            try manager.moveItem(atPath: staging, toPath: executable)
            try Self.remember(compiled, objects: objects)
        } catch {
            return .failure(WorkshopError("\(executable):1:1: cannot put the new build in place (\(error.localizedDescription)); check that you may write in the kit"))
        }
        return .success(executable)
    }

    /// The name of the shared library (`workshopdeps`) that holds the prebuilt objects of every module but the kit's
    /// own, linked again when `swift build` relinked the kit since; `nil` when it cannot be made.
    private func dependencyLibrary(compiler: String, interrupt: () -> Interruption?) throws(Interruption) -> String? {
        let manager = FileManager.default
        #if os(macOS)
        let file = quickFolder + "/libworkshopdeps.dylib"
        #else
        let file = quickFolder + "/libworkshopdeps.so"
        #endif
        let date = { (path: String) in (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
        guard let list = try? String(contentsOfFile: linkFileList, encoding: .utf8) else { return nil }
        let objects = list.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }
            .filter { !$0.isEmpty && !$0.contains("/workshop.build/") }
        // Made again when `swift build` rebuilt any of the objects (or the list) since: the library must match the
        // modules the kit's files are compiled against.
        let newest = ([linkFileList] + objects).compactMap(date).max()
        if let made = date(file), let newest, made >= newest { return "workshopdeps" }
        let staging = file + ".new"
        let run = ChildProcess.run(
            compiler, ["-emit-library", "-g"] + Self.linkerFlags(compiler: compiler) + objects + ["-o", staging], in: root, interrupt: interrupt
        )
        if case .interrupted(let reason) = run.stop {
            try? manager.removeItem(atPath: staging)
            throw reason
        }
        guard run.status == 0, run.signal == nil else {
            try? manager.removeItem(atPath: staging)
            return nil
        }
        try? manager.removeItem(atPath: file)
        guard (try? manager.moveItem(atPath: staging, toPath: file)) != nil else { return nil }
        return "workshopdeps"
    }

    /// LLVM's linker where the toolchain has it (Linux): several times faster than the system's for a link like this.
    static func linkerFlags(compiler: String) -> [String] {
        #if os(Linux)
        let lld = ((compiler as NSString).deletingLastPathComponent as NSString).appendingPathComponent("ld.lld")
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
        #else
        return []
        #endif
    }

    /// `swift build --product workshop`: the kit's executable in `.build/debug`, or the build's errors.
    func fullBuild(interrupt: () -> Interruption? = { nil }) throws(Interruption) -> Result<String, WorkshopError> {
        let build = ChildProcess.run("swift", ["build", "--product", "workshop"], in: root, interrupt: interrupt)
        if case .interrupted(let reason) = build.stop { throw reason }
        guard build.status == 0, build.signal == nil else {
            let errors = BuildErrors.parse(build.output, root: root)
            let shown = errors.isEmpty ? build.output.split(separator: "\n").suffix(10).joined(separator: "\n") : errors
            return .failure(WorkshopError(shown))
        }
        // `swift build` relinks only what changed: a source of the package that the kit does not build (the class
        // server's) leaves the executable's date as it was, so the time of this build is kept too.
        try? FileManager.default.createDirectory(atPath: quickFolder, withIntermediateDirectories: true)
        try? Data().write(to: URL(fileURLWithPath: (quickFolder as NSString).appendingPathComponent(Self.fullBuildStamp)), options: .atomic)
        let executable = URL(fileURLWithPath: (root as NSString).appendingPathComponent(".build/debug/workshop")).resolvingSymlinksInPath().path
        if FileManager.default.isExecutableFile(atPath: executable) { return .success(executable) }
        let binPath = ChildProcess.run("swift", ["build", "--show-bin-path"], in: root).output.trimmingCharacters(in: .whitespacesAndNewlines)
        return .success((binPath as NSString).appendingPathComponent("workshop"))
    }

    /// What each kit file holds as a build begins; a file that differs from what the last successful build began
    /// with loses its object and dependency record, so the driver compiles it again whatever its own record says.
    ///
    /// A save can land while a build runs (the watcher's warm-up build races the learner's first save). The driver
    /// may then record the file as up to date although it compiled the content from before the save, and the next
    /// build would link the old code: the learner's looping code checked as the fixed one that passed.
    static func forgettingChanged(_ sources: [String], objects: String) -> [String: Data] {
        let manager = FileManager.default
        var contents: [String: Data] = [:]
        for source in sources {
            let data = manager.contents(atPath: source) ?? Data()
            contents[source] = data
            let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
            if manager.contents(atPath: "\(objects)/compiled/\(name).swift") != data {
                try? manager.removeItem(atPath: "\(objects)/\(name).o")
                try? manager.removeItem(atPath: "\(objects)/\(name).swiftdeps")
            }
        }
        return contents
    }

    /// Keeps what the files held as the build that just succeeded began (``forgettingChanged(_:objects:)``).
    static func remember(_ contents: [String: Data], objects: String) throws {
        let folder = objects + "/compiled"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (source, data) in contents {
            let name = ((source as NSString).lastPathComponent as NSString).deletingPathExtension
            try data.write(to: URL(fileURLWithPath: "\(folder)/\(name).swift"), options: .atomic)
        }
    }

    /// The kit's Swift files, sorted.
    static func kitSources(root: String) -> [String] {
        let folder = (root as NSString).appendingPathComponent("Sources/workshop")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { (folder as NSString).appendingPathComponent($0) }
    }

    /// `swiftc` beside the `swift` on `PATH`.
    static func compiler(environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The C modules the prebuilt Swift modules import (the chapters' Markdown parser): the module maps of the
    /// package's system library targets, as `swift build` passes them.
    static func clangModuleFlags(dependency: String?) -> [String] {
        guard let dependency else { return [] }
        let manager = FileManager.default
        let sources = (dependency as NSString).appendingPathComponent("Sources")
        var flags: [String] = []
        for entry in ((try? manager.contentsOfDirectory(atPath: sources)) ?? []).sorted() {
            let map = "\(sources)/\(entry)/module.modulemap"
            if manager.fileExists(atPath: map) { flags += ["-Xcc", "-fmodule-map-file=\(map)"] }
        }
        return flags
    }

    /// Why the prebuilt modules cannot be used, or `nil`.
    static func staleness(root: String, binFolder: String, environment: [String: String]) -> String? {
        let manager = FileManager.default
        let linked = binFolder + "/workshop"
        let date = { (path: String) in (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
        guard let linkedAt = date(linked) else { return "the kit has not been built yet" }
        let stamp = ((root as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent(fullBuildStamp)
        let builtAt = max(linkedAt, date(stamp) ?? linkedAt)
        guard manager.fileExists(atPath: binFolder + "/workshop.product/Objects.LinkFileList"),
              manager.fileExists(atPath: binFolder + "/Modules/WorkshopRunner.swiftmodule") else {
            return "the prebuilt modules are missing"
        }
        guard compiler(environment: environment) != nil else { return "swiftc is not on PATH" }
        var watched = [(root as NSString).appendingPathComponent("Package.swift"), (root as NSString).appendingPathComponent("Package.resolved")]
        if let dependency = dependencyRoot(root: root) {
            watched.append((dependency as NSString).appendingPathComponent("Package.swift"))
            let sources = (dependency as NSString).appendingPathComponent("Sources")
            if let walker = manager.enumerator(atPath: sources) {
                while let relative = walker.nextObject() as? String {
                    if relative.hasSuffix(".swift") || relative.hasSuffix(".h") || relative.hasSuffix(".modulemap") {
                        watched.append((sources as NSString).appendingPathComponent(relative))
                    }
                }
            }
        }
        for path in watched {
            guard let date = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { continue }
            if date > builtAt { return "\(path) changed since the last build" }
        }
        return nil
    }

    /// The book's package the kit depends on: `.package(path: "…")` in its `Package.swift`, else its checkout in
    /// `.build/checkouts`.
    static func dependencyRoot(root: String) -> String? {
        let manifest = (try? String(contentsOfFile: (root as NSString).appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        if let start = manifest.range(of: ".package(path: \"") {
            let rest = manifest[start.upperBound...]
            if let end = rest.firstIndex(of: "\"") {
                let path = String(rest[..<end])
                return path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
            }
        }
        let checkouts = (root as NSString).appendingPathComponent(".build/checkouts")
        let first = ((try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []).sorted().first
        return first.map { (checkouts as NSString).appendingPathComponent($0) }
    }
}

/// The compiler's errors in the kit's own files, each once (a build prints some twice), with the learner's source line
/// and a caret under the column: `Sources/workshop/02-PanClamp.swift:12:9: error: …`.
enum BuildErrors {
    static func parse(_ output: String, root: String) -> String {
        var seen = Set<String>()
        var shown: [String] = []
        let kit = URL(fileURLWithPath: root).standardizedFileURL.path
        for line in output.split(separator: "\n").map(String.init) {
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            var file = place.dropLast(2).joined(separator: ":")
            let absolute = file.hasPrefix("/") ? file : (root as NSString).appendingPathComponent(file)
            if file.hasPrefix(kit + "/") { file = String(file.dropFirst(kit.count + 1)) }
            let message = String(line[marker.upperBound...])
            let key = "\(file):\(row):\(column): error: \(message)"
            guard seen.insert(key).inserted else { continue }
            var entry = key
            let source = (try? String(contentsOfFile: absolute, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false)
            if let source, row >= 1, row <= source.count {
                let text = String(source[row - 1])
                entry += "\n    " + text + "\n    " + String(repeating: " ", count: max(0, column - 1)) + "^"
            }
            shown.append(entry)
            if shown.count == 10 { break }
        }
        return shown.joined(separator: "\n")
    }
}
