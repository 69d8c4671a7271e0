import ChapterModel
import EngineMessages
import Foundation
import ListingChecker
import Messages

/// What building a step's app gave.
public enum AppBuildResult: Sendable {
    /// The app is built: run it with ``AppSession``.
    case built(AppExecutable)
    /// Not run: the runtime has no `X` yet. The same code type-checks against the checked iOS surface, so the gap is
    /// the runtime's, never the author's: count the step's lines as checked against the engines only.
    case runtimeLacks(AppRuntimeGap)
    /// The reader's code does not compile: the compiler's errors, at the chapter's lines.
    case failed([AppBuildError])
    /// The app could not be built for a reason of the machine (no compiler, the runtime not built): nothing to blame
    /// on the author or the runtime, and nothing cached.
    case notBuilt(LocalizedText)

    /// The executable, when built.
    public var executable: AppExecutable? {
        if case .built(let executable) = self { executable } else { nil }
    }
}

/// A built app: the executable and the reader's files it was built from (to put a crash at the chapter's line).
public struct AppExecutable: Sendable {
    /// The executable's path (in the listing cache's `apps/` folder).
    public var path: String
    /// The reader's files, every line with the chapter line it was written at.
    public var files: [ReaderApp.File]
    /// Whether the build was found in the cache (no compiler ran).
    public var fromCache: Bool
    /// The toolchain's `llvm-symbolizer`, which puts a modelled exception's call stack at the reader's line.
    public var symbolizer: String?

    /// The chapter place of `line` and `column` (1-based) of the reader's file `name`, or `nil` for a place that is
    /// not the reader's (the driver's entry point, the runtime).
    public func chapterPlace(file name: String, line: Int, column: Int) -> SourceLocation? {
        AppPlaces.chapterPlace(in: files, file: name, line: line, column: column)
    }
}

/// What the runtime lacks for an app, and where the app first uses it.
public struct AppRuntimeGap: Sendable, Equatable {
    /// The missing declaration as the compiler names it (`UITableView.sectionIndexColor`).
    public var api: String
    /// "not run: the runtime has no `X` yet", in both languages.
    public var message: LocalizedText
    /// The chapter place of the first use, when it is the reader's line.
    public var place: SourceLocation?
}

/// A compiler error in the reader's code.
public struct AppBuildError: Sendable, Equatable {
    /// The chapter place (the listing's line and column), or the app's file when the line has no chapter place.
    public var place: SourceLocation
    /// The compiler's message.
    public var message: String
}

enum AppPlaces {
    /// The chapter place of a reader file's line and column: the rewrite keeps lines and columns, and each line
    /// remembers where it was written (``ReaderApp/Line/origin``).
    static func chapterPlace(in files: [ReaderApp.File], file name: String, line: Int, column: Int) -> SourceLocation? {
        guard let file = files.first(where: { $0.name == name }), file.lines.indices.contains(line - 1) else { return nil }
        return file.lines[line - 1].origin.advanced(by: max(column, 1) - 1)
    }
}

/// A build's outcome as the cache keeps it: places in the app's files, mapped to the chapter when read, so moving a
/// listing in its chapter does not build the app again.
enum AppBuildOutcome: Codable, Equatable {
    struct Failure: Codable, Equatable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

    case built
    case runtimeLacks(LocalizedTextRecord, Failure)
    case failed([Failure])

    /// The outcome kept in `folder`, if any (a built app whose executable is gone is not one).
    static func read(in folder: String) -> AppBuildOutcome? {
        guard let data = FileManager.default.contents(atPath: folder + "/outcome.json"),
              let outcome = try? JSONDecoder().decode(AppBuildOutcome.self, from: data) else { return nil }
        if outcome == .built, !FileManager.default.isExecutableFile(atPath: folder + "/app") { return nil }
        return outcome
    }

    /// Keeps the outcome (and the executable, when built) in `folder`: the executable first, the outcome last, so a
    /// reader never finds an outcome without its executable.
    func save(in folder: String, executable: String) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if self == .built {
                try? FileManager.default.removeItem(atPath: folder + "/app")
                try FileManager.default.moveItem(atPath: executable, toPath: folder + "/app")
            }
            try ListingCache.writeAtomically(try JSONEncoder().encode(self), to: folder + "/outcome.json")
            return true
        } catch {
            return false
        }
    }

    func result(folder: String, files: [ReaderApp.File], fromCache: Bool, symbolizer: String? = nil) -> AppBuildResult {
        func place(_ failure: Failure) -> SourceLocation {
            AppPlaces.chapterPlace(in: files, file: failure.file, line: failure.line, column: failure.column)
                ?? SourceLocation(file: failure.file, line: failure.line, column: failure.column)
        }
        switch self {
        case .built:
            return .built(AppExecutable(path: folder + "/app", files: files, fromCache: fromCache, symbolizer: symbolizer))
        case .runtimeLacks(let message, let failure):
            let api = AppMessages.missingName(in: failure.message)
            return .runtimeLacks(AppRuntimeGap(api: api, message: message.text, place: AppPlaces.chapterPlace(in: files, file: failure.file, line: failure.line, column: failure.column)))
        case .failed(let failures):
            return .failed(failures.map { AppBuildError(place: place($0), message: $0.message) })
        }
    }
}

/// A ``LocalizedText`` as the cache keeps it.
struct LocalizedTextRecord: Codable, Equatable {
    var english: String
    var chinese: String

    init(_ text: LocalizedText) {
        english = text.english
        chinese = text.chinese
    }

    var text: LocalizedText { LocalizedText(english, zh: chinese) }
}
