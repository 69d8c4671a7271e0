import Messages

/// Translation drift, untranslated chapters, language folders and the translation skeleton (`chapters translate`).
///
/// A place is `file:line:column` text, a line is the spec line or heading as written; both are inserted verbatim.
public enum DriftMessages {
    // MARK: Drift between a chapter and its translation

    /// Two lines at the same place differ in a number, index or keyword.
    public static func lineDiffers(original: String, translation: String) -> LocalizedText {
        LocalizedText(
            "these lines differ in a number, index or keyword: `\(original)` against `\(translation)`",
            zh: "这两行的数字、序号或关键字不同：原文是 `\(original)`，译文是 `\(translation)`"
        )
    }

    public static let lineDiffersHint = LocalizedText(
        "make the translated line say what the original says; only quoted strings may differ",
        zh: "让译文这一行和原文说同一件事；只有引号里的字符串可以不同"
    )

    /// The original's line at `place` has no counterpart in the translation's block.
    public static func lineMissing(place: String) -> LocalizedText {
        LocalizedText(
            "the translation's spec block has no line for \(place)",
            zh: "译文的 spec 代码块里没有与 \(place) 对应的行"
        )
    }

    public static let lineMissingHint = LocalizedText(
        "add the line to the translation's block at this place, with the same numbers and keywords",
        zh: "在译文代码块的这个位置补上这一行，数字和关键字与原文相同"
    )

    /// The translation's line has no counterpart in the original's block.
    public static let lineExtra = LocalizedText(
        "the original's spec block has no line for this one of the translation",
        zh: "原文的 spec 代码块里没有与译文这一行对应的行"
    )

    public static let lineExtraHint = LocalizedText(
        "remove the line from the translation, or add it to the original and its translation alike",
        zh: "从译文里删掉这一行，或者在原文里也加上它"
    )

    /// The original's spec block at `place` has no counterpart in the translation.
    public static func blockMissing(place: String) -> LocalizedText {
        LocalizedText(
            "the translation has no spec block for \(place)",
            zh: "译文里没有与 \(place) 对应的 spec 代码块"
        )
    }

    public static let blockMissingHint = LocalizedText(
        "translate the block and put it at this place of the translation, in the same step",
        zh: "把这个代码块翻译过来，放在译文同一个步骤的这个位置"
    )

    /// The missing block comes after the translation's last block in the step.
    public static let blockMissingHintAfter = LocalizedText(
        "translate the block and put it after this block of the translation (it follows this one in the original), in the same step",
        zh: "把这个代码块翻译过来，放在译文里这个代码块之后（原文里它就跟在这一块后面），仍在同一个步骤里"
    )

    public static let blockExtra = LocalizedText(
        "the original has no spec block for this one of the translation",
        zh: "原文里没有与译文这个 spec 代码块对应的代码块"
    )

    public static let blockExtraHint = LocalizedText(
        "remove the block from the translation, or merge it into the block it was split from",
        zh: "从译文里删掉这个代码块，或者把它并回拆出它的那个代码块"
    )

    /// The original's `##` heading at `place` has no counterpart in the translation.
    public static func headingMissing(place: String, blocks: Int) -> LocalizedText {
        let english = blocks == 0 ? "" : " (a step with \(Plural.english(blocks, "spec block")))"
        let chinese = blocks == 0 ? "" : "（一个有 \(Plural.chinese(blocks, "个 spec 代码块"))的步骤）"
        return LocalizedText(
            "the translation has no `##` heading for \(place)\(english): the original has one more section",
            zh: "译文里没有与 \(place) 对应的 `##` 标题\(chinese)：原文多出一节"
        )
    }

    public static let headingMissingHint = LocalizedText(
        "translate the section and put it at this place of the translation; both languages have the same `##` headings in the same order",
        zh: "把这一节翻译过来，放在译文的这个位置；两种语言的 `##` 标题数量和顺序都要相同"
    )

    public static let headingExtra = LocalizedText(
        "the original has no `##` heading for this one of the translation: the translation has one more section",
        zh: "原文里没有与译文这个 `##` 标题对应的标题：译文多出一节"
    )

