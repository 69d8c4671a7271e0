import ChapterModel
import Foundation

/// Results of listings already checked, one small file per listing, named by a digest of the listing's code, its
/// kind and everything its result depends on (the compiler's version; the engine modules or the iOS SDK). Verifying
/// an unchanged book finds every listing here and compiles nothing.
///
/// Only real outcomes are kept (passed, or failed with the compiler's or the check's message), never "not checked"
/// or a failure of the tools themselves, so fixing the machine is enough to have a listing checked again.
public struct ListingCache: Sendable {
    /// The folder, `.build/listing-cache` next to the build folder of the running executable by default.
    public var folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// A listing's outcome with places relative to the listing, so one entry serves every chapter showing the same code.
    struct Entry: Codable, Equatable {
        struct Failure: Codable, Equatable {
            /// 0-based line within the listing; -1 for the opening fence.
            var line: Int
            /// 1-based column within that line.
            var column: Int
            var message: String
            /// `true` for the compiler's error in a listing that is compiled and run (it never ran).
            var compileError: Bool?
        }

        /// `compiledAndRun`, `typeChecked` or `syntaxOnly`.
        var check: String
        var sdkVersion: String?
        var failures: [Failure]
    }

    func read(_ key: String) -> Entry? {
        guard let data = FileManager.default.contents(atPath: path(key)) else { return nil }
        return try? JSONDecoder().decode(Entry.self, from: data)
    }

    func write(_ entry: Entry, for key: String) {
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? Self.writeAtomically(data, to: path(key))
    }

    /// Raw cached bytes under `key` (a step's diagnostics), or `nil`.
    func readData(_ key: String) -> Data? { FileManager.default.contents(atPath: path(key)) }

    func writeData(_ data: Data, for key: String) { try? Self.writeAtomically(data, to: path(key)) }

    private func path(_ key: String) -> String { "\(folder)/\(key).json" }

    /// Writes through a temporary file in the same folder and renames it into place, creating the folder if needed;
    /// two chapters checking the same listing at once then never leave a torn file.
    public static func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        try data.write(to: temporary)
        if rename(temporary.path, path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}

extension ListingCache.Entry {
    /// The result this entry records, placed at `listing`'s lines.
    func result(for listing: CodeListing) -> ListingResult {
        let checked: ListingCheck = switch check {
        case "compiledAndRun": .compiledAndRun
        case "typeChecked": .typeChecked(against: .sdk(version: sdkVersion ?? ""))
        default: .syntaxOnly
        }
        let failures = failures.map { failure in
            let start = listing.lines.indices.contains(failure.line) ? listing.lines[failure.line].location : listing.location
            return ListingFailure(at: start.advanced(by: failure.column - 1), failure.message, isCompileError: failure.compileError == true)
        }
        return ListingResult(listing: listing, check: checked, failures: failures)
    }
}
