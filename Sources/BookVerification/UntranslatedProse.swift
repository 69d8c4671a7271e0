import ChapterModel
import Messages
import SpecLanguage

/// Whether a translation's prose is translated: a chapter that still holds untranslated markers (a skeleton made by
/// `chapters translate`) or earlier translations `chapters translate --update` kept in comments, or whose prose is
/// mostly its original's word for word, is untranslated (a warning, like a chapter present in one language only).
public enum UntranslatedProse {
    /// The warning for a translation whose prose is not translated yet, at the first marker or copied paragraph.
    /// The warning is written in the translation's language, like the rest of that chapter's lines.
    public static func warning(original: Chapter, translation: Chapter) -> ChapterDiagnostic? {
        let language = translation.language
        let marker = "`\(Chapter.untranslatedMarker)`"
        if let first = translation.untranslatedMarkers.first {
            return ChapterDiagnostic(
                .warning, at: first,
                DriftMessages.untranslatedMarkers(count: translation.untranslatedMarkers.count, marker: marker).text(in: language),
                hint: DriftMessages.untranslatedMarkersHint(marker: marker).text(in: language)
            )
        }
        if let first = translation.earlierTranslations.first {
            let note = "`<!-- earlier translation …`"
            return ChapterDiagnostic(
                .warning, at: first,
                DriftMessages.earlierTranslationsLeft(count: translation.earlierTranslations.count, note: note).text(in: language),
                hint: DriftMessages.earlierTranslationsLeftHint.text(in: language)
            )
        }
        let paragraphs = translation.prose.filter { isProse($0.words) }
        // A paragraph with CJK in it equals (canonically) only a paragraph with CJK in it: when the original has none,
        // such paragraphs are not looked up, and the original's paragraphs are hashed only when some are (hashing
        // was most of this check, chapters-bench).
        let originalHasCJK = original.prose.contains { hasCJK($0.words) }
        let candidates = paragraphs.filter { originalHasCJK || !hasCJK($0.words) }
        let originals = candidates.isEmpty ? [] : Set(original.prose.map(\.words))
        let copied = candidates.filter { originals.contains($0.words) }
        // "Mostly": more than half of the paragraphs (a quotation or a list of names may stay as it is).
        guard let first = copied.first, copied.count * 2 > paragraphs.count else { return nil }
        return ChapterDiagnostic(
            .warning, at: first.location,
            DriftMessages.verbatimCopy(identical: copied.count, total: paragraphs.count, original: original.path).text(in: language),
            hint: DriftMessages.verbatimCopyHint.text(in: language)
        )
    }

    /// Whether text holds a scalar from U+2E80 to U+FFFF (the CJK blocks, kana and the full-width forms) or from
    /// U+20000 to U+3FFFF (the supplementary ideographs, compatibility ones included): no scalar outside them composes
    /// or decomposes into one inside, so text without one is never canonically equal to text with one. Read from the
    /// UTF-8 lead bytes (English prose, with its dashes and quotes, is scanned whole).
    static func hasCJK(_ text: String) -> Bool {
        func scan<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
            var index = bytes.startIndex
            while index != bytes.endIndex {
                let byte = bytes[index]
                index = bytes.index(after: index)
                guard byte >= 0xE2 else { continue }
                if byte >= 0xE3 && byte <= 0xEF { return true } // U+3000 … U+FFFF
                guard byte == 0xE2 || byte == 0xF0, index != bytes.endIndex else { continue }
                // U+2E80 … U+2FFF, U+20000 … U+3FFFF
                if bytes[index] >= (byte == 0xE2 ? 0xBA : 0xA0) { return true }
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(text.utf8)
    }

    /// Whether a paragraph's words are prose worth comparing: Chinese text, or at least three words with letters.
    static func isProse(_ words: String) -> Bool {
        if words.unicodeScalars.contains(where: { (0x4E00...0x9FFF).contains($0.value) }) { return true }
        return words.split(separator: " ").count { $0.contains(where: \.isLetter) } >= 3
    }
}