    public static let headingExtraHint = LocalizedText(
        "remove the section from the translation, or merge it into the section before it",
        zh: "从译文里删掉这一节，或者把它并进前一节"
    )

    // MARK: Drift between the Swift listings of a chapter and its translation

    /// The original's listing at `place` (whose fence is `fence`) has no counterpart in the translation's step.
    public static func listingMissing(place: String, fence: String) -> LocalizedText {
        LocalizedText(
            "the translation has no Swift listing for \(place) (`\(fence)`)",
            zh: "译文里没有与 \(place) 对应的 Swift 代码清单（`\(fence)`）"
        )
    }

    public static let listingMissingHint = LocalizedText(
        "copy the listing to this place of the translation, in the same step; translate only its comments and the text inside its strings",
        zh: "把这段代码清单复制到译文同一个步骤的这个位置；只翻译其中的注释和字符串里的文字"
    )

    /// The missing listing comes after the translation's last listing in the step.
    public static let listingMissingHintAfter = LocalizedText(
        "copy the listing after this listing of the translation (it follows this one in the original), in the same step; "
            + "translate only its comments and the text inside its strings",
        zh: "把这段代码清单复制到译文里这段清单之后（原文里它就跟在这一段后面），仍在同一个步骤里；只翻译其中的注释和字符串里的文字"
    )

    public static let listingExtra = LocalizedText(
        "the original has no Swift listing for this one of the translation",
        zh: "原文里没有与译文这段 Swift 代码清单对应的清单"
    )

    public static let listingExtraHint = LocalizedText(
        "remove the listing from the translation, or add it to the original and its translation alike",
        zh: "从译文里删掉这段代码清单，或者在原文里也加上它"
    )

    /// Two listings at the same place differ in kind or file.
    public static func listingFenceDiffers(original: String, translation: String) -> LocalizedText {
        LocalizedText(
            "these listings differ in kind or file: `\(original)` against `\(translation)`",
            zh: "这两段代码清单的类型或文件不同：原文是 `\(original)`，译文是 `\(translation)`"
        )
    }

    public static let listingFenceDiffersHint = LocalizedText(
        "open the translated listing with the original's fence: the same kind (`swift`, `swift ios`) and the same `file=`",
        zh: "译文的代码清单要用和原文相同的开头：相同的类型（`swift`、`swift ios`）和相同的 `file=`"
    )

    /// Two lines of code at the same place differ once comments and the text inside strings are set aside.
    public static func codeDiffers(original: String, translation: String) -> LocalizedText {
        LocalizedText(
            "these lines of Swift differ in code: `\(original)` against `\(translation)` (comments and the text inside strings set aside)",
            zh: "这两行 Swift 的代码不同：原文是 `\(original)`，译文是 `\(translation)`（注释和字符串里的文字不算）"
        )
    }

    public static let codeDiffersHint = LocalizedText(
        "make the translated line's code the original's; only comments and the text inside strings may be translated",
        zh: "让译文这一行的代码和原文一样；只有注释和字符串里的文字可以翻译"
    )

    /// The original's line of code at `place` has no counterpart in the translation's listing.
    public static func codeMissing(place: String) -> LocalizedText {
        LocalizedText(
            "the translation's Swift listing has no line of code for \(place)",
            zh: "译文的 Swift 代码清单里没有与 \(place) 对应的代码行"
        )
    }

    public static let codeMissingHint = LocalizedText(
        "copy the line of code to the translation's listing at this place",
        zh: "把这行代码复制到译文代码清单的这个位置"
    )

    public static let codeExtra = LocalizedText(
        "the original's Swift listing has no line of code for this one of the translation",
        zh: "原文的 Swift 代码清单里没有与译文这一行对应的代码"
    )

    public static let codeExtraHint = LocalizedText(
        "remove the line from the translation's listing, or add it to the original and its translation alike",
        zh: "从译文的代码清单里删掉这一行，或者在原文里也加上它"
    )

