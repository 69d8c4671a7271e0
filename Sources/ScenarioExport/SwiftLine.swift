/// The Swift for one spec line: values it must look up first (each may be refused), then what it does or checks.
struct SwiftLine {
    /// Statements that come first and cannot be refused (`let events = scene.takeEvents()`).
    var prelude: [String] = []
    /// `let name = expression` lookups; each expression throws a `Refusal` (written without `try`).
    var lookups: [(name: String, expression: String)] = []
    /// Statements: a command's call (starting with `try` when the scene may refuse it) or `check`s (the stand-in for `#expect`).
    var statements: [String] = []
    /// Whether the statements are calls the scene may refuse (each is then wrapped in `require`).
    var isRefusable = false
    /// Whether the line changes the scene.
    var mutates = false

    init(lookups: [(name: String, expression: String)] = [], _ statements: [String], isRefusable: Bool = false, mutates: Bool = false) {
        self.lookups = lookups
        self.statements = statements
        self.isRefusable = isRefusable
        self.mutates = mutates
    }

    /// The lines in a block's body. A refusable call goes through `require`, so that a refusal is recorded at this
    /// line and ends the block; an expectation's lookups go through `found`, so that one that cannot be asked fails
    /// like an expectation that does not hold, and the block goes on.
    var standalone: [String] {
        let calls = statements.map { isRefusable ? "try require { \($0) }" : $0 }
        guard !lookups.isEmpty || !prelude.isEmpty else { return calls }
        var lines = prelude
        if lookups.isEmpty {
            lines += calls
        } else {
            lines.append("if " + lookups.map { "let \($0.name) = found({ try \($0.expression) })" }.joined(separator: ", ") + " {")
            lines += calls.map { "    " + $0 }
            lines.append("}")
        }
        return prelude.isEmpty ? lines : ["do {"] + lines.map { "    " + $0 } + ["}"]
    }

    /// The lines inside a closure that may throw the refusal itself (a line followed by `expect error`).
    var refusing: [String] {
        prelude + lookups.map { "let \($0.name) = try \($0.expression)" } + statements
    }
}
