import Messages

/// What the reports say around the failures: the terminal's summary line and per-chapter lines, the titles of CI
/// annotations. In English and Chinese side by side.
///
/// The summary follows the terminal's language (``ReaderLanguage/init(environment:)``); a chapter's own lines
/// follow the chapter's. The English summary keeps its exact `N passed, N failed` opening, which CI reads.
public enum ReportMessages {
    /// The opening of the summary: steps passed and failed.
    public static func passedFailed(_ passed: Int, _ failed: Int) -> LocalizedText {
        LocalizedText("\(passed) passed, \(failed) failed", zh: "\(passed) 个步骤通过，\(failed) 个失败")
    }

    /// A further count in the summary, with its separator: `, 2 blocked`.
    public static func blocked(_ count: Int) -> LocalizedText {
        LocalizedText(", \(count) blocked", zh: "，\(count) 个受阻")
    }

    /// Swift listings the toolchain could not check, in the summary.
    public static func listingsNotChecked(_ count: Int) -> LocalizedText {
        LocalizedText(", \(Plural.english(count, "Swift listing")) not checked", zh: "，\(Plural.chinese(count, "段 Swift 清单"))没有检查")
    }

    /// Translation drifts, in the summary.
    public static func drifts(_ count: Int) -> LocalizedText {
        LocalizedText(", ", zh: "，") + Plural.count(count, "translation drift", zh: "处译文偏离")
    }

    /// Files that could not be read, in the summary.
    public static func unreadableFiles(_ count: Int) -> LocalizedText {
        LocalizedText(", \(Plural.english(count, "unreadable file"))", zh: "，\(Plural.chinese(count, "个文件"))无法读取")
    }

    /// Warnings, in the summary.
    public static func warnings(_ count: Int) -> LocalizedText {
        LocalizedText(", ", zh: "，") + Plural.count(count, "warning", zh: "条警告")
    }

    /// After the warnings under `--strict`.
    public static let failuresUnderStrict = LocalizedText(" (failures under --strict)", zh: "（在 --strict 下算作失败）")

    /// A chapter's line: how many of its steps passed.
    public static func stepsPassed(_ passed: Int, of total: Int) -> LocalizedText {
        LocalizedText("\(passed)/\(total) steps passed", zh: "\(passed)/\(total) 个步骤通过")
    }

    /// Swift listings a chapter's line counts as checked.
    public static func listingsChecked(_ count: Int) -> LocalizedText {
        LocalizedText(", \(Plural.english(count, "Swift listing")) checked", zh: "，检查了 \(Plural.chinese(count, "段 Swift 清单"))")
    }

    /// After the count of checked listings: how each kind was checked (`compiled and run: 2, type-checked against
    /// the checked iOS surface: 5`), each part given by ``listingCheckCount(_:_:)``.
    public static func listingChecks(_ parts: [LocalizedText]) -> LocalizedText {
        LocalizedText(" (" + parts.map(\.english).joined(separator: ", ") + ")", zh: "（" + parts.map(\.chinese).joined(separator: "，") + "）")
    }

    /// One kind of check and how many listings got it.
    public static func listingCheckCount(_ check: LocalizedText, _ count: Int) -> LocalizedText {
        LocalizedText("\(check.english): \(count)", zh: "\(check.chinese)：\(count) 段")
    }

    /// Above a listing that is the first version of a file of the reader's app.
    public static let newFile = LocalizedText("new file", zh: "新文件")
    /// Above a listing that is a later version of a file of the reader's app, shown whole.
    public static func newVersion(changed: Int) -> LocalizedText {
        LocalizedText("new version, the \(Plural.english(changed, "changed line")) marked", zh: "新版本，改动的 \(Plural.chinese(changed, "行"))已标出")
    }

    /// A page of a book, which proves nothing.
    public static let pageNothingToCheck = LocalizedText("a page of the book, nothing to check", zh: "书中的一页，没有要检查的内容")

    /// The word before a warning.
    public static let warning = LocalizedText("warning:", zh: "警告：")

    /// Swift listings not checked, before the reason.
    public static func listingsNotCheckedBecause(_ count: Int) -> LocalizedText {
        LocalizedText("\(Plural.english(count, "Swift listing")) not checked:", zh: "\(Plural.chinese(count, "段 Swift 清单"))没有检查：")
    }

    /// After a Swift listing's failure: what failed it.
    public static func swiftListing(_ summary: String) -> LocalizedText {
        LocalizedText(" (Swift listing, \(summary))", zh: "（Swift 清单，\(summary)）")
    }

    /// `verify --list`: a chapter's line, its title and how many steps it has.
    public static func listedChapter(_ title: String, steps: Int) -> LocalizedText {
        LocalizedText("\(title) (\(Plural.english(steps, "step")))", zh: "\(title)（\(Plural.chinese(steps, "个步骤"))）")
    }

    /// `verify --list`: what a listed section is, before its title.
    public static let listedStep = LocalizedText("step: ", zh: "步骤：")
    public static let listedProse = LocalizedText("prose: ", zh: "正文：")

    /// A blocked block's line: the step it belongs to (`title` as written), with the space that follows the colon in
    /// English (the full-width colon needs none).
    public static func step(_ title: String) -> LocalizedText {
        LocalizedText("step “\(title)”: ", zh: "步骤“\(title)”：")
    }

    /// A CI annotation's title for a failed step.
    public static func stepFailed(_ title: String) -> LocalizedText {
        LocalizedText("step “\(title)” failed", zh: "步骤“\(title)”失败")
    }

    /// A blocked step whose failing line is not known.
    public static let blockedByEarlier = LocalizedText("blocked by an earlier failure", zh: "受阻于前面的失败")

    /// Every entry with sample arguments: what the catalogue test reads.
    public static var translatedExamples: [LocalizedText] {
        [
            passedFailed(240, 0), blocked(2), listingsNotChecked(1), drifts(2), unreadableFiles(1), warnings(3), failuresUnderStrict,
            stepsPassed(3, of: 4), listingsChecked(6), pageNothingToCheck, warning, listingsNotCheckedBecause(1),
            listingsNotCheckedBecause(2), swiftListing("compiled"), step("Swipe"), stepFailed("Swipe"), blockedByEarlier,
            listingChecks([listingCheckCount(LocalizedText("compiled and run", zh: "已编译并运行"), 2)]),
            newFile, newVersion(changed: 1), newVersion(changed: 3),
        ]
    }
}
