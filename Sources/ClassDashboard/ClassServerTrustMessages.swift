import EngineMessages

/// What the class server answers about trust: results that claim more than their steps show, the teacher's session,
/// names released with a claim code, and requests that are not HTTP/1.1 as the server takes it; in English and Chinese.
extension ResultFieldMessages {
    public static func passedWithoutAllSteps(_ field: String, passed: Int, total: Int) -> LocalizedText {
        LocalizedText(
            "`\(field)` is passed with \(passed) of \(total) steps; an exercise is passed only when all of its steps (at least one) pass",
            zh: "`\(field)` 为通过，但 \(total) 个步骤中只通过了 \(passed) 个；只有全部步骤（至少一个）都通过，练习才算通过"
        )
    }

    /// A name with characters drawn like others or not drawn at all (`U+FF21`), and the name in plain characters.
    public static func nameLookalike(codes: [String], plain: String) -> LocalizedText {
        let list = codes.joined(separator: ", ")
        return LocalizedText(
            "`learner` holds \(list): characters that look like other letters or are invisible; type the name in plain letters (\(plain))",
            zh: "`learner` 含有 \(list)：这些字符看起来像别的字母，或者看不见；请用普通字母输入名字（\(plain)）"
        )
    }
}

public enum ClassTrustMessages {
    public static let loginTitle = LocalizedText("Class dashboard: teacher sign-in", zh: "课堂面板：教师登录")
    public static let loginPrompt = LocalizedText(
        "This page is for the teacher. Type the teacher key that `chapters-class serve` printed (the line `teacher key: …`).",
        zh: "此页面供教师使用。请输入 `chapters-class serve` 打印的教师密钥（`teacher key: …` 那一行）。"
    )
    public static let loginField = LocalizedText("Teacher key", zh: "教师密钥")
    public static let loginButton = LocalizedText("Sign in", zh: "登录")
    public static let loginWrong = LocalizedText(
        "That is not the teacher key; copy it again from the server's terminal.",
        zh: "这不是教师密钥；请从服务器终端重新复制。"
    )
    public static func loginTooMany(seconds: Int) -> LocalizedText {
        LocalizedText("Too many wrong keys from this computer; try again in \(seconds) s.", zh: "这台电脑输错密钥的次数太多；请 \(seconds) 秒后再试。")
    }
    public static let signOut = LocalizedText("sign out", zh: "退出")
    public static let formExpired = LocalizedText(
        "this form is from another session or has expired; reload the dashboard and try again",
        zh: "这个表单来自另一个会话或已过期；请重新加载课堂面板后再试"
    )
    public static let remove = LocalizedText("remove", zh: "删除")
    public static let removeHint = LocalizedText(
        "Deletes this learner and all their results (junk or a test); their name is free again.",
        zh: "删除这位学员及其全部结果（垃圾或测试数据）；名字随即可以再用。"
    )
    public static let waitingForClaim = LocalizedText("released: waiting for its claim code", zh: "已释放：等待认领码")
    public static func releasedTitle(_ name: String) -> LocalizedText {
        LocalizedText("\(name) is released", zh: "已释放 \(name)")
    }
    /// The claim code, shown once to the teacher who released the name.
    public static func claimInstructions(name: String, claim: String) -> LocalizedText {
        LocalizedText(
            "Give this claim code to \(name) only (say it or write it down; it is shown once, and not on the dashboard): \(claim). Their kit sends it once: swift run workshop verify --submit … --code … --name \(name) --claim \(claim). Until then, no other kit can take the name.",
            zh: "请只把这个认领码交给 \(name)（口头告知或写下；它只显示这一次，不会出现在课堂面板上）：\(claim)。对方的工具包发送一次即可：swift run workshop verify --submit … --code … --name \(name) --claim \(claim)。在此之前，其他工具包都拿不走这个名字。"
        )
    }
    public static let backToDashboard = LocalizedText("Back to the dashboard", zh: "返回课堂面板")
    public static func removedCount(_ name: String, _ count: Int) -> LocalizedText {
        LocalizedText("removed \(name) and \(count) results", zh: "已删除 \(name) 及其 \(count) 条结果")
    }
    public static let unknownName = LocalizedText(
        "no learner has this name on the dashboard; check the spelling",
        zh: "课堂面板上没有这个名字的学员；请检查拼写"
    )
    public static func nameReleased(_ name: String) -> LocalizedText {
        LocalizedText(
            "the teacher released the name \(name) for one learner: send the teacher's claim code with it (workshop verify --claim CODE), or choose another --name",
            zh: "老师已把名字 \(name) 释放给一位学员：请连同老师给的认领码一起发送（workshop verify --claim 认领码），或换一个 --name"
        )
    }
    public static func nameLooksLike(_ name: String, _ other: String) -> LocalizedText {
        LocalizedText(
            "the name \(name) looks the same as \(other), which another kit holds; choose a name that reads differently",
            zh: "名字 \(name) 看起来和另一个工具包占用的 \(other) 一样；请换一个看起来不同的名字"
        )
    }
    public static func tooManyFailedClaims(seconds: Int) -> LocalizedText {
        LocalizedText(
            "too many results from this computer for names held by other kits or waiting for a claim code; try again in \(seconds) s",
            zh: "这台电脑提交了太多属于其他工具包或正在等待认领码的名字；请 \(seconds) 秒后再试"
        )
    }
    public static func joinBusy(seconds: Int) -> LocalizedText {
        LocalizedText(
            "the server is answering many join attempts from your network, so this answer says nothing about your join code; if the code is right, your result is kept under your name: send again in \(seconds) s to see it confirmed",
            zh: "服务器正在应对来自你所在网络的大量加入尝试，所以这次的回答不说明加入码是否正确；如果加入码正确，你的结果已按你的名字保存：请 \(seconds) 秒后再发送一次以获得确认"
        )
    }
    public static func joinCodeWrong(length: Int) -> LocalizedText {
        LocalizedText(
            "wrong join code: check the \(length) characters on the teacher's screen",
            zh: "加入码不对：请核对教师屏幕上的 \(length) 个字符"
        )
    }
    public static let hostMissing = LocalizedText(
        "an HTTP/1.1 request needs one Host header; send the server's address in it",
        zh: "HTTP/1.1 请求需要且只能有一个 Host 请求头；请在其中写上服务器的地址"
    )
    public static func transferCoding(_ value: String) -> LocalizedText {
        LocalizedText(
            "Transfer-Encoding: \(value) is not taken; send the body with Content-Length, or with Transfer-Encoding: chunked alone",
            zh: "不接受 Transfer-Encoding: \(value)；请用 Content-Length 发送请求体，或只用 Transfer-Encoding: chunked"
        )
    }
    public static func learnerTokenTooShort(_ length: Int) -> LocalizedText {
        LocalizedText(
            "X-Learner-Token has \(length) characters; a new name's token needs 20 to 128 letters and digits (the kit makes one)",
            zh: "X-Learner-Token 有 \(length) 个字符；新名字的令牌需要 20 到 128 个字母和数字（工具包会自动生成）"
        )
    }
}
