import ChapterModel
import Foundation

/// Checks a chapter's Swift listings (chapter 00, "Swift listings", Chapters/en/00-spec-language.md):
///
/// - ```` ```swift ````: compiled against the engine modules and run; an `expect(…)` that is false, a failed
///   `precondition`, a thrown error or a compile error fails the listing at its Markdown line.
/// - ```` ```swift ios ````: type-checked in Swift 6 mode, step by step, as the files of the reader's app
///   (``ReaderApp``), against the iOS SDK where `xcrun` finds one and against the checked iOS surface
///   (``SurfaceModules``) everywhere else, Linux included.
///
/// A chapter's listings are compiled together, in one compiler run per kind; results are cached (``ListingCache``),
/// so an unchanged book compiles nothing. Without `swiftc` on `PATH`, or without the built engine modules, listings
/// are reported as not checked, never as passed.
public struct ListingChecker: Sendable {
    public var toolchain: Toolchain?
    public var engines: Result<EngineModules, EngineModules.Missing>
    public var cache: ListingCache?
    /// Where the programs are built (a fresh folder inside per chapter, removed afterwards).
    public var workFolder: String
    /// Where the checked iOS surface's overlays are built (named by their content and the compiler, so shareable
    /// between caches); `nil` means inside the cache folder (the work folder without a cache).
    public var surfaceFolder: String?
    /// The reader's app at the start of each chapter (the previous chapter's, read once per run).
    let startingApps = StartingApps()
    /// The steps being type-checked now, shared by the chapters checked at the same time.
    let stepsInFlight = StepsInFlight()

    public init(toolchain: Toolchain?, engines: Result<EngineModules, EngineModules.Missing>, cache: ListingCache?, workFolder: String) {
        self.toolchain = toolchain
        self.engines = engines
        self.cache = cache
        self.workFolder = workFolder
    }

    /// The checker for the running executable: `swiftc` from `PATH`, the engine modules from the executable's build
    /// folder (`.build/debug`), the cache in `.build/listing-cache` (or `CHAPTERS_LISTING_CACHE` when set), the
    /// built iOS surface in the cache (or in `CHAPTERS_SURFACE_CACHE` when set: a fresh cache can then reuse the
    /// surface an earlier run built).
    public static func forRunningExecutable(environment: [String: String] = ProcessInfo.processInfo.environment) -> ListingChecker {
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let buildFolder = executable.deletingLastPathComponent().path
        let cacheFolder = environment["CHAPTERS_LISTING_CACHE"]
            ?? URL(fileURLWithPath: buildFolder).deletingLastPathComponent().appendingPathComponent("listing-cache").path
        var checker = ListingChecker(
            toolchain: Toolchain.detect(path: environment["PATH"], cacheFolder: cacheFolder),
            engines: EngineModules.find(in: buildFolder),
            cache: ListingCache(folder: cacheFolder),
            workFolder: cacheFolder + "/work"
        )
        checker.surfaceFolder = environment["CHAPTERS_SURFACE_CACHE"]
        return checker
    }

    /// The folder the checked iOS surface is built in.
    var surfaceCacheFolder: String { surfaceFolder ?? cache?.folder ?? workFolder }

    /// The compiler's module cache for the engine programs and the reader's apps, beside the built surface and shared
    /// by every compiler run that uses this checker (and by other caches that share the surface). The Clang modules
    /// under Foundation are then built once, not once per run: that is 2 of a run's 2.5 s on a small machine. The
    /// compiler names what it keeps there by its version and options and locks it while it writes, so runs at the
    /// same time share it safely.
    ///
    /// The folder's name carries a digest of its own path: the compiler records that path in what it keeps, and
    /// refuses it from anywhere else ("was compiled with module cache path …"), so a project moved with its `.build`
    /// folder would fail every engine listing and build no app. Moved, it starts a new cache beside the old one.
    public var moduleCacheFolder: String {
        let folder = URL(fileURLWithPath: surfaceCacheFolder).standardizedFileURL.path
        return folder + "/module-cache-" + StableHash.of([folder]).prefix(12)
    }

