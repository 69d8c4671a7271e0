/// `--color auto|always|never`: whether the terminal report paints its marks.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto
    case always
    case never

    /// Whether to paint: `always` and `never` say so; `auto` paints on a terminal unless `NO_COLOR` is set and
    /// not empty (https://no-color.org) or `TERM` is `dumb`, and a non-empty `FORCE_COLOR` (other than `0`)
    /// paints even when the output is not a terminal.
    public func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }
}
