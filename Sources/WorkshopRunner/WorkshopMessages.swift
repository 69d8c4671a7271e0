import EngineMessages

/// What a learner's workshop kit says (`swift run workshop`, `workshop verify`): crashes in the learner's code, the
/// blanks answered wrong, the learner's name, where the result goes, and what the class server answered. In English and
/// Chinese side by side.
public enum WorkshopMessages {
    // MARK: Watch mode

    /// The learner's code crashed while the chapters ran, at `place` (`Sources/workshop/02-PanClamp.swift:12:9`).
    public static func crashed(at place: String, _ runtimeMessage: String) -> LocalizedText {
        LocalizedText(
            "\(place): your code crashed here (\(runtimeMessage)); the checks stopped at this line. Fix it (an index out of range: check the index against the array's count first), save, and it checks again",
            zh: "\(place)：你的代码在这里崩溃了（\(runtimeMessage)），检查在这一行停了下来。改好它（索引越界：先确认下标小于数组的元素个数），保存后会重新检查"
        )
    }

    /// The learner's code crashed and no line of theirs could be found in the backtrace.
    public static func crashedSomewhere(_ runtimeMessage: String) -> LocalizedText {
        LocalizedText(
            "your code crashed while the chapters ran (\(runtimeMessage)); the checks stopped. Look at the exercise you changed last (an index out of range: check the index against the array's count first), save, and it checks again",
            zh: "运行章节检查时你的代码崩溃了（\(runtimeMessage)），检查停了下来。看看你最后修改的练习（索引越界：先确认下标小于数组的元素个数），保存后会重新检查"
        )
    }

    /// A crash without a runtime message (a signal).
    public static func signal(_ number: Int32) -> LocalizedText {
        LocalizedText("stopped by signal \(number)", zh: "被信号 \(number) 终止")
    }

    /// The graded run used up its processor time (`seconds`) while the chapters checked the learner's `function`,
    /// declared at `place` (`Sources/workshop/02-PanClamp.swift:9:5`), of the exercise titled `exercise`.
    /// With `processorTime` false, the clock's limit stopped it (the run waited rather than computed).
    public static func timedOut(seconds: Int, processorTime: Bool, at place: String, function: String, exercise: String) -> LocalizedText {
        let after = stoppedAfter(seconds, processorTime: processorTime)
        return LocalizedText(
            "\(place): \(after.english): does it loop without end? The chapters were checking your `\(function)` (\(exercise)) when the time ran out. Make every loop in it end (a `while` whose condition turns false, a step that reaches its bound), save, and it checks again",
            zh: "\(place)：\(after.chinese)：是不是有一个不会结束的循环？时间到的时候，章节正在检查你写的 `\(function)`（\(exercise)）。确认其中每个循环都会结束（`while` 的条件总会变成 false，步进总能到达边界），保存后会重新检查"
        )
    }

    /// "stopped after 10 s of processor time" / "stopped after 60 s".
    private static func stoppedAfter(_ seconds: Int, processorTime: Bool) -> LocalizedText {
        processorTime
            ? LocalizedText("stopped after \(seconds) s of processor time", zh: "占用处理器 \(seconds) 秒后被停止")
            : LocalizedText("stopped after \(seconds) s", zh: "运行 \(seconds) 秒后被停止")
    }

    /// The graded run ran out of time and no exercise of the learner's was running (or its function was not found).
    public static func timedOutSomewhere(seconds: Int, processorTime: Bool) -> LocalizedText {
        let after = stoppedAfter(seconds, processorTime: processorTime)
        return LocalizedText(
            "\(after.english): does it loop without end? The checks did not finish in time. Look at the exercise you changed last: make every loop in it end, save, and it checks again",
            zh: "\(after.chinese)：是不是有一个不会结束的循环？检查没能按时结束。看看你最后修改的练习，确认其中每个循环都会结束，保存后会重新检查"
        )
    }

