import ChapterModel
import Foundation
import Messages
import SpecLanguage

/// The chapter files a command works on: whole books (`en/` and `zh-Hans/` folders) or single files.
public struct Book: Sendable {
    /// A chapter file and the language its folder implies.
    public struct Entry: Equatable, Sendable {
        public var path: String
        public var language: ReaderLanguage
    }

    /// Every chapter file, books first in language order, then single files in the order given.
    public var entries: [Entry]
    /// Book folders found (translation sync runs on these).
    public var bookFolders: [String]

    /// A path that names neither a chapter file nor a folder of them.
    public struct PathError: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        /// What is wrong, in both languages.
        public var text: LocalizedText
        /// What is wrong, in English.
        public var message: String { text.english }
        public var description: String { "\(path): \(message)" }

        public init(path: String, text: LocalizedText) {
            self.path = path
            self.text = text
        }

        /// The error in a reader's language.
        public func description(in language: ReaderLanguage) -> String { "\(path): \(text.text(in: language))" }
    }

    /// Finds the chapters under the given paths; no paths means `Chapters/`.
    ///
    /// A folder with `en/` or `zh-Hans/` inside is a book; another folder is a folder of chapter files
    /// (their language is the folder's name, else `en`); a file is one chapter.
    public static func discover(paths: [String]) throws(PathError) -> Book {
        let fileManager = FileManager.default
        var entries: [Entry] = []
        var folders: [String] = []
        for path in paths.isEmpty ? ["Chapters"] : paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw PathError(path: path, text: paths.isEmpty ? UsageMessages.noChaptersFolder : UsageMessages.noSuchPath)
            }
            if !isDirectory.boolValue {
                entries.append(Entry(path: path, language: ChapterReader.language(ofPath: path)))
                continue
            }
            let languages = ReaderLanguage.allCases.filter { language in
                var isFolder: ObjCBool = false
                return fileManager.fileExists(atPath: join(path, language.tag), isDirectory: &isFolder) && isFolder.boolValue
            }
            if languages.isEmpty {
                let files = markdownFiles(in: path)
                if files.isEmpty { try refuseNearLanguageFolders(in: path) }
                guard !files.isEmpty else {
                    throw PathError(path: path, text: UsageMessages.noChapterFiles)
                }
                entries += files.map { Entry(path: $0, language: ChapterReader.language(ofPath: $0)) }
            } else {
                try refuseNearLanguageFolders(in: path)
                folders.append(path)
                for language in languages {
                    entries += markdownFiles(in: join(path, language.tag)).map { Entry(path: $0, language: language) }
                }
            }
        }
        // A file or book named twice (or through a link, or once as a file of a book also named) is one chapter.
        var seen: Set<String> = []
        entries = entries.filter { seen.insert(canonicalPath($0.path)).inserted }
        var seenFolders: Set<String> = []
        folders = folders.filter { seenFolders.insert(canonicalPath($0)).inserted }
        return Book(entries: entries, bookFolders: folders)
    }

    /// The path with `.` and `..` removed and symbolic links resolved: equal for two paths to one file.
    public static func canonicalPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func markdownFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map { join(folder, $0) }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// A file name of a book folder and its chapters in each language.
    public typealias TranslationPair = (fileName: String, folder: String, english: Entry?, chinese: Entry?)

    /// Chapters of the same book folder that share a file name: an original (`en`) and its translation.
    ///
    /// A chapter file given alone (not through its book's folder) in a language folder is paired too: with its twin
    /// when the run was given both, else with the twin on disk (read to compare, not run), else with none.
    public func translationPairs() -> [TranslationPair] {
        var pairs: [(String, String, Entry?, Entry?)] = []
        for folder in bookFolders {
            // The first chapter of each name, looked up by name: searching the lists once per name cost O(n²)
            // path splits: 2.4 s of a 6 s `verify --serial` of a 1,000-chapter book.
            let english = firstByName(entries.filter { $0.path.hasPrefix(Book.join(folder, ReaderLanguage.english.tag + "/")) })
            let chinese = firstByName(entries.filter { $0.path.hasPrefix(Book.join(folder, ReaderLanguage.chinese.tag + "/")) })
            let names = Set(english.keys).union(chinese.keys).sorted()
            for name in names {
                pairs.append((name, folder, english[name], chinese[name]))
            }
        }
        return pairs + loosePairs()
    }

    /// Pairs of the chapter files given alone, by book folder and file name, in the order first given.
    private func loosePairs() -> [TranslationPair] {
        let inBooks = bookFolders.flatMap { folder in ChapterReader.knownLanguages.map { Book.join(Book.join(folder, $0), "") } }
        var order: [String] = []
        var found: [String: (String, String, Entry?, Entry?)] = [:]
        for entry in entries where !inBooks.contains(where: { entry.path.hasPrefix($0) }) {
            guard let folder = Book.bookFolder(ofChapter: entry.path) else { continue }
            let name = fileName(entry.path)
            let key = folder + "\u{0}" + name
            if found[key] == nil {
                order.append(key)
                found[key] = (name, folder, nil, nil)
            }
            if entry.language == .english, found[key]?.2 == nil { found[key]?.2 = entry }
            if entry.language == .chinese, found[key]?.3 == nil { found[key]?.3 = entry }
        }
        return order.compactMap { key in
            guard var pair = found[key], let given = pair.2 ?? pair.3 else { return nil }
            for language in ReaderLanguage.allCases where (language == .english ? pair.2 : pair.3) == nil {
                let twin = Book.twinPath(of: given.path, in: language)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: twin, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                if language == .english { pair.2 = Entry(path: twin, language: language) } else { pair.3 = Entry(path: twin, language: language) }
            }
            return pair
        }
    }

    /// The path of a chapter's twin in another language folder, written like the chapter's (`en/01-x.md` →
    /// `zh-Hans/01-x.md`).
    public static func twinPath(of path: String, in language: ReaderLanguage) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return path }
        parts[parts.count - 2] = language.tag
        return parts.joined(separator: "/")
    }

    /// A folder of a book whose name is near a language folder's (`zh-CN`, `zh_Hans`, `EN`, `ja`): its chapters
    /// would silently not be read, so it is an error that says which name to use.
    private static func refuseNearLanguageFolders(in folder: String) throws(PathError) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names {
            guard let suggestion = nearLanguageFolder(name) else { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: join(folder, name), isDirectory: &isFolder), isFolder.boolValue else { continue }
            throw PathError(path: join(folder, name), text: DriftMessages.nearLanguageFolder(name, suggestion: suggestion.tag))
        }
    }

    /// The language folder a folder name was probably meant to be (`en` or `zh-Hans`), or `nil` when it is one, or
    /// does not look like a language at all. A language tag (`ja`, `zh-CN`, `pt_BR`) other than `en` is taken for the
    /// translation, which is `zh-Hans`.
    static func nearLanguageFolder(_ name: String) -> ReaderLanguage? {
        guard !ChapterReader.knownLanguages.contains(name) else { return nil }
        let tag = name.lowercased().replacingOccurrences(of: "_", with: "-")
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        if language == "en" || language == "eng" { return .english }
        // Three letters alone are too often something else (`img`, `src`); as a language they come with a region.
        if language.count == 3, parts.count == 1, language != "chi", language != "zho" { return nil }
        return .chinese
    }

    private func firstByName(_ entries: [Entry]) -> [String: Entry] {
        var result: [String: Entry] = [:]
        for entry in entries {
            let name = fileName(entry.path)
            if result[name] == nil { result[name] = entry }
        }
        return result
    }

    private func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
