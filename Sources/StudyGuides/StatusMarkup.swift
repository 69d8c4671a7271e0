import HTML
import SpecInterpreter

/// The small pieces every page shares: status badges and progress meters.
enum StatusMarkup {
    static func symbol(for status: Status) -> String {
        switch status {
        case .passed: "✓"
        case .failed: "✗"
        case .blocked: "◌"
        }
    }

    /// A badge with a symbol and a word; the colour only repeats what they say.
    static func badge(_ status: Status, word: String) -> Markup {
        "<span class=\"status \(status.rawValue)\"><span aria-hidden=\"true\">\(symbol(for: status))</span> \(word)</span>"
    }

    /// A bar of passed, failed and blocked steps, with the counts in words beside it.
    /// The bar is decoration (hidden from assistive technology); the text says everything.
    static func progress(passed: Int, failed: Int, blocked: Int, text: String, counts: String?) -> Markup {
        let total = passed + failed + blocked
        func share(_ count: Int) -> String {
            guard total > 0 else { return "0%" }
            return SVGNumber.format(Double(count) * 100 / Double(total)) + "%"
        }
        var segments: [Markup] = []
        if passed > 0 { segments.append("<span class=\"passed\" style=\"width:\(share(passed))\"></span>") }
        if failed > 0 { segments.append("<span class=\"failed\" style=\"width:\(share(failed))\"></span>") }
        if blocked > 0 { segments.append("<span class=\"blocked\" style=\"width:\(share(blocked))\"></span>") }
        let countsMarkup: Markup = counts.map { "<span class=\"counts\">\($0)</span>" } ?? .empty
        return """
        <div class="progress"><span class="progress-text">\(text)</span><span class="meter" aria-hidden="true">\(segments)</span>\(countsMarkup)</div>
        """
    }
}
