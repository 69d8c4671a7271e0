import Foundation
import ChapterModel

/// One program holding a chapter's engine listings, each as the body of its own throwing function, run in order
/// by a small `main`; with a map from the program's lines back to the listings' lines.
///
/// A listing's `import` lines are moved to the top of the program (imports must stand at file scope) and left blank
/// in place, so every other line keeps its place. The program prints a marker line before and after each listing and
/// one for each failed `expect`, so a crash, a thrown error or a failed check is put down to its listing.
struct EngineProgram {
    /// The marker that starts every line the program prints for the checker (the listings' own output is ignored).
    static let marker = "\u{1}LISTING-"
    /// The marker as a Swift string literal writes it (a raw control character does not compile).
    private static let markerLiteral = "\\u{1}LISTING-"

    /// Changes when the program around the listings changes (the `expect` function, the markers), so results
    /// cached by an older checker are not reused.
    static let generatorStamp = StableHash.of([EngineProgram(listings: []).source])

    private(set) var source = ""
    /// For each line of `source` (1-based, index 0 unused): the listing and its 0-based line, if it is a listing's.
    private var places: [(listing: Int, line: Int)?] = [nil]

    init(listings: [CodeListing]) {
        var imports: [String] = []
        for listing in listings {
            for line in listing.lines where Self.isImport(line.text) {
                let text = line.text.trimmingCharacters(in: .whitespaces)
                if !imports.contains(text) { imports.append(text) }
            }
        }
        imports.forEach { append($0) }
        append("""
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        /// A listing's check: a failure (a false condition, or an error thrown while evaluating it) is reported at the
        /// line of the call, and the listing goes on.
        func expect(_ condition: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            var text = message()
            do {
                if try condition() { return }
            } catch {
                text = "the condition threw \\(error)" + (text.isEmpty ? "" : "; \\(text)")
            }
            print("\(Self.markerLiteral)FAIL \\(line) \\(text.split(separator: "\\n").joined(separator: " "))")
            fflush(nil)
        }
        """)
        for (index, listing) in listings.enumerated() {
            append("func __listing\(index)() throws {")
            for (lineIndex, line) in listing.lines.enumerated() {
                append(Self.isImport(line.text) ? "" : line.text, place: (index, lineIndex))
            }
            append("}")
        }
        append("""
        let __listings: [() throws -> Void] = [\(listings.indices.map { "__listing\($0)" }.joined(separator: ", "))]
        let __first = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 0 : 0
        for __index in __first..<__listings.count {
            print("\(Self.markerLiteral)BEGIN \\(__index)")
            fflush(nil)
            do {
                try __listings[__index]()
            } catch {
                print("\(Self.markerLiteral)THREW \\(__index) \\("\\(error)".split(separator: "\\n").joined(separator: " "))")
            }
            print("\(Self.markerLiteral)END \\(__index)")
            fflush(nil)
        }
        """)
    }

    /// The listing and its 0-based line that a line of the program came from.
    func place(ofLine line: Int) -> (listing: Int, line: Int)? {
        places.indices.contains(line) ? places[line] : nil
    }

    private mutating func append(_ text: String, place: (listing: Int, line: Int)? = nil) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            source += line + "\n"
            places.append(place)
        }
    }

    static func isImport(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
    }
}