    /// Every listing of the chapter, checked, in the chapter's order.
    public func check(_ chapter: Chapter) -> [ListingResult] {
        let listings = chapter.listings
        guard !listings.isEmpty else { return [] }
        guard let toolchain else {
            let reason = "no Swift compiler (swiftc) on PATH; install Swift or add its bin folder to PATH to check listings"
            return listings.map { ListingResult(listing: $0, check: .notChecked(reason: reason)) }
        }
        var results = [ListingResult?](repeating: nil, count: listings.count)
        let engineIndices = listings.indices.filter { listings[$0].kind == .engine }
        let deviceIndices = listings.indices.filter { listings[$0].kind == .ios }
        for (index, result) in checkEngineListings(engineIndices.map { listings[$0] }, toolchain: toolchain).enumerated() {
            results[engineIndices[index]] = result
        }
        for (index, result) in checkDeviceListings(deviceIndices.map { listings[$0] }, chapterPath: chapter.path, toolchain: toolchain).enumerated() {
            results[deviceIndices[index]] = result
        }
        let checked = results.enumerated().map { $1 ?? ListingResult(listing: listings[$0], check: .notChecked(reason: "not reached")) }
        return hintingLaterDeclarations(checked, in: chapter)
    }

    // MARK: - Engine listings

    private func checkEngineListings(_ listings: [CodeListing], toolchain: Toolchain) -> [ListingResult] {
        guard !listings.isEmpty else { return [] }
        let modules: EngineModules
        switch engines {
        case .success(let found): modules = found
        case .failure(let missing): return listings.map { ListingResult(listing: $0, check: .notChecked(reason: missing.message)) }
        }
        let keys = listings.map { StableHash.of(["engine 2 stages", EngineProgram.generatorStamp, toolchain.version, modules.fingerprint, $0.code]) }
        var results = listings.indices.map { index in cache?.read(keys[index]).map { $0.result(for: listings[index]) } }
        var missing = results.indices.filter { results[$0] == nil }
        // The translation's listings are usually its original's, checked at the same time: take them in one order
        // (so two chapters never wait on each other), and read again what the other chapter has just checked.
        var owned: [String] = []
        for key in Set(missing.map { keys[$0] }).sorted() {
            if stepsInFlight.claim(key, lockFolder: cache?.folder) == .mine {
                owned.append(key)
            } else {
                for index in missing where keys[index] == key { results[index] = cache?.read(key).map { $0.result(for: listings[index]) } }
            }
        }
        defer { for key in owned { stepsInFlight.finish(key) } }
        // Another process may have checked an owned key while this one waited for its lock.
        for index in missing where results[index] == nil { results[index] = cache?.read(keys[index]).map { $0.result(for: listings[index]) } }
        missing = results.indices.filter { results[$0] == nil }
        if !missing.isEmpty {
            let checked = withWorkFolder { folder in
                buildAndRun(missing.map { listings[$0] }, modules: modules, toolchain: toolchain, in: folder)
            }
            for (position, index) in missing.enumerated() {
                let outcome = checked?[position] ?? .toolFailure("the listing's work folder could not be made in \(workFolder)")
                results[index] = outcome.result(for: listings[index], check: .compiledAndRun, cache: cache, key: keys[index])
            }
        }
        return results.map { $0! }
    }