    /// After ``limit`` listed drifts of a chapter pair: how many more there are.
    public static func moreDrifts(_ count: Int, limit: Int) -> LocalizedText {
        LocalizedText(
            "and \(count) more \(Plural.noun(count, "difference")) between this chapter and its translation, from this one on: "
                + "only the first \(limit) are listed",
            zh: "从这里起，这一章和译文之间还有 \(Plural.chinese(count, "处不同"))：只列出前 \(limit) 处"
        )
    }

    public static let moreDriftsHint = LocalizedText(
        "fix the differences listed and run again",
        zh: "先改好列出的这些，再运行一次"
    )

    // MARK: Untranslated prose

    /// A chapter made by `chapters translate` that still holds untranslated markers.
    public static func untranslatedMarkers(count: Int, marker: String) -> LocalizedText {
        LocalizedText(
            "this translation is unfinished: \(Plural.english(count, "heading")) or \(Plural.noun(count, "paragraph")) "
                + "still \(Plural.form(count, one: "stands", other: "stand")) in English under \(marker), the first here",
            zh: "这篇译文还没译完：还有 \(Plural.chinese(count, "个标题或段落"))是英文，标着 \(marker)，第一个在这里"
        )
    }

    /// Comments `--update` left with a translation the original's change made out of date.
    public static func earlierTranslationsLeft(count: Int, note: String) -> LocalizedText {
        LocalizedText(
            "this translation is unfinished: \(Plural.english(count, "earlier translation")) that `chapters translate --update` kept "
                + "\(Plural.form(count, one: "is", other: "are")) still in \(Plural.form(count, one: "a comment", other: "comments")) \(note), the first here",
            zh: "这篇译文还没改完：`chapters translate --update` 留下的 \(Plural.chinese(count, "段旧译文"))还在注释 \(note) 里，第一处在这里"
        )
    }

    public static let earlierTranslationsLeftHint = LocalizedText(
        "reuse what still fits in the heading, paragraph or block above each comment, then delete the comment",
        zh: "把每段注释里还用得上的译文用到它上面的标题、段落或代码块里，再删掉这段注释"
    )

    public static func untranslatedMarkersHint(marker: String) -> LocalizedText {
        LocalizedText(
            "translate each heading and paragraph under \(marker), then delete the marker",
            zh: "把标着 \(marker) 的标题和段落逐一翻译，再删掉这个标记"
        )
    }

    /// A translation whose prose is mostly the original's, word for word.
    public static func verbatimCopy(identical: Int, total: Int, original: String) -> LocalizedText {
        LocalizedText(
            "this translation is untranslated: \(identical) of its \(total) paragraphs are word for word those of \(original), the first here",
            zh: "这篇译文其实没有翻译：\(total) 个段落里有 \(identical) 个和 \(original) 一字不差，第一个在这里"
        )
    }

    public static let verbatimCopyHint = LocalizedText(
        "translate the prose; `chapters translate` makes a skeleton whose untranslated paragraphs are marked",
        zh: "把正文翻译过来；`chapters translate` 可以生成一份骨架，没翻译的段落都带标记"
    )

    // MARK: Comparing a run's chapters

    /// A chapter given alone whose twin exists but cannot be read.
    public static func twinUnreadable(_ path: String) -> LocalizedText {
        LocalizedText(
            "not compared with a translation: \(path) cannot be read (is it UTF-8?); verify it on its own to see why",
            zh: "没有和译文比较：无法读取 \(path)（是 UTF-8 吗？）；单独 verify 它可以看到原因"
        )
    }

    /// A run of one step (`FILE:LINE`) does not compare the chapter with its twin.
    public static let oneStepNotCompared = LocalizedText(
        "not compared with its translation: only one step ran (FILE:LINE); run the whole chapter, or --filter with its number, to compare it",
        zh: "没有和译文比较：只运行了一个步骤（FILE:LINE）；运行整章，或者用 --filter 加章号，才会比较"
    )

    /// The head of one drift in the terminal, with its colon: `✗ translation drift in 03-x.md: …`.
    public static func driftIn(_ fileName: String) -> LocalizedText {
        LocalizedText("translation drift in \(fileName): ", zh: "\(fileName) 的译文偏离：")
    }

