import Foundation

/// What Apple's documentation page shows for each declaration of the checked iOS surface
/// (`Documented/declarations.txt` in the surface): its iOS availability and its Swift declaration, one record per
/// declaration that ``SurfaceDeclarations`` finds. Facts read from the pages; a declaration whose page was not found,
/// or not yet read, says so (`unknown`), and is counted as such.
struct DocumentedDeclarations: Sendable, Equatable {
    /// One declaration's record.
    struct Record: Sendable, Equatable {
        /// The declaration's key (``SurfaceDeclaration/key``, `#2` after it for a second declaration of that key).
        var key: String
        /// The iOS version it was introduced in, `nil` when unknown.
        var introduced: String?
        /// The iOS version it was deprecated in, if Apple deprecates it.
        var deprecated: String?
        /// The Swift declaration the page shows, `nil` when unknown.
        var declaration: String?
        /// The page (its path after `https://developer.apple.com/documentation/`), or why there is none.
        var page: String

        /// Whether the page was read.
        var isKnown: Bool { introduced != nil }
    }

    /// The records, in the file's order.
    var records: [Record] = []
    /// The records by key.
    var byKey: [String: Record] = [:]

    /// The file's place inside the surface's folder.
    static let file = "Documented/declarations.txt"

    /// Reads the file's format: `key | availability | declaration | page`, where availability is `iOS 14.0`,
    /// `iOS 14.0-18.0` (deprecated in 18.0) or `unknown`, and a declaration not read is `-`; `#` starts a comment line.
    init(text: String) {
        for raw in text.split(separator: "\n") where !raw.hasPrefix("#") {
            let fields = raw.components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 4, !fields[0].isEmpty else { continue }
            var record = Record(key: fields[0], declaration: fields[2] == "-" ? nil : fields[2], page: fields[3])
            if fields[1].hasPrefix("iOS ") {
                let versions = fields[1].dropFirst(4).split(separator: "-").map(String.init)
                record.introduced = versions.first
                record.deprecated = versions.count > 1 ? versions[1] : nil
            }
            records.append(record)
            byKey[record.key] = record
        }
    }

    /// The surface's records (read once per surface folder), or `nil` when the file is missing.
    static func load(surfaceFolder: String) -> DocumentedDeclarations? {
        loaded.withLock { cache in
            if let found = cache[surfaceFolder] { return found }
            let text = try? String(contentsOfFile: surfaceFolder + "/" + file, encoding: .utf8)
            let found = text.map(DocumentedDeclarations.init(text:))
            cache[surfaceFolder] = found
            return found
        }
    }

    private static let loaded = LockedCache<[String: DocumentedDeclarations?]>([:])

    /// The surface's declarations with their record keys: a key met again gets `#2`, `#3` after it.
    static func keyed(_ declarations: [SurfaceDeclaration]) -> [SurfaceDeclaration] {
        var seen: [String: Int] = [:]
        return declarations.map { declaration in
            var keyed = declaration
            let count = (seen[declaration.key] ?? 0) + 1
            seen[declaration.key] = count
            if count > 1 { keyed.key += " #\(count)" }
            return keyed
        }
    }
}