    /// Compiles the listings into one program and runs it; listings with compile errors are left out of a second
    /// build, so one misspelt name fails its own listing only.
    private func buildAndRun(_ listings: [CodeListing], modules: EngineModules, toolchain: Toolchain, in folder: String) -> [Outcome] {
        var outcomes = [Outcome?](repeating: nil, count: listings.count)
        var remaining = Array(listings.indices)
        for attempt in 0..<2 where !remaining.isEmpty {
            let program = EngineProgram(listings: remaining.map { listings[$0] })
            let source = folder + "/main.swift"
            let executable = folder + "/listings"
            do {
                try Data(program.source.utf8).write(to: URL(fileURLWithPath: source))
            } catch {
                return listings.map { _ in .toolFailure("cannot write \(source): \(error.localizedDescription)") }
            }
            let arguments = ["-swift-version", "6", "-Onone", "-suppress-warnings", "-diagnostic-style", "llvm"] + toolchain.fasterLinker + [
                             "-module-name", "ListingCheck", "-module-cache-path", moduleCacheFolder,
                             "-I", modules.moduleFolder, source] + modules.objectFiles + ["-o", executable]
            guard let build = try? ProcessRunner.run(toolchain.compiler, arguments, in: folder, timeout: 300) else {
                return listings.map { _ in .toolFailure("cannot run \(toolchain.compiler)") }
            }
            if build.status == 0, !build.timedOut {
                run(executable, program: program, listings: remaining, into: &outcomes, folder: folder)
                remaining = []
                break
            }
            var failed: [Int: [Outcome.Failure]] = [:]
            for error in CompilerDiagnostic.errors(in: build.standardOutput + build.standardError) where error.file.hasSuffix("main.swift") {
                guard let place = program.place(ofLine: error.line) else { continue }
                failed[place.listing, default: []].append(Outcome.Failure(line: place.line, column: error.column, message: error.message, isCompileError: true))
            }
            if failed.isEmpty || attempt == 1 {
                // Nothing to blame a listing for (the linker, a timeout, the tool itself): report it, cache nothing.
                let text = build.timedOut ? "the compiler ran past 300 s" : Self.firstLines(build.standardError + build.standardOutput)
                for index in remaining where outcomes[index] == nil { outcomes[index] = .toolFailure("the listings could not be built: \(text)") }
                break
            }
            for (position, failures) in failed { outcomes[remaining[position]] = .checked(failures) }
            remaining = remaining.enumerated().filter { failed[$0.offset] == nil }.map(\.element)
        }
        return outcomes.map { $0 ?? .toolFailure("not run") }
    }

    /// Runs the program from its first listing; after a crash, again from the listing after the one that crashed.
    private func run(_ executable: String, program: EngineProgram, listings: [Int], into outcomes: inout [Outcome?], folder: String) {
        var first = 0
        while first < listings.count {
            // A listing program gets 30 s and 1 GiB of address space: one that allocates without end stops at
            // the limit instead of taking the machine's memory first.
            guard let run = try? ProcessRunner.run(
                "/bin/sh", ["-c", "ulimit -v \(Self.memoryLimitKiB) && exec \"$0\" \"$@\"", executable, "\(first)"],
                in: folder, timeout: 30, environment: ["SWIFT_BACKTRACE": "enable=no"]
            ) else {
                for index in listings[first...] { outcomes[index] = .toolFailure("the listing program could not be started") }
                return
            }
            var failures: [Int: [Outcome.Failure]] = [:]
            var begun: Int?
            var ended: Set<Int> = []
            for line in run.standardOutput.split(separator: "\n") where line.hasPrefix(EngineProgram.marker) {
                let words = line.dropFirst(EngineProgram.marker.count).split(separator: " ", maxSplits: 2).map(String.init)
                guard words.count >= 2, let number = Int(words[1]) else { continue }
                let message = words.count > 2 ? words[2] : ""
                switch words[0] {
                case "BEGIN": begun = number
                case "END": ended.insert(number)
                case "FAIL":
                    if let place = program.place(ofLine: number) {
                        failures[place.listing, default: []].append(Outcome.Failure(
                            line: place.line, column: 1, message: "expect failed" + (message.isEmpty ? "" : ": \(message)")))
                    }
                case "THREW":
                    failures[number, default: []].append(Outcome.Failure(line: -1, column: 1, message: "the listing threw an error: \(message)"))
                default: break
                }
            }
            for position in first..<listings.count where ended.contains(position) {
                outcomes[listings[position]] = .checked(failures[position] ?? [])
            }
            guard let stopped = begun, !ended.contains(stopped) else { return }
            // The listing that began and never ended crashed or hung.
            let message = if run.timedOut {
                "the listing ran past its time limit of 30 s (does it loop without end?)"
            } else if run.standardError.contains("failed to allocate") {
                "the listing used more than its memory limit of 1 GiB (does it allocate without end?)"
            } else {
                "the listing crashed: \(Self.trapMessage(run.standardError))"
            }
            var failure = Outcome.Failure(line: -1, column: 1, message: message)
            if let place = Self.crashPlace(run.standardError).flatMap(program.place(ofLine:)), place.listing == stopped {
                failure.line = place.line
            }
            outcomes[listings[stopped]] = .checked((failures[stopped] ?? []) + [failure])
            first = stopped + 1
        }
    }