    /// A chapter present in one language only, and the file that would translate it.
    public static func untranslatedChapter(_ fileName: String, presentIn present: String, add path: String) -> LocalizedText {
        LocalizedText(
            "\(fileName) is untranslated: it exists in \(present)/ only (add \(path))",
            zh: "\(fileName) 还没有译文：只在 \(present)/ 里有（请添加 \(path)）"
        )
    }

    /// A chapter present in one language only, as a warning at its file.
    public static func untranslatedWarning(_ fileName: String, presentIn present: String) -> LocalizedText {
        LocalizedText("\(fileName) is untranslated: it exists in \(present)/ only", zh: "\(fileName) 还没有译文：只在 \(present)/ 里有")
    }

    /// What to do about a chapter present in one language only: add its twin.
    public static func addTwin(_ path: String) -> LocalizedText {
        LocalizedText("add \(path)", zh: "请添加 \(path)")
    }

    /// The word before a note.
    public static let note = LocalizedText("note:", zh: "注意：")

    /// The status word of a pair that was not compared.
    public static let notCompared = LocalizedText("not compared", zh: "未比较")

    // MARK: Language folders

    /// A folder of a book whose name is close to a language folder's.
    public static func nearLanguageFolder(_ name: String, suggestion: String) -> LocalizedText {
        LocalizedText(
            "the folder \(name)/ looks like a language folder, but a book's languages are en/ and zh-Hans/, so its chapters would not be read",
            zh: "文件夹 \(name)/ 看起来是语言文件夹，但书只认 en/ 和 zh-Hans/，里面的章节不会被读取"
        )
        + LocalizedText("; rename it \(suggestion)/", zh: "；请把它改名为 \(suggestion)/")
    }

    // MARK: chapters translate

    /// The skeleton was written.
    public static func skeletonWritten(_ path: String, markers: Int, marker: String) -> LocalizedText {
        LocalizedText(
            "Wrote \(path): its spec blocks use the Chinese keywords; \(Plural.english(markers, "heading")) and \(Plural.noun(markers, "paragraph")) "
                + "are still in English under \(marker): translate them and delete each marker (verify lists what is left)",
            zh: "已写入 \(path)：spec 代码块用的是中文关键字；还有 \(Plural.chinese(markers, "个标题和段落"))是英文，标着 \(marker)："
                + "翻译后删掉标记（verify 会列出还剩哪些）"
        )
    }

    /// The translation exists and `--force` was not given.
    public static func translationExists(_ path: String) -> LocalizedText {
        LocalizedText(
            "\(path) exists already; it is left as it is (give --update to bring it up to date with the original, keeping its translation, or --force to replace it with a new skeleton, losing its translation)",
            zh: "\(path) 已经存在，保持原样（要按原文更新它并保留已有译文，请加 --update；要用新骨架覆盖它并丢掉已有译文，请加 --force）"
        )
    }

    /// `--out` names a file that is not right inside a language folder (`zh-Hans/x/03-a.md`), so no book would pair it.
    public static func translationOutsideLanguageFolder(_ path: String) -> LocalizedText {
        LocalizedText(
            "\(path) is not right inside the book's zh-Hans/ folder, so verify would not pair it with its original; write it there, such as zh-Hans/03-snap-and-bounce.md",
            zh: "\(path) 不在书的 zh-Hans/ 文件夹里（要直接放在里面），verify 不会把它和原文配对；请写到那里，比如 zh-Hans/03-snap-and-bounce.md"
        )
    }

    /// The translation's path is a folder (the book's zh-Hans/ itself, or a folder of that name).
    public static func translationIsAFolder(_ path: String) -> LocalizedText {
        LocalizedText(
            "\(path) is a folder; a translation is one file, such as zh-Hans/03-snap-and-bounce.md: name the file, or move the folder away",
            zh: "\(path) 是一个文件夹；译文是一个文件，比如 zh-Hans/03-snap-and-bounce.md：请写明文件名，或者把这个文件夹移走"
        )
    }

    /// `--out` names a file whose name is not the original's: verify pairs twins by name, so it will not pair this one.
    public static func notPairedByName(_ path: String, original: String) -> LocalizedText {
        LocalizedText(
            "note: verify pairs a translation with its original by file name, so \(path) will not be compared with \(original); name it \(original) to have it compared",
            zh: "注意：verify 按文件名把译文和原文配对，所以 \(path) 不会和 \(original) 比较；要比较，请把它命名为 \(original)"
        )
    }