    /// While the chapters check the learner's code: what stops a check that does not end, and how to leave.
    public static func checking(seconds: Int) -> LocalizedText {
        LocalizedText(
            "Checking… (a check that runs past \(seconds) s of processor time is stopped; a save starts again; q quits)",
            zh: "正在检查……（占用处理器超过 \(seconds) 秒的检查会被停止；保存会重新开始；按 q 退出）"
        )
    }

    /// The watcher's first build, or one after the kit's package changed (a whole `swift build`).
    public static let fullBuild = LocalizedText(
        "Building the whole kit (the first time, or after its package changed: this takes a while)…",
        zh: "正在编译整个工作坊（第一次编译或依赖变了之后，要等一会儿）……"
    )

    /// The keys a "predict the number" kit's watcher takes.
    public static let predictionKeys = LocalizedText(
        "Save a chapter to check again · h help · q quit",
        zh: "保存章节后会自动重新检查 · h 帮助 · q 退出"
    )

    /// `h` in a "predict the number" kit: what to do, since there is no exercise to hint at.
    public static let predictionHelp = LocalizedText(
        "Help: in each chapter listed above, write your prediction right before a `?` and keep the `?` (`offset ?` becomes `offset -60?`); change nothing else. Every save checks again. A ✗ is a wrong number: its place is shown, never the right number; read the prose above its block and predict once more.",
        zh: "帮助：在上面列出的每个章节里，把你预测的数字写在 `?` 前面，`?` 保留（`偏移 ?` 改成 `偏移 -60?`），其他地方不要改。每次保存都会重新检查。✗ 表示数字不对：会告诉你它在哪里，但不会告诉你正确的数字；再读一遍代码块上面的说明，重新预测。"
    )

    // MARK: Predictions

    /// A blank answered with another number than the engine's, located; the right number is never shown.
    public static let wrongBlank = LocalizedText("Wrong prediction", zh: "预测错了")

    /// More wrong blanks than are listed.
    public static func moreWrong(_ count: Int) -> LocalizedText {
        LocalizedText("and \(count) more wrong", zh: "另有 \(count) 处预测错了")
    }

    // MARK: The learner's name and the result file

    /// Asked on a terminal when `--name` is left out.
    public static let askName = LocalizedText(
        "Your name, as the teacher should see it: ",
        zh: "你的名字（老师会看到这个名字）："
    )

    /// `--name` left out and no terminal to ask on (or nothing typed).
    public static let nameNeeded = LocalizedText(
        "--name is missing: say who you are, as the teacher should see it, as in `--name \"Ada Lovelace\"`",
        zh: "缺少 --name：写上老师看到的你的名字，例如 `--name 张三`"
    )

    /// `--time-limit` with something that is not a number of seconds from 1 to 3600.
    public static func timeLimitInvalid(_ text: String) -> LocalizedText {
        LocalizedText(
            "--time-limit \(text) is not a number of seconds from 1 to 3600; write one, as in `--time-limit 10`",
            zh: "--time-limit \(text) 不是 1 到 3600 之间的秒数；写一个秒数，例如 `--time-limit 10`"
        )
    }

    /// `--output` into a folder that does not exist.
    public static func outputFolderMissing(output: String, folder: String) -> LocalizedText {
        LocalizedText(
            "--output \(output): the folder \(folder) does not exist; make it first (`mkdir -p \(folder)`) or name a file in a folder that exists",
            zh: "--output \(output)：文件夹 \(folder) 不存在；先建好它（`mkdir -p \(folder)`），或者写到一个已有的文件夹里"
        )
    }

    /// `--output` that cannot be written for another reason.
    public static func outputNotWritten(output: String, reason: String) -> LocalizedText {
        LocalizedText(
            "--output \(output): cannot write the result (\(reason)); name a file in a folder you may write to",
            zh: "--output \(output)：无法写入结果（\(reason)）；换一个你有权限写入的文件夹里的文件"
        )
    }

    // MARK: The class server

