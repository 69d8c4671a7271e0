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
            if !fileExists(argument), let colon = argument.lastIndex(of: ":"),
               let line = Int(argument[argument.index(after: colon)...]), line > 0 {
                let file = String(argument[..<colon])
                if fileExists(file) {
                    targets.append(StepTarget(file: file, line: line))
                    continue
                }
            }
            paths.append(argument)
        }
        return (paths, targets)
    }
}
