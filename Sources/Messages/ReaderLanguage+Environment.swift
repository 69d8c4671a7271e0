import EngineMessages

extension ReaderLanguage {
    /// The terminal's language from its environment, as `LC_ALL`, then `LC_MESSAGES`, then `LANG` set it (the first
    /// that is set and not empty): Chinese for `zh_*`, English otherwise.
    public init(environment: [String: String]) {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        self.init(localeVariable: value)
    }
}
