import Foundation
import Messages

/// What `chapters workshop new` records about a kit in `.workshop/kit.json`: its language and, per exercise,
/// the Swift file the learner edits and the digest of its stub (an untouched stub is "not started").
public struct KitManifest: Codable, Sendable, Equatable {
    /// One exercise of the kit.
    public struct Entry: Codable, Sendable, Equatable {
        /// The exercise id (see `ExerciseCatalogue`).
        public var id: String
        /// The exercise's Swift file, relative to the kit's root.
        public var file: String
        /// ``FileDigest`` of the stub as written.
        public var stubDigest: String

        /// An entry.
        public init(id: String, file: String, stubDigest: String) {
            self.id = id
            self.file = file
            self.stubDigest = stubDigest
        }
    }

    /// The manifest's path inside a kit.
    public static let path = ".workshop/kit.json"

    /// A blank of a "predict the number" kit (`chapters workshop new --predict`).
    public struct Blank: Codable, Sendable, Equatable {
        /// The chapter, relative to the kit's root.
        public var file: String
        /// 1-based line of the spec line.
        public var line: Int
        /// Which prediction of the line this is (0-based, in the order they are written).
        public var index: Int
        /// 1-based column of the `?` as the kit wrote it.
        public var column: Int
        /// ``PredictionKey/digest(file:line:index:answer:)`` of the book's number: what a right answer digests to,
        /// so the kit does not carry the answers in plain sight.
        public var answerDigest: String

        /// A blank.
        public init(file: String, line: Int, index: Int, column: Int, answerDigest: String) {
            self.file = file
            self.line = line
            self.index = index
            self.column = column
            self.answerDigest = answerDigest
        }
    }

    /// The language of the kit's chapters (written as its tag: `en`, `zh-Hans`).
    public var language: ReaderLanguage
    /// The kit's exercises, in book order.
    public var exercises: [Entry]
    /// The blanks of a "predict the number" kit, in book order; `nil` for a kit without.
    public var predictions: [Blank]?

    /// A manifest.
    public init(language: ReaderLanguage, exercises: [Entry], predictions: [Blank]? = nil) {
        self.language = language
        self.exercises = exercises
        self.predictions = predictions
    }

    /// The manifest as JSON (sorted keys, a final newline).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads the manifest of the kit at `root`.
    /// - Throws: a ``WorkshopError`` that says what to do when the file is missing or unreadable.
    public static func load(kitRoot root: String) throws(WorkshopError) -> KitManifest {
        let file = (root as NSString).appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: file) else {
            throw WorkshopError("\(file):1:1: no workshop here (the file is missing); run this in the folder "
                + "`chapters workshop new DIR` made, or make one with that command")
        }
        do {
            return try JSONDecoder().decode(KitManifest.self, from: data)
        } catch {
            throw WorkshopError("\(file):1:1: the kit's manifest cannot be read (\(error)); make the workshop again "
                + "with `chapters workshop new DIR`")
        }
    }
}

/// A problem the workshop reports to the learner and stops on (exit status 2).
public struct WorkshopError: Error, Equatable, CustomStringConvertible {
    /// What was wrong and what to do, starting with `file:line:column` when a file is concerned.
    public var description: String
    /// The same in Chinese, where the message has it.
    public var chinese: String?

    /// An error with its message.
    public init(_ description: String) {
        self.description = description
    }

    /// An error with its message in both languages.
    public init(_ description: String, zh chinese: String) {
        self.description = description
        self.chinese = chinese
    }

    /// The message in `language` (English where it has no Chinese).
    public func description(in language: ReaderLanguage) -> String {
        language == .chinese ? chinese ?? description : description
    }
}