    /// A result the class server took: what the teacher now sees.
    public static func submitted(passed: Int, exercises: Int, correct: Int?, blanks: Int?) -> LocalizedText {
        var english = "The class has your result"
        var chinese = "老师已经收到你的结果"
        var englishParts: [String] = []
        var chineseParts: [String] = []
        if exercises > 0 {
            englishParts.append("\(passed) of \(exercises) exercises passed")
            chineseParts.append("通过 \(passed)/\(exercises) 个练习")
        }
        if let correct, let blanks, blanks > 0 {
            englishParts.append("\(correct) of \(blanks) predictions right")
            chineseParts.append("答对 \(correct)/\(blanks) 处预测")
        }
        if !englishParts.isEmpty {
            english += ": " + englishParts.joined(separator: ", ")
            chinese += "：" + chineseParts.joined(separator: "，")
        }
        return LocalizedText(english + ".", zh: chinese + "。")
    }

    /// `--submit` with something that is not an http(s) address.
    public static func notAnAddress(_ server: String) -> LocalizedText {
        LocalizedText(
            "--submit \(server) is not an address; use the one the teacher's screen shows, like http://192.168.1.20:8765",
            zh: "--submit \(server) 不是一个地址；请用老师屏幕上显示的地址，例如 http://192.168.1.20:8765"
        )
    }

    /// No answer from the class server.
    public static func unreachable(_ server: String, reason: String) -> LocalizedText {
        LocalizedText(
            "cannot reach \(server) (\(reason)); check the address and that you are on the classroom's network",
            zh: "连不上 \(server)（\(reason)）；检查地址是否正确，以及你是否连在教室的网络上"
        )
    }

    /// The class server refused the result; `reason` is what it said.
    public static func refused(status: Int, reason: String) -> LocalizedText {
        LocalizedText(
            "the class server refused the result (HTTP \(status)): \(reason)",
            zh: "老师的服务器没有接受这份结果（HTTP \(status)）：\(reason)"
        )
    }
    // MARK: The workshop's screen

    /// Exercises done of all.
    public static func done(_ passed: Int, of total: Int) -> LocalizedText {
        LocalizedText("\(passed)/\(total) exercises done", zh: "已完成 \(passed)/\(total) 个练习")
    }

    public static let allDone = LocalizedText("All done: every exercise passes its chapter's checks.", zh: "全部完成！每个练习都通过了本章的检查。")
    /// Every exercise passes, and blanks remain (a kit with exercises and predictions).
    public static let exercisesDone = LocalizedText(
        "Every exercise passes its chapter's checks; blanks remain.", zh: "每个练习都通过了本章的检查，还剩空白要填。"
    )
    public static let next = LocalizedText("Next exercise", zh: "下一个练习")
    public static let edit = LocalizedText("Edit", zh: "要修改的文件")
    public static let failing = LocalizedText("Failing line", zh: "未通过的一行")
    public static let notStarted = LocalizedText("not started (the file is still the stub)", zh: "还没开始（文件仍是初始代码）")

    /// Steps of an exercise's chapter that pass.
    public static func steps(_ passed: Int, _ total: Int) -> LocalizedText {
        LocalizedText("\(passed)/\(total) steps", zh: "\(passed)/\(total) 步")
    }

    public static let hint = LocalizedText("Hint", zh: "提示")
    /// What follows a label: a full-width colon in Chinese.
    public static let colon = LocalizedText(": ", zh: "：")
    public static let keys = LocalizedText("Save a file to check again · h hint · q quit", zh: "保存文件后会自动重新检查 · h 提示 · q 退出")
    public static let building = LocalizedText("Building…", zh: "正在编译……")
    public static let buildFailed = LocalizedText("The build failed; fix these first:", zh: "编译失败，先修正这些错误：")

    /// Where the result was written.
    public static func wrote(_ path: String) -> LocalizedText {
        LocalizedText("Wrote the result to \(path)", zh: "结果已写入 \(path)")
    }
}
