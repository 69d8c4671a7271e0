import ChapterModel
import IOSSurface
import Foundation

/// What device listings are type-checked against: a real iOS SDK (on a Mac with Xcode), or the checked iOS surface.
enum DeviceTarget {
    case sdk(Toolchain.IOSSDK)
    case surface(SurfaceModules)

    var check: ListingCheck {
        switch self {
        case .sdk(let sdk): .typeChecked(against: .sdk(version: sdk.version))
        case .surface: .typeChecked(against: .surface)
        }
    }

    var fingerprint: [String] {
        switch self {
        case .sdk(let sdk): ["sdk", sdk.path, sdk.version]
        case .surface(let modules): ["surface", modules.fingerprint]
        }
    }

    func arguments(workFolder: String) -> [String] {
        switch self {
        case .sdk(let sdk):
            ["-sdk", sdk.path, "-target", "arm64-apple-ios\(IOSSurface.deploymentTarget)-simulator", "-module-cache-path", workFolder + "/module-cache"]
        case .surface(let modules):
            modules.compilerArguments(moduleCache: modules.moduleFolder + "/../module-cache")
        }
    }
}

/// One diagnostic of a step's type-check, placed in the step's files (cached), before it is placed in the book.
struct StepDiagnostic: Codable, Equatable {
    var file: String
    /// 1-based line in that file.
    var line: Int
    var column: Int
    var message: String
    /// Uses an API the checked iOS surface does not declare (`UIFoo`, `UITableView.foo`): not a failure of the
    /// listing, not a pass either.
    var outsideSurface: String?
    /// A note of the compiler's in the same file that says where the problem began ("to match this opening '{'"):
    /// its line, column and words.
    var noteLine: Int?
    var noteColumn: Int?
    var note: String?
    /// A warning Xcode would show (a deprecated API), not a failure: reported apart, a failure under `--strict`.
    var isWarning: Bool?
}

extension ListingChecker {
    /// Type-checks a chapter's device listings step by step: at each listing, the reader's app as it stands (every
    /// named file at its latest version, starting from the previous chapter's app) and the chapter's standalone
    /// listings so far, as one module. Each listing gets the errors on its own lines, and any new error its version
    /// causes elsewhere in the app.
    func checkDeviceListings(_ listings: [CodeListing], chapterPath: String, toolchain: Toolchain) -> [ListingResult] {
        guard !listings.isEmpty else { return [] }
        let target: DeviceTarget
        if let sdk = toolchain.iOSSDK {
            target = .sdk(sdk)
        } else {
            switch SurfaceModules.prepare(toolchain: toolchain, cacheFolder: surfaceCacheFolder) {
            case .success(let modules): target = .surface(modules)
            case .failure(let missing): return listings.map { ListingResult(listing: $0, check: .notChecked(reason: missing.message)) }
            }
        }
        var app = startingApps.app(before: chapterPath)
        var standalone: [ReaderApp.File] = []
        var reported = Set<String>()
        // Errors the previous chapters' app already has are theirs, reported in their chapters: not again here.
        if !app.files.isEmpty, case .success(let inherited) = typeCheck(app.files, target: target, toolchain: toolchain) {
            for diagnostic in inherited {
                guard let place = Self.place(of: diagnostic, in: app.files) else { continue }
                reported.insert("\(place) \(diagnostic.message)")
            }
        }
        var results: [ListingResult] = []
        for (index, listing) in listings.enumerated() {
            var failures: [ListingFailure] = []
            var version: FileVersion?
            if let problem = listing.fileNameProblem {
                failures.append(ListingFailure(at: listing.location, problem))
            } else if let name = listing.fileName {
                do throws(ReaderApp.VersionError) {
                    let isFirst = app.file(named: name) == nil
                    let file = try app.apply(listing)
                    version = FileVersion(name: name, lines: file.lines.map(\.text), changed: file.changed, isFirst: isFirst)
                } catch {
                    failures.append(ListingFailure(at: error.location, error.message))
                }
            } else {
                let lines = listing.lines.map { ReaderApp.Line(text: $0.text, origin: $0.location) }
                standalone.append(ReaderApp.File(name: "Listing\(index + 1).swift", lines: lines, changed: Set(lines.indices), listing: listing.location))
            }
            let files = app.files + standalone
            let diagnostics: [StepDiagnostic]
            switch typeCheck(files, target: target, toolchain: toolchain) {
            case .success(let found): diagnostics = found
            case .failure(let message):
                results.append(ListingResult(listing: listing, check: target.check, failures: failures + [ListingFailure(at: listing.location, message.message)], version: version))
                continue
            }
            var outside: [String] = []
            var warnings: [ListingFailure] = []
            for diagnostic in diagnostics {
                guard let place = Self.place(of: diagnostic, in: files) else { continue }
                let origin = SourceLocation(file: place.file, line: place.line, column: 1)
                let mine = listing.lines.contains { $0.location.file == origin.file && $0.location.line == origin.line }
                guard reported.insert("\(place) \(diagnostic.message)").inserted || mine else { continue }
                if diagnostic.isWarning == true {
                    if mine { warnings.append(ListingFailure(at: place, diagnostic.message)) }
                } else if let name = diagnostic.outsideSurface {
                    outside.append("`\(name)` (line \(origin.line))")
                } else {
                    var message = diagnostic.message
                    // A missing brace is found at the file's end: say where the brace it should close opened.
                    if let note = diagnostic.note, let line = diagnostic.noteLine,
                       let opened = Self.place(of: StepDiagnostic(file: diagnostic.file, line: line, column: diagnostic.noteColumn ?? 1, message: note), in: files) {
                        message += " (\(note) at \(opened))"
                    }
                    failures.append(ListingFailure(at: place, message))
                }
            }
            if failures.isEmpty, !outside.isEmpty {
                let names = Array(Set(outside)).sorted().joined(separator: ", ")
                results.append(ListingResult(listing: listing, check: .notChecked(reason: "uses API that is not in the checked iOS surface: \(names); check it on a Mac with Xcode, or add its declaration to the surface (Sources/IOSSurface)"), version: version))
            } else {
                results.append(ListingResult(listing: listing, check: target.check, failures: failures, version: version))
            }
            results[results.count - 1].warnings = warnings
        }
        return results
    }

