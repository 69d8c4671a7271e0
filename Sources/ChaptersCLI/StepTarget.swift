import Foundation

/// `FILE:LINE` on the command line: the step of a chapter that holds a line.
struct StepTarget: Equatable {
    var file: String
    var line: Int

    /// Splits the arguments into paths and step targets. An argument that names an existing file or folder is a
    /// path, even with a colon in its name; `FILE:LINE` is a target when FILE exists and LINE is a number.
    static func split(_ arguments: [String], fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) })
        -> (paths: [String], targets: [StepTarget])
    {
        var paths: [String] = []
        var targets: [StepTarget] = []
        for argument in arguments {
            if !fileExists(argument), let (file, line) = fileAndLine(argument, fileExists: fileExists) {
                targets.append(StepTarget(file: file, line: line))
                continue
            }
            paths.append(argument)
        }
        return (paths, targets)
    }

    /// `FILE:LINE`, or `FILE:LINE:COLUMN` as the tool and editors print places (the column says nothing of the step).
    private static func fileAndLine(_ argument: String, fileExists: (String) -> Bool) -> (String, Int)? {
        guard let colon = argument.lastIndex(of: ":") else { return nil }
        let head = String(argument[..<colon]), tail = argument[argument.index(after: colon)...]
        if let line = Int(tail), line > 0, fileExists(head) { return (head, line) }
        if Int(tail) != nil, let (file, line) = fileAndLine(head, fileExists: fileExists), !head.hasSuffix(":") { return (file, line) }
        return nil
    }

    /// An argument `FILE:…` whose FILE exists but whose rest is no line (`FILE:0`, `FILE:abc`): what it meant is clear,
    /// so it is said, rather than that no such file exists.
    static func badLine(_ argument: String, fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String? {
        guard !fileExists(argument), let colon = argument.firstIndex(of: ":") else { return nil }
        var end: String.Index? = colon
        while let at = end {
            let file = String(argument[..<at])
            if fileExists(file) { return file }
            end = argument[argument.index(after: at)...].firstIndex(of: ":")
        }
        return nil
    }
}
