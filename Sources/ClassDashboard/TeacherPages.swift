import HTML
import EngineMessages

/// The class server's small pages besides the dashboard, each self-contained (inline CSS, no scripts) and in the
/// viewer's language: the teacher's sign-in, and the page that shows a released name's claim code once.
public enum TeacherPages {
    /// The page anyone without a teacher session sees at `/`: what it is, and a form that posts the key to `/login`.
    public static func signIn(language: ReaderLanguage, problem: LocalizedText? = nil) -> String {
        let say = { (text: LocalizedText) in HTMLEscaping.escape(text.text(in: language)) }
        let warning = problem.map { "<p class=\"problem\" role=\"alert\">\(say($0))</p>\n" } ?? ""
        return page(title: say(ClassTrustMessages.loginTitle), language: language, body: """
            <h1>\(say(ClassTrustMessages.loginTitle))</h1>
            <p>\(say(ClassTrustMessages.loginPrompt))</p>
            \(warning)<form method="post" action="/login">
            <label>\(say(ClassTrustMessages.loginField)) <input type="password" name="key" autocomplete="off" required autofocus></label>
            <button type="submit">\(say(ClassTrustMessages.loginButton))</button>
            </form>
            """)
    }

    /// The answer to a release from the dashboard: the claim code, shown this once, and the way back.
    public static func released(name: String, claim: String, language: ReaderLanguage) -> String {
        let say = { (text: LocalizedText) in HTMLEscaping.escape(text.text(in: language)) }
        return page(title: say(ClassTrustMessages.releasedTitle(name)), language: language, body: """
            <h1>\(say(ClassTrustMessages.releasedTitle(name)))</h1>
            <p class="claim"><code>\(HTMLEscaping.escape(claim))</code></p>
            <p>\(say(ClassTrustMessages.claimInstructions(name: name, claim: claim)))</p>
            <p><a href="/">\(say(ClassTrustMessages.backToDashboard))</a></p>
            """)
    }

    private static func page(title: String, language: ReaderLanguage, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(language.tag)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; form-action 'self'">
        <meta name="referrer" content="no-referrer">
        <title>\(title)</title>
        <style>
        :root { color-scheme: light dark; }
        body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; }
        input { font: inherit; padding: .3rem; } button { font: inherit; padding: .3rem .8rem; }
        .problem { color: #cf222e; } .claim code { font-size: 2rem; letter-spacing: .15em; }
        </style>
        </head>
        <body>
        <main>
        \(body)
        </main>
        </body>
        </html>

        """
    }
}