    /// The skeleton or the refreshed translation could not be written (`reason` is the system's).
    public static func cannotWriteTranslation(_ path: String, reason: String) -> LocalizedText {
        LocalizedText(
            "\(path): cannot write the translation (\(reason)); nothing was changed: check that its folder exists and may be written to",
            zh: "\(path)：无法写入译文（\(reason)）；什么都没有改动：请检查它所在的文件夹存在且可以写入"
        )
    }

    /// `--update` refreshed the translation.
    public static func translationUpdated(
        _ path: String, kept: Int, added: Int, removed: Int, revised: Int = 0, marker: String
    ) -> LocalizedText {
        LocalizedText(
            "Updated \(path): kept \(Plural.english(kept, "translated part")), added \(added) from the original"
                + (added > 0 ? " (headings and paragraphs under \(marker): translate them and delete each marker)" : "")
                + ", removed \(removed) the original no longer has"
                + (revised > 0 ? ", and marked \(revised) to revise (the original's new text under \(marker), the earlier translation kept in a comment below it)" : ""),
            zh: "已更新 \(path)：保留了 \(Plural.chinese(kept, "处已翻译的内容"))，从原文补上 \(added) 处"
                + (added > 0 ? "（标题和段落标着 \(marker)：翻译后删掉标记）" : "")
                + "，删掉了原文已不再有的 \(removed) 处"
                + (revised > 0 ? "，另有 \(revised) 处需要修订（原文的新文字标着 \(marker)，旧译文保留在它下面的注释里）" : "")
        )
    }

    /// `--update` paired the translation with the original through the original as it was when it was translated.
    public static func pairedThroughEarlierOriginal(revision: String, named: Bool) -> LocalizedText {
        named
            ? LocalizedText("Compared with the original as of commit \(revision) (--since): each paragraph the original changed, added or removed since then is known",
                            zh: "已和提交 \(revision)（--since）时的原文比较：此后原文改动、新增、删掉的每一段都能认出")
            : LocalizedText("Compared with the original as of commit \(revision), the translation's last commit: each paragraph the original changed, added or removed since then is known (give --since REV if the translation was made from another one)",
                            zh: "已和提交 \(revision)（译文最后一次提交）时的原文比较：此后原文改动、新增、删掉的每一段都能认出（如果译文是照别的版本翻的，请用 --since REV 指明）")
    }

    /// `--update` compared with the translation's last commit, but the translation changed since.
    public static func translationUncommitted(_ path: String) -> LocalizedText {
        LocalizedText(
            "note: \(path) has changes since that commit; what `--update` wrote before is recognised, but a paragraph translated since then, in a stretch the original changed again, is marked again with its translation beside it: commit the translation after translating, before the next --update",
            zh: "注意：\(path) 在那次提交之后又有改动；上次 --update 写入的内容能认出来，但之后新翻译的段落如果所在的那段原文又改了，会再次被标出来，译文留在旁边：翻译完先提交译文，再运行下一次 --update"
        )
    }

    /// `--update` found no earlier original: paragraphs are paired by their place.
    public static func pairedByPlace(_ reason: LocalizedText) -> LocalizedText {
        LocalizedText(
            "note: the original as it was when it was translated was not found (\(reason.english)), so paragraphs were paired by their place: where a run of paragraphs gained or lost one, each is marked with its earlier translation beside it, but a paragraph or heading that was only reworded is not noticed, nor a changed string in a spec line; give --since REV to name the commit the translation was made from",
            zh: "注意：没找到翻译时的原文（\(reason.chinese)），所以段落是按位置配对的：一串段落多了或少了一段时，每一段都会标出来，旧译文留在旁边；但只改了措辞的段落或标题、规格行里改了的字符串都认不出来。可以用 --since REV 指明译文是照哪个提交翻的"
        )
    }

