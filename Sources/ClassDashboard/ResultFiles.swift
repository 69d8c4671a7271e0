import EngineMessages
import Foundation
import LearnerResults

/// Learners' result files as `chapters class` is given them: files, or folders whose `*.json` files are read (not
/// recursively). A file that cannot be read or is not a result is skipped with a warning naming it.
public struct ResultFiles: Sendable {
    public private(set) var entries: [ClassRoster.Entry] = []
    /// Each file skipped, and why, in both languages.
    public private(set) var problems: [LocalizedText] = []
    /// The paths given that name no file or folder (a mistyped path: `chapters class` stops on one).
    public private(set) var missing: [String] = []

    /// The problems in English.
    public var warnings: [String] { problems.map(\.english) }

    /// The problems in `language`.
    public func warnings(in language: ReaderLanguage) -> [String] { problems.map { $0.text(in: language) } }

    public init(paths: [String]) {
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                missing.append(path)
                problems.append(ResultFileMessages.noSuchPath(path))
                continue
            }
            if isFolder.boolValue {
                let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
                let files = names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
                if files.isEmpty { problems.append(ResultFileMessages.noResultsInFolder(path)) }
                for name in files { read((path as NSString).appendingPathComponent(name)) }
            } else {
                read(path)
            }
        }
    }

    private mutating func read(_ path: String) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > ResultProblem.maximumBytes {
            problems.append(ResultFileMessages.skipped(path, ResultFileMessages.tooLarge(size)))
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            problems.append(ResultFileMessages.skipped(path, ResultFileMessages.unreadable))
            return
        }
        switch ResultProblem.check(data) {
        case .success(let result): entries.append(ClassRoster.Entry(result: result, source: path))
        case .failure(let problem): problems.append(ResultFileMessages.skipped(path, problem.text))
        }
    }
}

/// What `chapters class` says of the files it is given.
public enum ResultFileMessages {
    public static func noSuchPath(_ path: String) -> LocalizedText {
        LocalizedText("\(path): no such file or folder; name learners' result files, or a folder of them",
                      zh: "\(path)：没有这个文件或文件夹；请给出学员的结果文件，或存放它们的文件夹")
    }
    public static func noResultsInFolder(_ path: String) -> LocalizedText {
        LocalizedText("\(path): the folder holds no .json result files", zh: "\(path)：这个文件夹里没有 .json 结果文件")
    }
    public static func skipped(_ path: String, _ why: LocalizedText) -> LocalizedText {
        LocalizedText("\(path): skipped: \(why.english)", zh: "\(path)：已跳过：\(why.chinese)")
    }
    public static func tooLarge(_ bytes: Int) -> LocalizedText {
        LocalizedText("\(bytes) bytes, more than the limit of 1 MiB for one result", zh: "\(bytes) 字节，超过了单个结果 1 MiB 的上限")
    }
    public static let unreadable = LocalizedText("cannot be read", zh: "无法读取")
}
