import Foundation
import Messages

/// argument-parser's usage errors in the terminal's language. The library words them in English; on a Chinese
/// terminal the parts it always writes the same way (the `Error:` head, an unknown option, a missing value or
/// argument, a value that is not one of the choices, the usage and help lines) are said in Chinese, the names,
/// values and the option's own help text kept as they are. Anything else it writes stays as written.
enum UsageErrorLanguage {
    /// `message` (argument-parser's whole usage error) in `language`.
    static func localized(_ message: String, in language: ReaderLanguage) -> String {
        guard language == .chinese else { return message }
        return message.components(separatedBy: "\n").map(line).joined(separator: "\n")
    }

    /// The patterns argument-parser writes, with their Chinese: `$1`, `$2` are the names and values it quoted.
    static let patterns: [(pattern: String, chinese: String)] = [
        (#"^Error: Unknown option '(.+)'$"#, "错误：没有 '$1' 这个选项"),
        (#"^Error: Missing value for '(.+)'$"#, "错误：'$1' 后面缺少值"),
        (#"^Error: Missing expected argument '(.+)'$"#, "错误：缺少参数 '$1'"),
        (#"^Error: Unexpected argument '(.+)'$"#, "错误：多出了参数 '$1'"),
        (#"^Error: The value '(.*)' is invalid for '(.+)'\. Please provide one of (.+)\.$"#, "错误：'$2' 的值 '$1' 无效；请给出以下之一：$3"),
        (#"^Error: The value '(.*)' is invalid for '(.+)'(.*)$"#, "错误：'$2' 的值 '$1' 无效$3"),
        (#"^Error: (.*)$"#, "错误：$1"),
        (#"^Usage: (.*)$"#, "用法：$1"),
        (#"^Help: (.*)$"#, "说明：$1"),
        (#"^(\s*)See '(.+)' for more information\.$"#, "$1更多说明请看 '$2'。"),
    ]

    private static func line(_ text: String) -> String {
        for (pattern, chinese) in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            if expression.firstMatch(in: text, range: range) != nil {
                let said = expression.stringByReplacingMatches(in: text, range: range, withTemplate: chinese)
                // The choices' list: `'auto', 'always' or 'never'` → `'auto'、'always'、'never'`.
                return chinese.contains("请给出以下之一") ? said.replacingOccurrences(of: "' or '", with: "'、'").replacingOccurrences(of: "' and '", with: "'、'")
                    .replacingOccurrences(of: "', '", with: "'、'") : said
            }
        }
        return text
    }
}
