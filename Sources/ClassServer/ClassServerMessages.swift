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
