import HTML
import Foundation
import LearnerResults
import EngineMessages

/// The teacher's page: learners × exercises as a grid, what each learner works on, when each result came, each
/// learner's predictions per chapter (right, wrong, not answered), and the spec lines most of the class fails, with
/// the prose they belong to.
///
/// One self-contained HTML file (inline CSS, no scripts, no outside resources). Every string that came from a result
/// (names, titles, spec lines, messages, prose) is escaped.
public struct ClassDashboardPage: Sendable {
    public var roster: ClassRoster
    /// The language of the page's own words.
    public var language: ReaderLanguage
    /// Seconds between the page's own reloads (`<meta http-equiv="refresh">`), or `nil` for a page from files.
    public var refreshSeconds: Int?
    /// Warnings to list at the foot of the page (files that were skipped).
    public var warnings: [String]
    /// The time zone the result times are shown in.
    public var timeZone: TimeZone

    /// The teacher session's CSRF token on a live server: each learner's row then has buttons that release their
    /// name and remove them, whose forms carry it (never the teacher's key).
    public var csrfToken: String?
    /// The learners' keys (``ClassRoster/key(_:)``) whose names wait for a claim code after a release.
    public var released: Set<String>

    public init(
        roster: ClassRoster, language: ReaderLanguage = .english, refreshSeconds: Int? = nil, warnings: [String] = [], timeZone: TimeZone = .current,
        csrfToken: String? = nil, released: Set<String> = []
    ) {
        self.csrfToken = csrfToken
        self.released = released
        self.roster = roster
        self.language = language
        self.refreshSeconds = refreshSeconds
        self.warnings = warnings
        self.timeZone = timeZone
    }

    private var text: DashboardText { DashboardText(language: language) }

