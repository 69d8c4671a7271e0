import Messages

/// Reads a ``ChapterIntroduction`` from the parts of the block quote that follows a chapter's title.
enum IntroductionParser {
    /// One child of the block quote, as plain text.
    enum Part: Equatable {
        case paragraph(String, line: Int)
        case list([String], line: Int)
        case other(line: Int)
    }

    /// What a quote that opens with an objectives heading turned out to be.
    enum Outcome: Equatable {
        case introduction(ChapterIntroduction)
        /// It does not follow the form: what is wrong, where.
        case problem(ChapterDiagnostic)
    }

    /// The headings that open the objectives, in every language.
    static let objectivesHeadings: Set<String> = ["Objectives", "学习目标"]

    /// The introduction, `nil` when the quote does not open with an objectives heading (it is then plain prose), or
    /// a diagnostic saying what is wrong with a quote that opens like an introduction but does not follow the form.
    static func parse(_ parts: [Part], at location: SourceLocation) -> Outcome? {
        guard case .paragraph(let heading, _)? = parts.first,
              objectivesHeadings.contains(heading.trimmingSpaces) else { return nil }
        let file = location.file
        func problem(_ line: Int, _ message: LocalizedText) -> Outcome {
            .problem(ChapterDiagnostic(
                .warning, at: SourceLocation(file: file, line: line, column: location.column),
                ChapterMessages.introduction(message), hint: ChapterMessages.introductionHint
            ))
        }
        guard parts.count >= 2, case .list(let objectives, _) = parts[1], !objectives.isEmpty else {
            return problem(location.line, ChapterMessages.introductionHasNoObjectives)
        }
        var introduction = ChapterIntroduction(objectives: objectives, minutes: nil, iOSVersion: nil, location: location)
        guard parts.count >= 3 else { return .introduction(introduction) }
        guard parts.count == 3, case .paragraph(let timing, let line) = parts[2] else {
            return problem(line(of: parts[min(3, parts.count - 1)]), ChapterMessages.introductionHoldsMore)
        }
        guard let parsed = parseTiming(timing) else {
            return problem(line, ChapterMessages.introductionTimeLine(timing))
        }
        introduction.minutes = parsed.minutes
        introduction.iOSVersion = parsed.iOS
        return .introduction(introduction)
    }

    private static func line(of part: Part) -> Int {
        switch part {
        case .paragraph(_, let line), .list(_, let line), .other(let line): line
        }
    }

    /// `Time: 25 min · iOS: 17`, `用时：25 分钟 · iOS：17`, or either without the iOS part.
    static func parseTiming(_ text: String) -> (minutes: Int, iOS: String?)? {
        let pieces = text.split(separator: "·", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard (1...2).contains(pieces.count) else { return nil }
        guard let time = labelled(pieces[0], labels: ["Time", "用时"]) else { return nil }
        let amount = time.hasSuffix("分钟") ? String(time.dropLast(2)) : time.hasSuffix("min") ? String(time.dropLast(3)) : nil
        guard let number = amount?.trimmingSpaces, let minutes = Int(number), minutes > 0 else { return nil }
        guard pieces.count == 2 else { return (minutes, nil) }
        guard let version = labelled(pieces[1], labels: ["iOS"]), !version.isEmpty,
              version.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        return (minutes, version)
    }

    /// The text after `label:` or `label：` (spaces trimmed), for one of `labels`.
    private static func labelled(_ text: String, labels: [String]) -> String? {
        for label in labels where text.hasPrefix(label) {
            let rest = text.dropFirst(label.count).drop { $0 == " " }
            guard let colon = rest.first, colon == ":" || colon == "：" else { continue }
            return String(rest.dropFirst()).trimmingSpaces
        }
        return nil
    }
}

extension String {
    /// Without leading and trailing spaces (ASCII and ideographic).
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\u{3000}" || $0 == "\t" }
        // By index: a string made from the reversed characters of the reversed characters was walked and rebuilt
        // character by character, a tenth of reading a chapter (chapters-bench).
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
