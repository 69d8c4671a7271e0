import Foundation
import Messages
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `workshop verify` without `--name`: asks for the learner's name on a terminal; without one (a pipe, CI) it refuses
/// rather than send a result from nobody in particular.
enum WorkshopNameReader {
    /// The name typed at the prompt, trimmed.
    /// - Throws: ``WorkshopMessages/nameNeeded`` when standard input is not a terminal or nothing was typed.
    static func ask(language: ReaderLanguage, isTerminal: Bool = isatty(STDIN_FILENO) == 1, readLine read: () -> String? = { readLine() }) throws(WorkshopError) -> String {
        guard isTerminal else { throw WorkshopError(WorkshopMessages.nameNeeded.text(in: language)) }
        FileHandle.standardError.write(Data(WorkshopMessages.askName.text(in: language).utf8))
        let name = (read() ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw WorkshopError(WorkshopMessages.nameNeeded.text(in: language)) }
        return name
    }
}

/// `--output FILE`: checked before the chapters run (a missing folder is told at once, naming it), written atomically.
enum ResultFile {
    /// `path` as the kit's folder sees it.
    static func absolute(_ path: String, root: String) -> String {
        path.hasPrefix("/") || root == "." ? path : (root as NSString).appendingPathComponent(path)
    }

    /// - Throws: ``WorkshopMessages/outputFolderMissing(output:folder:)`` when the file's folder does not exist.
    static func check(_ output: String, root: String, language: ReaderLanguage) throws(WorkshopError) {
        let folder = (absolute(output, root: root) as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        let shown = (output as NSString).deletingLastPathComponent
        guard folder.isEmpty || (FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) else {
            throw WorkshopError(WorkshopMessages.outputFolderMissing(output: output, folder: shown.isEmpty ? folder : shown).text(in: language))
        }
    }

    /// Writes `data` to `output` atomically (a reader never sees half a result).
    static func write(_ data: Data, to output: String, root: String, language: ReaderLanguage) throws(WorkshopError) {
        try check(output, root: root, language: language)
        do {
            try data.write(to: URL(fileURLWithPath: absolute(output, root: root)), options: .atomic)
        } catch {
            throw WorkshopError(WorkshopMessages.outputNotWritten(output: output, reason: error.localizedDescription).text(in: language))
        }
    }
}
