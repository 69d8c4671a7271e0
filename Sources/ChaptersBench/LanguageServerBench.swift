import BookVerification
import ChapterModel
import Foundation
import LanguageServer

/// `chapters lsp`: one chapter's diagnostics after a change, as the server computes them once typing pauses (read,
/// run, compared with its twin on disk; listings aside, they are compiled on save).
enum LanguageServerBench {
    /// The slowest chapter of a book folder's `en/` (the longest file) and its best time of five runs after an edit, in
    /// milliseconds, or `nil` when there is no such chapter.
    static func run(book: String) -> (chapter: String, milliseconds: Double)? {
        let folder = book + "/en"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix(".md") } ?? []
        let sized = names.compactMap { name -> (String, String)? in
            guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else { return nil }
            return (name, text)
        }
        guard let (name, text) = sized.max(by: { $0.1.count < $1.1.count }) else { return nil }
        let path = folder + "/" + name
        let twinPath = Book.twinPath(of: path, in: .chinese)
        let twin = (try? String(contentsOfFile: twinPath, encoding: .utf8)).map { Document(uri: Document.uri(ofPath: twinPath), version: 0, text: $0) }
        var document = Document(uri: Document.uri(ofPath: path), version: 1, text: text)
        var best = Double.infinity
        for round in 0..<5 {
            // An edit at the end, as typing makes one, so that each round reads a different text.
            let end = document.lines.count
            try? document.apply("\n<!-- edit \(round) -->", in: TextRange(start: Position(line: end, character: 0), end: Position(line: end, character: 0)))
            let start = Measure.now()
            let analysis = ChapterAnalysis.analyze(document, twin: twin)
            best = min(best, Double(Measure.now() - start) / 1e6)
            if analysis.result.steps.isEmpty { return nil }
        }
        return (name, best)
    }
}
