import Foundation
import LearnerResults

/// Learners' result files as `chapters class` is given them: files, or folders whose `*.json` files are read (not
/// recursively). A file that cannot be read or is not a result is skipped with a warning naming it.
public struct ResultFiles: Sendable {
    public private(set) var entries: [ClassRoster.Entry] = []
    public private(set) var warnings: [String] = []

    public init(paths: [String]) {
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                warnings.append("\(path): no such file or folder")
                continue
            }
            if isFolder.boolValue {
                let names = (try? manager.contentsOfDirectory(atPath: path)) ?? []
                let files = names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
                if files.isEmpty { warnings.append("\(path): the folder holds no .json result files") }
                for name in files { read((path as NSString).appendingPathComponent(name)) }
            } else {
                read(path)
            }
        }
    }

    private mutating func read(_ path: String) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > ResultProblem.maximumBytes {
            warnings.append("\(path): skipped: \(size) bytes, more than the limit of 1 MiB for one result")
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            warnings.append("\(path): skipped: cannot be read")
            return
        }
        switch ResultProblem.check(data) {
        case .success(let result): entries.append(ClassRoster.Entry(result: result, source: path))
        case .failure(let problem): warnings.append("\(path): skipped: \(problem.message)")
        }
    }
}