    /// The address space a listing program may use, in KiB (1 GiB).
    static let memoryLimitKiB = 1 << 20

    /// A trap's message without the program's file and line (`Precondition failed: …`).
    private static func trapMessage(_ output: String) -> String {
        guard let line = output.split(separator: "\n").first(where: { $0.contains("main.swift:") }) else { return firstLines(output) }
        let afterFile = line[line.range(of: "main.swift:")!.upperBound...].drop { $0.isNumber }
        return afterFile.hasPrefix(": ") ? String(afterFile.dropFirst(2)) : String(line)
    }

    /// The program line of a runtime trap, from `ListingCheck/main.swift:12: Fatal error: …`.
    private static func crashPlace(_ output: String) -> Int? {
        guard let range = output.range(of: "main.swift:") else { return nil }
        return Int(output[range.upperBound...].prefix { $0.isNumber })
    }

    // MARK: - Shared

    /// A listing's outcome before it is placed in its chapter.
    enum Outcome {
        struct Failure {
            /// 0-based line in the listing; -1 for the fence.
            var line: Int
            var column: Int
            var message: String
            /// The compiler's error, not the run's.
            var isCompileError = false
        }

        /// The listing was checked: these are its failures (none when it passed).
        case checked([Failure])
        /// The tools failed, not the listing: reported as a failure, never cached.
        case toolFailure(String)

        func result(for listing: CodeListing, check: ListingCheck, cache: ListingCache?, key: String) -> ListingResult {
            switch self {
            case .checked(let failures):
                let entry = ListingCache.Entry(check: check.cacheName, sdkVersion: check.sdkVersion, failures: failures.map { failure in
                    // A check's failure is reported where the line's code starts.
                    let text = listing.lines.indices.contains(failure.line) ? listing.lines[failure.line].text : ""
                    let column = failure.column == 1 ? text.prefix { $0 == " " || $0 == "\t" }.count + 1 : failure.column
                    return ListingCache.Entry.Failure(line: failure.line, column: column, message: failure.message,
                                                      compileError: failure.isCompileError ? true : nil)
                })
                cache?.write(entry, for: key)
                return entry.result(for: listing)
            case .toolFailure(let message):
                return ListingResult(listing: listing, check: check, failures: [ListingFailure(at: listing.location, message)])
            }
        }
    }

    /// Runs `body` in a fresh folder under ``workFolder``, removed afterwards; `nil` when the folder cannot be made.
    func withWorkFolder<T>(_ body: (String) -> T) -> T? {
        let folder = "\(workFolder)/\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return body(folder)
    }

    static func firstLines(_ text: String) -> String {
        let lines = text.split(separator: "\n").prefix(3).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.isEmpty ? "(no output)" : lines.joined(separator: " · ")
    }
}

extension ListingCheck {
    var cacheName: String {
        switch self {
        case .compiledAndRun: "compiledAndRun"
        case .typeChecked: "typeChecked"
        case .syntaxOnly, .notChecked: "syntaxOnly"
        }
    }

    var sdkVersion: String? {
        if case .typeChecked(.sdk(let version)) = self { version } else { nil }
    }
}
