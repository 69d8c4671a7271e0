import Foundation

/// The names of the members Apple documents for each type the checked iOS surface declares
/// (`Documented/members.txt` in the surface): what tells a misspelt name (`tableView.rowHeigth`), which Xcode
/// rejects, from a real one the surface does not declare yet (which is only "not checked").
struct DocumentedMembers: Sendable, Equatable {
    /// Each type's parents (superclass first, then adopted protocols), as the file lists them.
    var parents: [String: [String]] = [:]
    /// Each type's own member names (base names, without argument labels).
    var members: [String: Set<String>] = [:]

    /// The file's place inside the surface's folder.
    static let file = "Documented/members.txt"

    /// Reads `text` in the file's format: `Type: Parent, Protocol` starts a type; the lines after it hold its member
    /// names, separated by spaces; `#` starts a comment.
    init(text: String) {
        var current: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            if trimmed.contains(":") {
                let parts = trimmed.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let name = parts[0].trimmingCharacters(in: .whitespaces)
                current = name
                parents[name] = parts.count > 1
                    ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } : []
                members[name, default: []] = members[name] ?? []
            } else if let current {
                members[current, default: []].formUnion(trimmed.split(separator: " ").map(String.init))
            }
        }
    }

    /// The surface's documented member names (read once per surface folder), or `nil` when the file is missing.
    static func load(surfaceFolder: String) -> DocumentedMembers? {
        loaded.withLock { cache in
            if let found = cache[surfaceFolder] { return found }
            let text = try? String(contentsOfFile: surfaceFolder + "/" + file, encoding: .utf8)
            let found = text.map(DocumentedMembers.init(text:))
            cache[surfaceFolder] = found
            return found
        }
    }

    private static let loaded = LockedCache<[String: DocumentedMembers?]>([:])

    /// Whether Apple's members of `type` are known here.
    func documents(_ type: String) -> Bool { members[type] != nil }

    /// Every member name of `type`, its own and its parents' (transitively).
    func allMembers(of type: String) -> Set<String> {
        var seen: Set<String> = []
        var names: Set<String> = []
        var queue = [type]
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            names.formUnion(members[next] ?? [])
            queue += parents[next] ?? []
        }
        return names
    }

    /// The documented name nearest to `name` (as the compiler's typo correction picks one: few edits for the
    /// name's length), or `nil` when none is near.
    func suggestion(for name: String, in type: String) -> String? {
        let limit = max(1, (name.count + 2) / 3)
        var best: (name: String, distance: Int)?
        for candidate in allMembers(of: type).sorted() where candidate != "init" {
            let distance = Self.editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// A value shared between threads behind a lock.
final class LockedCache<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// Step diagnostics read again with Apple's documented names: a member of an Apple type that Apple does not have
/// is the reader's misspelling (an error, with Xcode's "did you mean"), not a gap in the surface; and an error that
/// only follows from a missing name on the same line ("cannot infer contextual base …") is left out, so the missing
/// name is what the reader is told about.
enum SurfaceDiagnostics {
    /// Errors that the compiler reports only because a name on the same line could not be found.
    static let followOns = [
        "cannot infer contextual base in reference to member",
        "unable to infer type of a closure parameter",
        "unable to infer complex closure return type",
        "generic parameter '",
    ]

    static func refine(_ found: [StepDiagnostic], documented: DocumentedMembers?) -> [StepDiagnostic] {
        var refined: [StepDiagnostic] = []
        var causes: Set<String> = []
        for var diagnostic in found {
            if let gap = diagnostic.outsideSurface, let documented, let member = Self.member(gap), documented.documents(member.type),
               !documented.allMembers(of: member.type).contains(member.name) {
                diagnostic.outsideSurface = nil
                if let near = documented.suggestion(for: member.name, in: member.type), !diagnostic.message.contains("did you mean") {
                    diagnostic.message += "; did you mean '\(near)'?"
                }
            }
            if diagnostic.outsideSurface != nil || diagnostic.message.contains("has no member '") || diagnostic.message.hasPrefix("cannot find '") {
                causes.insert("\(diagnostic.file):\(diagnostic.line)")
            }
            refined.append(diagnostic)
        }
        return refined.filter { diagnostic in
            !(causes.contains("\(diagnostic.file):\(diagnostic.line)") && followOns.contains { diagnostic.message.hasPrefix($0) })
        }
    }

    /// `UITableView.rowHeigth` as its type and member (`UIButton.Configuration.tilte` → `UIButton.Configuration`,
    /// `tilte`); `nil` for a module or a type name alone.
    static func member(_ gap: String) -> (type: String, name: String)? {
        guard let dot = gap.lastIndex(of: ".") else { return nil }
        let type = String(gap[..<dot]), name = String(gap[gap.index(after: dot)...])
        guard !type.isEmpty, !name.isEmpty, name.first?.isLowercase == true || name.first == "_" else { return nil }
        return (type, name)
    }
}
