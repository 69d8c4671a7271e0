import Foundation
import EngineMessages

/// Why a learner's result is implausible, naming the field (`exercises[2].stepsPassed`), in both languages.
public enum ResultFieldMessages {
    public static func negative(_ field: String, _ value: Int) -> LocalizedText {
        LocalizedText("`\(field)` is \(value); a count is 0 or more", zh: "`\(field)` 为 \(value)；计数不能小于 0")
    }

    public static func tooLargeCount(_ field: String, _ value: Int, limit: Int) -> LocalizedText {
        LocalizedText("`\(field)` is \(value); at most \(limit)", zh: "`\(field)` 为 \(value)；最多 \(limit)")
    }

    public static func passedOverTotal(_ field: String, passed: Int, total: Int) -> LocalizedText {
        LocalizedText(
            "`\(field)` says \(passed) steps passed of \(total); passed steps cannot be more than the total",
            zh: "`\(field)` 写着 \(total) 个步骤中通过了 \(passed) 个；通过的步骤不能多于总数"
        )
    }

    public static func duplicateExercise(_ field: String, _ id: String) -> LocalizedText {
        LocalizedText("`\(field)` names \(id) a second time; each exercise appears once", zh: "`\(field)` 第二次出现 \(id)；每个练习只能出现一次")
    }

    public static func wrongChapter(_ field: String, _ chapter: String, expected: String) -> LocalizedText {
        LocalizedText(
            "`\(field)` is \(chapter); this exercise is in \(expected)",
            zh: "`\(field)` 为 \(chapter)；这个练习在 \(expected)"
        )
    }

    public static func unknownChapter(_ field: String, _ chapter: String) -> LocalizedText {
        LocalizedText("`\(field)` is \(chapter), not a chapter of the book", zh: "`\(field)` 为 \(chapter)，书中没有这一章")
    }

    public static func textTooLong(_ field: String, bytes: Int, limit: Int) -> LocalizedText {
        LocalizedText("`\(field)` has \(bytes) bytes; at most \(limit)", zh: "`\(field)` 有 \(bytes) 字节；最多 \(limit) 字节")
    }

    public static let nameMissing = LocalizedText(
        "`learner` is empty; run `swift run workshop verify --name YOUR-NAME …`",
        zh: "`learner` 为空；请运行 `swift run workshop verify --name 你的名字 …`"
    )

    public static func nameTooLong(characters: Int, bytes: Int) -> LocalizedText {
        LocalizedText(
            "`learner` has \(characters) characters (\(bytes) bytes); use at most 64 characters and 256 bytes",
            zh: "`learner` 有 \(characters) 个字符（\(bytes) 字节）；最多 64 个字符、256 字节"
        )
    }

    public static let nameControl = LocalizedText(
        "`learner` holds a control character; type the name as it should be shown",
        zh: "`learner` 含有控制字符；请按应显示的样子输入名字"
    )

    public static func inTheFuture(_ field: String, _ date: String) -> LocalizedText {
        LocalizedText("`\(field)` is \(date), in the future; check the computer's clock", zh: "`\(field)` 为 \(date)，是将来的时间；请检查电脑的时钟")
    }

    public static func notAResult(_ detail: String) -> LocalizedText {
        notAResult(LocalizedText(verbatim: detail))
    }

    /// The JSON is not a learner result, and why (in the reader's language).
    public static func notAResult(_ detail: LocalizedText) -> LocalizedText {
        LocalizedText(
            "the JSON is not a learner result: \(detail.english); send the file `workshop verify --format json` wrote",
            zh: "这段 JSON 不是学员的结果：\(detail.chinese)；请发送 `workshop verify --format json` 写出的文件"
        )
    }

    /// A field the result must have is absent.
    public static func missing(_ field: String?) -> LocalizedText {
        LocalizedText("\(english(field)) is missing", zh: "缺少 \(chinese(field).trimmingCharacters(in: .whitespaces))")
    }

    /// A field holds another kind of value than the result's schema says (`expected`: ``kind(of:)``).
    public static func wrongType(_ field: String?, expected: LocalizedText) -> LocalizedText {
        LocalizedText("\(english(field)) has the wrong type: it should be \(expected.english)", zh: "\(chinese(field))的类型不对：应该是\(expected.chinese)")
    }

    /// A field is null.
    public static func null(_ field: String?) -> LocalizedText {
        LocalizedText("\(english(field)) is null", zh: "\(chinese(field))是 null")
    }

    /// A field's value is none the result's schema allows (an unknown status, a date not in ISO 8601).
    public static func unreadableValue(_ field: String?, expected: LocalizedText?) -> LocalizedText {
        if let expected {
            return LocalizedText("\(english(field)) has a value this tool does not read: it should be \(expected.english)",
                                 zh: "\(chinese(field))的值无法识别：应该是\(expected.chinese)")
        }
        return LocalizedText("\(english(field)) has a value this tool does not read", zh: "\(chinese(field))的值无法识别")
    }

    /// A field as a message names it: `` `learner` ``, or the result itself when the whole JSON is at fault.
    private static func english(_ field: String?) -> String { field.map { "`\($0)`" } ?? "the result" }
    private static func chinese(_ field: String?) -> String { field.map { "`\($0)` " } ?? "结果本身" }

    /// The JSON kind a Swift type is decoded from, in words.
    public static func kind(of type: Any.Type) -> LocalizedText {
        switch type {
        case is String.Type: LocalizedText("a string", zh: "字符串")
        case is Bool.Type: LocalizedText("true or false", zh: "true 或 false")
        case is Int.Type, is Double.Type, is Int64.Type, is UInt.Type: LocalizedText("a number", zh: "数字")
        case is Date.Type: isoDate
        default:
            "\(type)".hasPrefix("Array") ? LocalizedText("a list ([…])", zh: "列表（[…]）")
                : "\(type)".hasPrefix("Dictionary") ? LocalizedText("an object ({…})", zh: "对象（{…}）")
                : LocalizedText("another kind of value", zh: "另一种值")
        }
    }

    /// A date as a result writes it.
    public static let isoDate = LocalizedText("a date in ISO 8601, such as 2026-12-01T09:30:00Z", zh: "ISO 8601 日期，比如 2026-12-01T09:30:00Z")

    public static func numberOutOfRange(_ field: String) -> LocalizedText {
        LocalizedText("`\(field)` is a number out of range; a count is a whole number from 0", zh: "`\(field)` 的数字超出范围；计数是从 0 起的整数")
    }

    public static let notJSON = LocalizedText(
        "the result is not JSON; send the file `workshop verify --format json` wrote",
        zh: "结果不是 JSON；请发送 `workshop verify --format json` 写出的文件"
    )
}
