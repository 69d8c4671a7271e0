import EngineMessages

/// The app backend's messages to the reader, in English and Chinese.
enum AppMessages {
    static let noCompiler = LocalizedText(
        "no Swift compiler (swiftc) on PATH: the reader's app was not built; install Swift or add its bin folder to PATH, then run again",
        zh: "PATH 中没有 Swift 编译器（swiftc）：读者的应用没有构建；请安装 Swift 或把它的 bin 文件夹加入 PATH，然后再运行")

    /// "not run: the runtime has no `X` yet", from the compiler's first error against the runtime.
    static func missingAPI(in compilerMessage: String) -> LocalizedText {
        let name = missingName(in: compilerMessage)
        return LocalizedText(
            "not run: the runtime has no `\(name)` yet (the code type-checks against the iOS surface; the compiler said: \(compilerMessage)). "
                + "This step is checked against the engines only; nothing in your code needs to change",
            zh: "未运行：运行时还没有 `\(name)`（这段代码能通过 iOS 接口的类型检查；编译器的原话：\(compilerMessage)）。"
                + "这一步只对照引擎检查；你的代码无需改动")
    }

    /// The declaration a compiler error says is missing: `T.member` for "value of type 'T' has no member
    /// 'member'" (and "type 'T' has no member"), `X` for "cannot find 'X' in scope" and "module 'M' has no member
    /// named 'X'"; the whole message otherwise.
    static func missingName(in message: String) -> String {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if message.contains("has no member"), quoted.count >= 2 {
            return message.hasPrefix("module ") ? quoted[1] : "\(quoted[0]).\(quoted[1])"
        }
        if message.hasPrefix("cannot find"), let first = quoted.first { return first }
        return message
    }

    /// A hang, a runaway allocation or a trap of the reader's app.
    static func stopped(limit: AppSession.Stop, seconds: Double) -> LocalizedText {
        switch limit {
        case .time:
            LocalizedText("the app ran past its time limit of \(RefusalMessages.number(seconds)) s (does it loop without end?)",
                          zh: "应用运行超过了 \(RefusalMessages.number(seconds)) 秒的时间限制（是否陷入了无尽循环？）")
        case .memory:
            LocalizedText("the app used more than its memory limit of 1 GiB (does it allocate without end?)",
                          zh: "应用使用的内存超过了 1 GiB 的限制（是否在无休止地分配内存？）")
        case .exited:
            LocalizedText("the app ended without a crash report; run it again, and report this if it keeps happening",
                          zh: "应用没有留下崩溃报告就结束了；请再运行一次，如果反复出现请报告此问题")
        }
    }
}
