import Messages
import ArgumentParser

/// The formats `verify` can write.
enum ReportFormat: String, CaseIterable {
    case text
    case json
    case junit
    /// GitHub Actions workflow commands: `::error file=…,line=…,col=…::message`.
    case github

    /// The file extension a report of this format usually has.
    var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .junit: "xml"
        case .github: "txt"
        }
    }
}

/// One `--format KIND` or `--format KIND:FILE`: a report and where it goes (standard output when no file).
struct FormatRequest: ExpressibleByArgument, Equatable {
    var format: ReportFormat
    var file: String?

    init(format: ReportFormat, file: String?) {
        self.format = format
        self.file = file
    }

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let format = ReportFormat(rawValue: String(parts[0])) else { return nil }
        if parts.count == 2 {
            guard !parts[1].isEmpty else { return nil }
            file = String(parts[1])
        }
        self.format = format
    }

    static var allValueStrings: [String] { ReportFormat.allCases.map(\.rawValue) }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// Every report to write, `--output` given to the one format without a file; the text report is always among
    /// them on standard output unless a JSON or JUnit report goes there instead.
    /// - Returns: the requests, or what is wrong with them.
    static func resolve(_ requests: [FormatRequest], output: String?) -> Result<[FormatRequest], ResolveError> {
        var requests = requests.isEmpty ? [FormatRequest(format: .text, file: nil)] : requests
        if let output {
            let withoutFile = requests.indices.filter { requests[$0].file == nil }
            guard withoutFile.count == 1 else {
                return .failure(ResolveError(text: withoutFile.isEmpty
                    ? LocalizedText("--output \(output) has no format to write: every --format names its file already; drop --output",
                                    zh: "--output \(output) 没有要写的格式：每个 --format 都已经写明了文件；请去掉 --output")
                    : LocalizedText("--output \(output) names one file, but \(withoutFile.count) formats have none; write --format KIND:FILE for each",
                                    zh: "--output \(output) 只指定了一个文件，但有 \(withoutFile.count) 个格式没有文件；请给每个都写成 --format KIND:FILE")))
            }
            requests[withoutFile[0]].file = output
        }
        let onConsole = requests.filter { $0.file == nil && ($0.format == .json || $0.format == .junit) }
        guard onConsole.count <= 1 else {
            return .failure(ResolveError(text: LocalizedText(
                "only one of --format json and --format junit can go to standard output; give the other a file: --format junit:junit.xml",
                zh: "--format json 和 --format junit 只能有一个写到标准输出；请给另一个指定文件：--format junit:junit.xml")))
        }
        var files: Set<String> = []
        for request in requests {
            guard let file = request.file else { continue }
            guard files.insert(file).inserted else {
                return .failure(ResolveError(text: LocalizedText("two --format reports name the file \(file); give each its own file",
                                                                 zh: "两个 --format 报告都指定了文件 \(file)；请给每个报告各自的文件")))
            }
        }
        if onConsole.isEmpty, !requests.contains(where: { $0.file == nil && $0.format == .text }) {
            requests.insert(FormatRequest(format: .text, file: nil), at: 0)
        }
        return .success(requests)
    }

    struct ResolveError: Error, Equatable {
        var text: LocalizedText
        /// In English.
        var message: String { text.english }
    }
}
