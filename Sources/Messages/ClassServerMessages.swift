import EngineMessages

/// What the class server answers a learner's kit or a teacher's browser, in English and Chinese: the kit asks for its
/// reader's language (`Accept-Language`), the dashboard is in the server's `--language`.
public enum ClassServerMessages {
    public static let teacherKeyNeeded = LocalizedText(
        "this needs the teacher: sign in at the dashboard's address with the teacher key, or send it in X-Teacher-Key",
        zh: "这需要教师身份：请在课堂面板的地址用教师密钥登录，或在 X-Teacher-Key 请求头中发送密钥"
    )

    public static let joinCodeMissing = LocalizedText(
        "missing join code: send the code the teacher's screen shows (workshop verify --code XXXXXXXX)",
        zh: "缺少加入码：请发送教师屏幕上显示的加入码（workshop verify --code XXXXXXXX）"
    )

    public static let tooLarge = LocalizedText(
        "the result is larger than 1 MiB; send the file `workshop verify --format json` wrote",
        zh: "结果超过 1 MiB；请发送 `workshop verify --format json` 写出的文件"
    )

    public static func nameTaken(_ name: String) -> LocalizedText {
        LocalizedText(
            "the name \(name) is already taken by another kit; send from the kit that first sent it, choose another --name, or ask the teacher to release the name",
            zh: "名字 \(name) 已被另一个工具包占用；请从最初提交它的工具包发送、换一个 --name，或请老师释放这个名字"
        )
    }

    public static func tooManyResults(limit: Int, seconds: Int) -> LocalizedText {
        LocalizedText(
            "too many results in a minute (at most \(limit)); try again in \(seconds) s",
            zh: "一分钟内提交的结果太多（最多 \(limit) 个）；请 \(seconds) 秒后再试"
        )
    }

    public static func notStored(_ reason: String) -> LocalizedText {
        LocalizedText("the server could not store the result (\(reason)); try again", zh: "服务器未能保存结果（\(reason)）；请重试")
    }

    public static let notFound = LocalizedText(
        "nothing here; the dashboard is at / and results go to POST /api/results",
        zh: "这里什么也没有；看板在 /，结果提交到 POST /api/results"
    )

    public static func methodNotAllowed(_ method: String) -> LocalizedText {
        LocalizedText("\(method) is not allowed here", zh: "这里不允许 \(method) 请求")
    }

    public static let releaseNeedsName = LocalizedText(
        "say which name to release: name=…", zh: "请写明要释放的名字：name=…"
    )

    public static let notValidHTTP = LocalizedText(
        "the request is not valid HTTP/1.1; send results with `workshop verify --submit`",
        zh: "请求不是有效的 HTTP/1.1；请用 `workshop verify --submit` 提交结果"
    )

    public static func headerTooLarge(kibibytes: Int) -> LocalizedText {
        LocalizedText("the request's header is larger than \(kibibytes) KiB, the limit", zh: "请求头超过 \(kibibytes) KiB 的上限")
    }

    public static func bodyTooSlow(seconds: Int64) -> LocalizedText {
        LocalizedText("the request's body did not arrive within \(seconds) s", zh: "请求体未在 \(seconds) 秒内送达")
    }

    public static func tooManyConnections(_ maximum: Int) -> LocalizedText {
        LocalizedText(
            "the class server has \(maximum) connections open, its most; try again in a few seconds",
            zh: "课堂服务器的连接数已达上限（\(maximum) 个）；请过几秒再试"
        )
    }
}

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
        LocalizedText(
            "the JSON is not a learner result: \(detail); send the file `workshop verify --format json` wrote",
            zh: "这段 JSON 不是学习者结果：\(detail)；请发送 `workshop verify --format json` 写出的文件"
        )
    }

    public static func numberOutOfRange(_ field: String) -> LocalizedText {
        LocalizedText("`\(field)` is a number out of range; a count is a whole number from 0", zh: "`\(field)` 的数字超出范围；计数是从 0 起的整数")
    }

    public static let notJSON = LocalizedText(
        "the result is not JSON; send the file `workshop verify --format json` wrote",
        zh: "结果不是 JSON；请发送 `workshop verify --format json` 写出的文件"
    )
}