    /// Why the earlier original was not found.
    public enum EarlierOriginalReason {
        public static func notARepository(_ folder: String) -> LocalizedText {
            LocalizedText("\(folder) is not in a git repository", zh: "\(folder) 不在 git 仓库里")
        }
        public static let gitUnavailable = LocalizedText("git could not be run", zh: "无法运行 git")
        public static func unknownRevision(_ revision: String) -> LocalizedText {
            LocalizedText("git knows no revision \(revision)", zh: "git 里没有版本 \(revision)")
        }
        public static func notCommitted(_ path: String) -> LocalizedText {
            LocalizedText("\(path) has no commit yet", zh: "\(path) 还没有提交过")
        }
        public static func notInCommit(_ path: String, revision: String) -> LocalizedText {
            LocalizedText("\(path) is not in commit \(revision)", zh: "提交 \(revision) 里没有 \(path)")
        }
    }

    /// `--since` named a revision the earlier original could not be read at.
    public static func sinceUnusable(_ reason: LocalizedText) -> LocalizedText {
        LocalizedText("error: --since: \(reason.english); name a commit that holds the original, such as HEAD~3 or a commit's hash",
                      zh: "错误：--since：\(reason.chinese)；请给出一个含有原文的提交，比如 HEAD~3 或某个提交的哈希")
    }

    /// `--since` was given, but there is no git repository (or no git) to read a commit from.
    public static func sinceWithoutGit(_ reason: LocalizedText) -> LocalizedText {
        LocalizedText("error: --since: \(reason.english), so no commit can be read; leave out --since, and paragraphs are paired by their place",
                      zh: "错误：--since：\(reason.chinese)，读不到任何提交；去掉 --since，段落会按位置配对")
    }

    /// `--update` found nothing to change.
    public static func translationUpToDate(_ path: String) -> LocalizedText {
        LocalizedText("\(path) is up to date with its original: nothing changed", zh: "\(path) 已经和原文一致：没有改动")
    }

    /// `--update` was given for a translation that does not exist (or cannot be read).
    public static func nothingToUpdate(_ path: String) -> LocalizedText {
        LocalizedText(
            "\(path) does not exist or cannot be read, so there is nothing to update: run `chapters translate` without --update to write a skeleton",
            zh: "\(path) 不存在或无法读取，没有可更新的译文：去掉 --update 运行 `chapters translate`，先生成一份骨架"
        )
    }

    /// `--force` and `--update` given together.
    public static let forceOrUpdate = LocalizedText(
        "give --force (replace the translation with a new skeleton) or --update (refresh it, keeping what is translated), not both",
        zh: "--force（用新骨架替换译文）和 --update（刷新译文、保留已翻译的内容）只能选一个"
    )

    /// `--since` given without `--update`.
    public static let sinceWithoutUpdate = LocalizedText(
        "--since names the commit a translation was made from, for --update: give --update too",
        zh: "--since 指明译文是照哪个提交翻的，只和 --update 一起用：请同时加上 --update"
    )

    /// The chapter to translate is not an English chapter of a book.
    public static func notAnEnglishChapter(_ path: String) -> LocalizedText {
        LocalizedText(
            "\(path) is not an English chapter of a book: name a file in a book's en/ folder, such as Chapters/en/03-snap-and-bounce.md",
            zh: "\(path) 不是书里的英文章节：请给出书的 en/ 文件夹里的文件，比如 Chapters/en/03-snap-and-bounce.md"
        )
    }

    /// `--out` names a file of the original's language (the original itself, perhaps).
    public static func skeletonInEnglishFolder(_ path: String) -> LocalizedText {
        LocalizedText(
            "\(path) is in the English folder; the skeleton is a translation, so write it to the book's zh-Hans/ folder",
            zh: "\(path) 在英文文件夹里；骨架是译文，请写到书的 zh-Hans/ 文件夹"
        )
    }

    /// `--out` names a file outside the chapter's book.
    public static func outsideBook(_ path: String, book: String) -> LocalizedText {
        LocalizedText(
            "\(path) is outside the book \(book); the skeleton is written only inside the book, such as \(book)/zh-Hans/",
            zh: "\(path) 在书 \(book) 之外；骨架只写在书里面，比如 \(book)/zh-Hans/"
        )
    }
}