    /// The whole page.
    public func html() -> String {
        var body = ""
        body.reserveCapacity(64 * 1024 + roster.entries.count * 2048)
        body += "<main class=\"page\">\n\(signOut())<h1>\(escape(text.title))</h1>\n"
        body += "<p class=\"summary\">\(escape(text.learnerCount(roster.entries.count)))"
        if let refreshSeconds { body += " · \(escape(text.refreshed(refreshSeconds)))" }
        body += "</p>\n"
        if roster.entries.isEmpty {
            body += "<p>\(escape(text.noResults))</p>\n"
        } else {
            body += grid()
            body += predictions()
            body += failures()
        }
        if !warnings.isEmpty {
            body += "<section><h2>\(escape(text.skipped))</h2>\n<ul class=\"warnings\">\n"
            for warning in warnings { body += "<li>\(escape(warning))</li>\n" }
            body += "</ul></section>\n"
        }
        body += "</main>\n"
        let refresh = refreshSeconds.map { "<meta http-equiv=\"refresh\" content=\"\($0)\">\n" } ?? ""
        return """
        <!DOCTYPE html>
        <html lang="\(language.tag)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; form-action 'self'">
        <meta name="referrer" content="no-referrer">
        \(refresh)<title>\(escape(text.title))</title>
        <style>\(Self.css)</style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    private func grid() -> String {
        let exercises = roster.exercises
        let counts = roster.passedCounts
        var chapters: [(chapter: String, span: Int)] = []
        for exercise in exercises {
            if chapters.last?.chapter == exercise.chapter { chapters[chapters.count - 1].span += 1 } else { chapters.append((exercise.chapter, 1)) }
        }
        var html = "<div class=\"scroll\"><table class=\"grid\">\n<thead>\n<tr><th rowspan=\"2\" scope=\"col\">\(escape(text.learner))</th>"
        for (chapter, span) in chapters {
            html += "<th colspan=\"\(span)\" scope=\"colgroup\" class=\"chapter\">\(escape(String(chapter.prefix(2))))</th>"
        }
        html += "<th rowspan=\"2\" scope=\"col\">\(escape(text.working))</th><th rowspan=\"2\" scope=\"col\">\(escape(text.lastResult))</th></tr>\n<tr>"
        for exercise in exercises {
            let title = exercise.title(language: language)
            let passed = counts[exercise.id, default: 0]
            html += "<th scope=\"col\" class=\"exercise\" title=\"\(escape(exercise.chapter))\">\(escape(title))<br><span class=\"count\">\(passed)/\(roster.entries.count)</span></th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for entry in roster.entries {
            let byID = Dictionary(entry.result.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let passed = entry.result.exercises.filter { $0.status == .passed }.count
            // A learner with predictions only has no exercises to count ("0 of 0 done"): their predictions instead.
            let summary = if entry.result.exercises.isEmpty, let tally = entry.result.predictions {
                text.predictionCounts(right: tally.correct, wrong: tally.wrong, notAnswered: tally.notAnswered)
            } else {
                text.done(passed, entry.result.exercises.count)
            }
            html += "<tr><th scope=\"row\">\(name(entry.result.learner))<br><span class=\"count\">\(escape(summary))</span>\(releaseButton(entry.result.learner))</th>"
            for exercise in exercises {
                guard let result = byID[exercise.id] else {
                    html += "<td class=\"absent\">–</td>"
                    continue
                }
                let status = result.status.rawValue
                var tip = "\(exercise.title(language: language)): \(text.status(status)) (\(result.stepsPassed)/\(result.stepsTotal))"
                if let failure = result.firstFailure { tip += " — \(failure.file):\(failure.line): \(failure.text)" }
                let mark = switch result.status {
                case .passed: "✓"
                case .failed: "✗"
                case .notStarted: "·"
                }
                html += "<td class=\"\(status)\" title=\"\(escape(tip))\"><span aria-hidden=\"true\">\(mark)</span><span class=\"sr\">\(escape(text.status(status)))</span></td>"
            }
            if let current = entry.currentExercise {
                let title = ExerciseCatalogue.exercise(id: current.id)?.title(language: language) ?? current.title
                html += "<td class=\"current\">\(escape(title))</td>"
            } else if let tally = entry.result.predictions, tally.correct < tally.total {
                // Left means not answered yet; a wrong answer is counted as wrong, not as left.
                html += "<td class=\"current\">\(escape(text.predictionsLeft(notAnswered: tally.notAnswered, wrong: tally.wrong)))</td>"
            } else {
                html += "<td class=\"current done\">\(escape(text.allDone))</td>"
            }
            html += "<td class=\"time\" title=\"\(escape(entry.source))\"><time datetime=\"\(isoTime(entry.time))\">\(escape(shortTime(entry.time)))</time></td></tr>\n"
        }
        html += "</tbody>\n</table></div>\n"
        return html
    }

    /// Learners × chapters: how many of each chapter's blanks each learner got right, wrong or left unanswered. Only
    /// learners whose result has predictions are listed; the table is left out when none has.
    private func predictions() -> String {
        let learners = roster.entries.filter { $0.result.predictions != nil }
        guard !learners.isEmpty else { return "" }
        let chapters = roster.predictionChapters
        var html = "<section><h2>\(escape(text.predictions))</h2>\n<p class=\"summary\">\(escape(text.predictionsLegend))</p>\n"
        html += "<div class=\"scroll\"><table class=\"grid predictions\">\n<thead>\n<tr><th scope=\"col\">\(escape(text.learner))</th>"
        for chapter in chapters {
            html += "<th scope=\"col\" class=\"chapter\" title=\"\(escape(chapter))\">\(escape(String(chapter.prefix(2))))</th>"
        }
        html += "<th scope=\"col\">\(escape(text.allChapters))</th></tr>\n</thead>\n<tbody>\n"
        for entry in learners {
            guard let tally = entry.result.predictions else { continue }
            let byChapter = Dictionary((tally.chapterCounts ?? []).map { ($0.chapter, $0) }, uniquingKeysWith: { first, _ in first })
            html += "<tr><th scope=\"row\">\(name(entry.result.learner))</th>"
            for chapter in chapters {
                guard let counts = byChapter[chapter] else {
                    html += "<td class=\"absent\">–</td>"
                    continue
                }
                html += predictionCell(right: counts.correct, wrong: counts.wrong, notAnswered: counts.notAnswered, title: chapter)
            }
            html += predictionCell(right: tally.correct, wrong: tally.wrong, notAnswered: tally.notAnswered, title: text.allChapters)
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div></section>\n"
    }

    private func predictionCell(right: Int, wrong: Int, notAnswered: Int, title: String) -> String {
        let words = text.predictionCounts(right: right, wrong: wrong, notAnswered: notAnswered)
        let status = wrong > 0 ? "failed" : (notAnswered == 0 && right > 0 ? "passed" : "notStarted")
        return "<td class=\"\(status) tally\" title=\"\(escape(title + ": " + words))\"><span aria-hidden=\"true\">"
            + "<span class=\"right\">✓\(right)</span> <span class=\"wrong\">✗\(wrong)</span> <span class=\"blank\">?\(notAnswered)</span>"
            + "</span><span class=\"sr\">\(escape(words))</span></td>"
    }

    private func failures() -> String {
        let common = roster.commonFailures()
        var html = "<section><h2>\(escape(text.commonFailures))</h2>\n"
        guard !common.isEmpty else { return html + "<p>\(escape(text.noFailures))</p></section>\n" }
        html += "<ol class=\"failures\">\n"
        for failure in common {
            let exercise = ExerciseCatalogue.exercise(id: failure.exerciseID)?.title(language: language) ?? failure.exerciseID
            html += "<li><p class=\"where\"><strong>\(escape(text.failingFor(failure.learners.count)))</strong> · \(escape(exercise)) · <code>\(escape(failure.failure.file)):\(failure.failure.line)</code></p>\n"
            if !failure.failure.prose.isEmpty { html += "<blockquote>\(escape(failure.failure.prose))</blockquote>\n" }
            html += "<pre class=\"spec\">\(escape(failure.failure.text))</pre>\n"
            html += "<p class=\"message\">\(escape(failure.failure.message))</p>\n"
            html += "<p class=\"who\">\(escape(failure.learners.joined(separator: ", ")))</p></li>\n"
        }
        return html + "</ol></section>\n"
    }

    private func escape(_ string: String) -> String { HTMLEscaping.escape(string) }

    /// A learner's name, marked when it uses letters that pass for Latin ones (``LookalikeNames``).
    private func name(_ learner: String) -> String {
        guard LookalikeNames.isSuspicious(learner) else { return escape(learner) }
        return "\(escape(learner)) <span class=\"lookalike\" title=\"\(escape(text.lookalike))\">⚠︎</span>"
    }

    /// Forms that free the learner's name for a new kit and that remove the learner, or a note that the name waits
    /// for its claim code. Each carries the session's CSRF token.
    private func releaseButton(_ learner: String) -> String {
        guard let csrfToken else { return "" }
        let hidden = "<input type=\"hidden\" name=\"name\" value=\"\(escape(learner))\"><input type=\"hidden\" name=\"csrf\" value=\"\(escape(csrfToken))\">"
        let release = released.contains(ClassRoster.key(learner))
            ? "<span class=\"claim\">\(escape(say(ClassTrustMessages.waitingForClaim)))</span>"
            : "<form method=\"post\" action=\"/api/release\" class=\"release\">\(hidden)"
                + "<button type=\"submit\" title=\"\(escape(text.releaseHint))\">\(escape(text.release))</button></form>"
        let remove = "<form method=\"post\" action=\"/api/remove\" class=\"release\">\(hidden)"
            + "<button type=\"submit\" title=\"\(escape(say(ClassTrustMessages.removeHint)))\">\(escape(say(ClassTrustMessages.remove)))</button></form>"
        return "<div class=\"actions\">\(release)\(remove)</div>"
    }

    /// A sign-out button for a live server's page.
    private func signOut() -> String {
        guard let csrfToken else { return "" }
        return "<form method=\"post\" action=\"/logout\" class=\"signout\"><input type=\"hidden\" name=\"csrf\" value=\"\(escape(csrfToken))\">"
            + "<button type=\"submit\">\(escape(say(ClassTrustMessages.signOut)))</button></form>\n"
    }

    private func say(_ message: LocalizedText) -> String { message.text(in: language) }

    private func isoTime(_ date: Date) -> String {
        date.ISO8601Format()
    }

    private func shortTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { let number = value ?? 0; return number < 10 ? "0\(number)" : "\(number)" }
        return "\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }

    static let css = """
    :root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --panel: #f6f8fa;
      --passed: #1a7f37; --passed-bg: #dafbe1; --failed: #cf222e; --failed-bg: #ffebe9; }
    @media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23;
      --passed: #3fb950; --passed-bg: #12261e; --failed: #f85149; --failed-bg: #2d1214; } }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 15px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; }
    .page { max-width: 90rem; margin: 0 auto; padding: 1rem; }
    h1 { margin: .5rem 0; } h2 { margin-top: 2rem; border-top: 1px solid var(--line); padding-top: .75rem; }
    .summary, .count, .who, .where { color: var(--muted); }
    .scroll { overflow-x: auto; }
    .lookalike { color: var(--failed); cursor: help; }
    .actions { display: flex; gap: .3rem; align-items: center; } .claim { font-size: .7rem; color: var(--muted); }
    form.signout { float: right; } form.signout button { font-size: .8rem; }
    form.release { margin: .2rem 0 0; } form.release button { font-size: .7rem; color: var(--muted); background: none; border: 1px solid var(--line); border-radius: 4px; cursor: pointer; }
    table.grid { border-collapse: collapse; font-size: .9rem; }
    .grid th, .grid td { border: 1px solid var(--line); padding: .3rem .45rem; text-align: center; vertical-align: middle; }
    .grid thead th { background: var(--panel); font-weight: 600; }
    .grid th.exercise { max-width: 8rem; font-size: .8rem; }
    .grid tbody th { text-align: left; white-space: nowrap; }
    .grid td.passed { background: var(--passed-bg); color: var(--passed); font-weight: 700; }
    .grid td.failed { background: var(--failed-bg); color: var(--failed); font-weight: 700; }
    .grid td.notStarted, .grid td.absent { color: var(--muted); }
    .grid td.tally { white-space: nowrap; font-variant-numeric: tabular-nums; font-weight: 400; }
    .grid td.tally .right { color: var(--passed); } .grid td.tally .wrong { color: var(--failed); } .grid td.tally .blank { color: var(--muted); }
    .grid td.current { text-align: left; } .grid td.done { color: var(--passed); }
    .grid td.time { white-space: nowrap; font-variant-numeric: tabular-nums; }
    .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK SC", monospace; }
    pre.spec { background: var(--panel); padding: .4rem .6rem; border-radius: 4px; overflow-x: auto; }
    blockquote { margin: .25rem 0; padding-left: .75rem; border-left: 3px solid var(--line); }
    .message { color: var(--failed); }
    ol.failures li { margin-bottom: 1rem; }
    @media print { .grid td.passed, .grid td.failed { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
    """
}
