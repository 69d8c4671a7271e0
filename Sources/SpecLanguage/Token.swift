/// One token of a spec line.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// An English keyword (lowercased) or the English word a Chinese alias stands for.
        case word(String)
        /// A number; `isDuration` when written with `s` (or `秒`).
        case number(Double, isDuration: Bool)
        case string(String)
        case comma
        case colon
        case openBracket
        case closeBracket
        /// Text that is no keyword, number, string or punctuation.
        case unknown(String)
    }

    var kind: Kind
    /// Character offset of the token in its line (0-based).
    var offset: Int
    /// The token as written.
    var text: String
    /// For a number marked as a prediction (`60?`) or a blank left for one (`?`): which of the two.
    var prediction: PredictionMark? = nil
}