    /// Where a diagnostic of a step is in the book: the Markdown line its file's line was written at (an error past
    /// a file's end, such as a missing brace, on its last line).
    static func place(of diagnostic: StepDiagnostic, in files: [ReaderApp.File]) -> SourceLocation? {
        guard let file = files.first(where: { $0.name == diagnostic.file }) else { return nil }
        let line = min(max(diagnostic.line, 1), max(file.lines.count, 1)) - 1
        let origin = file.lines.indices.contains(line) ? file.lines[line].origin : file.listing
        let column = file.lines.indices.contains(line) && diagnostic.line - 1 == line ? diagnostic.column : 1
        return origin.advanced(by: column - 1)
    }

    /// The diagnostics of one type-check of these files (from the cache when the same files were checked before),
    /// or what went wrong with the tools.
    func typeCheck(_ files: [ReaderApp.File], target: DeviceTarget, toolchain: Toolchain) -> Result<[StepDiagnostic], StepFailure> {
        // The first word changes whenever the way a step is compiled or read changes, so older results are not reused.
        var stamp = ["ios-step 4 documented", toolchain.version] + target.fingerprint
        for file in files { stamp += [file.name, file.text] }
        let key = StableHash.of(stamp)
        // A translation's step is usually its original's to the byte, and the two chapters run at the same time: the
        // second waits for the first's compiler run instead of making its own.
        let claim = stepsInFlight.claim(key, lockFolder: cache?.folder)
        defer { if claim == .mine { stepsInFlight.finish(key) } }
        if let data = cache?.readData(key), let found = try? JSONDecoder().decode([StepDiagnostic].self, from: data) {
            return .success(found)
        }
        let outcome: Result<[StepDiagnostic], StepFailure>? = withWorkFolder { folder in
            for file in files {
                do {
                    try Data(file.text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(file.name)"))
                } catch {
                    return .failure(StepFailure(message: "cannot write \(folder)/\(file.name): \(error.localizedDescription)"))
                }
            }
            let arguments = ["-typecheck", "-wmo", "-parse-as-library", "-swift-version", "6", "-diagnostic-style", "llvm", "-module-name", "ReaderApp"]
                + target.arguments(workFolder: folder) + files.map { "\(folder)/\($0.name)" }
            guard let run = try? ProcessRunner.run(toolchain.compiler, arguments, in: folder, timeout: 300), !run.timedOut else {
                return .failure(StepFailure(message: "the compiler could not be run, or ran past 300 s"))
            }
            let output = run.standardOutput + run.standardError
            let documented: DocumentedMembers? = if case .surface(let modules) = target { DocumentedMembers.load(surfaceFolder: modules.surfaceFolder) } else { nil }
            let availability = SurfaceAvailability.diagnostics(in: output, files: files.map { ($0.name, $0.text) })
            let steps = SurfaceDiagnostics.refine(
                Self.stepDiagnostics(in: output, names: Set(files.map(\.name)), surface: { if case .surface = target { true } else { false } }()),
                documented: documented)
            // One warning per deprecated use, as Xcode gives: where the availability check dates a deprecation (in
            // the words of the header's API_DEPRECATED, "was deprecated in iOS 13.0: Use …"), the compiler's own
            // warning at the same place is left out.
            let found = steps.filter { diagnostic in
                diagnostic.isWarning != true || !availability.contains { $0.file == diagnostic.file && $0.line == diagnostic.line && $0.column == diagnostic.column }
            } + availability
            if run.status != 0, found.isEmpty {
                return .failure(StepFailure(message: "the compiler failed: \(Self.firstLines(output))"))
            }
            return .success(found)
        }
        let result = outcome ?? .failure(StepFailure(message: "the listing's work folder could not be made in \(workFolder)"))
        if case .success(let found) = result, let data = try? JSONEncoder().encode(found) { cache?.writeData(data, for: key) }
        return result
    }

    struct StepFailure: Error {
        var message: String
    }

    /// Errors, and warnings that UIKit would make silent failures ("nearly matches optional requirement": the
    /// method is never called), in the reader's files; the API outside the surface named apart. A use of API its
    /// declaration marks deprecated (`fabs` on a CGFloat, "renamed to 'abs'") is kept as the warning Xcode shows.
    static func stepDiagnostics(in output: String, names: Set<String>, surface: Bool) -> [StepDiagnostic] {
        let all = output.split(separator: "\n").compactMap { CompilerDiagnostic.parse(String($0)) }
        var found: [StepDiagnostic] = []
        for (position, diagnostic) in all.enumerated() {
            let name = (diagnostic.file as NSString).lastPathComponent
            guard names.contains(name) else { continue }
            let isFailure = diagnostic.severity == "error"
                || diagnostic.severity == "warning" && diagnostic.message.contains("nearly matches optional requirement")
                || diagnostic.severity == "warning" && MainActorRules.isXcode16Error(diagnostic.message)
            let isDeprecation = !isFailure && diagnostic.severity == "warning" && diagnostic.message.contains(" is deprecated")
                && !diagnostic.message.contains(SurfaceAvailability.marker)
            guard isFailure || isDeprecation else { continue }
            var message = MainActorRules.xcodeMessage(diagnostic.message)
            if message.contains("nearly matches optional requirement") {
                message += " (UIKit would never call it: spell it as the requirement is spelt)"
            }
            let notes = all[(position + 1)...].prefix { $0.severity == "note" }
            let suggested = notes.contains { $0.message.hasPrefix("did you mean") }
            let outside = surface && diagnostic.severity == "error" && !suggested ? SurfaceGap.name(in: diagnostic.message) : nil
            let opening = notes.first { $0.file == diagnostic.file && $0.message.hasPrefix("to match this opening") }
            found.append(StepDiagnostic(file: name, line: diagnostic.line, column: diagnostic.column, message: message, outsideSurface: outside,
                                        noteLine: opening?.line, noteColumn: opening?.column, note: opening?.message,
                                        isWarning: isDeprecation ? true : nil))
        }
        return found
    }
}

/// Recognises an error that means "the checked iOS surface does not declare this", as opposed to a mistake in the
/// listing: an unknown name or member of an Apple type (`UI…`, `NS…`, `CA…`, `CG…`), or an Apple module it lacks.
enum SurfaceGap {
    static func name(in message: String) -> String? {
        func quoted(after prefix: String) -> String? {
            guard let range = message.range(of: prefix) else { return nil }
            let rest = message[range.upperBound...]
            guard let end = rest.firstIndex(of: "'") else { return nil }
            return String(rest[..<end])
        }
        func isApple(_ name: String) -> Bool {
            let scalars = Array(name.unicodeScalars)
            return scalars.count > 2 && ["UI", "NS", "CA", "CG"].contains(String(name.prefix(2))) && scalars[2].properties.isUppercase
        }
        if let module = quoted(after: "no such module '") { return module }
        for prefix in ["cannot find type '", "cannot find '"] {
            if let name = quoted(after: prefix), isApple(name) { return name }
        }
        for prefix in ["value of type '", "type '"] where message.contains("has no member '") {
            guard var owner = quoted(after: prefix), let member = quoted(after: "has no member '") else { continue }
            // An existential (`any UIDragSession`) is looked through to its protocol.
            if owner.hasPrefix("any ") { owner.removeFirst(4) }
            let base = String(owner.prefix { $0.isLetter || $0.isNumber || $0 == "." })
            if isApple(base) { return "\(base).\(member)" }
        }
        return nil
    }
}

/// The steps being type-checked right now, by key: a second check of the same key in this process waits for the
/// first to finish (and then finds its result in the cache). With a lock folder, a key is also locked for other
/// processes sharing the cache (`chapters verify` runs at the same time over copies of one book): they wait for
/// the result instead of compiling the same files again.
final class StepsInFlight: @unchecked Sendable {
    enum Claim { case mine, waited }
    private let condition = NSCondition()
    private var running: Set<String> = []
    private var fileLocks: [String: FileLock] = [:]

    /// Takes `key`, or waits until whoever has it is done; a key taken here is then locked in `lockFolder` too
    /// (waiting while another process has it), so the caller reads the cache again before compiling.
    func claim(_ key: String, lockFolder: String? = nil) -> Claim {
        condition.lock()
        guard running.contains(key) else {
            running.insert(key)
            condition.unlock()
            if let lockFolder, let lock = FileLock(path: "\(lockFolder)/.locks/\(key).lock") {
                condition.lock()
                fileLocks[key] = lock
                condition.unlock()
            }
            return .mine
        }
        while running.contains(key) { condition.wait() }
        condition.unlock()
        return .waited
    }

    func finish(_ key: String) {
        condition.lock()
        fileLocks.removeValue(forKey: key)?.unlock()
        running.remove(key)
        condition.broadcast()
        condition.unlock()
    }
}
