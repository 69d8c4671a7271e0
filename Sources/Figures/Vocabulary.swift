import Messages
import SpecInterpreter

/// The words a study guide page uses around a chapter, in the chapter's language: the catalogue's
/// (``StudyGuideMessages``, ``FigureMessages``) read in one language, for the renderers.
package struct Vocabulary: Sendable {
    /// The page's `lang`.
    package var language: String
    package var passed: String
    package var failed: String
    package var blocked: String
    package var notRun: String
    package var expected: String
    package var actual: String
    package var allChapters: String
    package var steps: String
    package var pageLinks: String
    package var skipToContent: String
    package var languageName: String
    package var noWorld: String
    package var translationInSync: String
    package var translationDrift: String
    package var untranslated: @Sendable (_ missing: String) -> String
    package var generatedBy: String
    package var warning: String
    package var stepsPassed: @Sendable (_ passed: Int, _ total: Int) -> String
    package var count: @Sendable (_ count: Int, _ word: String) -> String
    package var specBlock: @Sendable (_ line: Int) -> String
    package var didYouMean: @Sendable (_ suggestion: String) -> String
    package var blockedBy: @Sendable (_ location: String) -> String
    /// A block not run because an earlier block of its own step failed.
    package var notRunAfter: @Sendable (_ location: String) -> String
    package var untilFailure: @Sendable (_ line: Int) -> String
    package var afterBlock: String
    package var figureName: @Sendable (_ line: Int) -> String
    package var figure: FigureVocabulary
    package var page: PageVocabulary

    package static func forLanguage(_ language: String) -> Vocabulary {
        forLanguage(ReaderLanguage(folder: language))
    }

    package static func forLanguage(_ language: ReaderLanguage) -> Vocabulary {
        language == .chinese ? .chinese : .english
    }

    /// The word for a status.
    package func word(for status: Status) -> String {
        switch status {
        case .passed: passed
        case .failed: failed
        case .blocked: blocked
        }
    }

    /// The words in `language`, from the catalogue (``StudyGuideMessages``).
    package init(_ language: ReaderLanguage) {
        func say(_ text: LocalizedText) -> String { text.text(in: language) }
        self.language = language.tag
        passed = say(StudyGuideMessages.passed)
        failed = say(StudyGuideMessages.failed)
        blocked = say(StudyGuideMessages.blocked)
        notRun = say(StudyGuideMessages.notRun)
        expected = say(StudyGuideMessages.expected)
        actual = say(StudyGuideMessages.actual)
        allChapters = say(StudyGuideMessages.allChapters)
        steps = say(StudyGuideMessages.steps)
        pageLinks = say(StudyGuideMessages.pageLinks)
        skipToContent = say(StudyGuideMessages.skipToContent)
        languageName = say(StudyGuideMessages.languageName)
        noWorld = say(StudyGuideMessages.noWorld)
        translationInSync = say(StudyGuideMessages.translationInSync)
        translationDrift = say(StudyGuideMessages.translationDrift)
        untranslated = { StudyGuideMessages.untranslated($0).text(in: language) }
        generatedBy = say(StudyGuideMessages.generatedBy)
        warning = say(StudyGuideMessages.warning)
        stepsPassed = { StudyGuideMessages.stepsPassed($0, of: $1).text(in: language) }
        count = { StudyGuideMessages.count($0, $1).text(in: language) }
        specBlock = { StudyGuideMessages.specBlock(line: $0).text(in: language) }
        didYouMean = { StudyGuideMessages.didYouMean($0).text(in: language) }
        blockedBy = { RunnerMessages.blockedBy($0).text(in: language) }
        notRunAfter = { StudyGuideMessages.notRunAfter($0).text(in: language) }
        untilFailure = { StudyGuideMessages.untilFailure(line: $0).text(in: language) }
        afterBlock = say(StudyGuideMessages.afterBlock)
        figureName = { StudyGuideMessages.figureName(line: $0).text(in: language) }
        figure = FigureVocabulary(language)
        page = PageVocabulary(language)
    }

    package static let english = Vocabulary(.english)
    package static let chinese = Vocabulary(.chinese)
}

/// The sentences that describe a figure, for its caption and for people who cannot see it.
package struct FigureVocabulary: Sendable {
    package var row: @Sendable (_ path: String) -> String
    package var contentOffset: @Sendable (_ offset: String, _ maximum: String) -> String
    package var rowsOnScreen: @Sendable (_ first: String, _ last: String, _ shown: Int, _ total: Int) -> String
    package var noRows: String
    package var sectionHeader: @Sendable (_ section: Int, _ title: String?, _ expanded: Bool, _ rows: Int) -> String
    package var swiped: @Sendable (_ row: String, _ points: String, _ left: Bool, _ actions: String) -> String
    package var destructive: String
    package var lifted: @Sendable (_ row: String, _ snapshotY: String, _ fingerY: String?) -> String
    package var settling: @Sendable (_ snapshotY: String) -> String
    package var label: @Sendable (_ expanded: Bool, _ lines: Int, _ height: String, _ maxHeight: String) -> String
    package var labelSuffix: @Sendable (_ suffix: String) -> String
    /// The floating header: its height now, its full and pinned heights, and whether it is pinned or stretched.
    package var floatingHeader: @Sendable (_ height: String, _ full: String, _ pinned: String, _ isPinned: Bool, _ isStretched: Bool) -> String
    package var listSeparator: String
    package var sentenceEnd: String
    package var quote: @Sendable (_ text: String) -> String
    // Annotations over the drawing
    package var headerState: @Sendable (_ expanded: Bool, _ rows: Int) -> String
    package var wholeScreen: String
    package var targetSlot: String
    package var offsetLabel: @Sendable (_ points: String) -> String
    package var opensAt: @Sendable (_ points: String) -> String
    package var staysOpenAt: @Sendable (_ points: String) -> String
    package var fingerAt: @Sendable (_ y: String) -> String
    package var edgeZone: @Sendable (_ range: String) -> String
    package var scrollSpeed: @Sendable (_ perFrame: String, _ down: Bool) -> String
    package var maxHeight: @Sendable (_ points: String) -> String
    // Motion
    package var play: @Sendable (_ seconds: String) -> String
    package var playSlowly: @Sendable (_ factor: Int) -> String
    package var frameAt: @Sendable (_ seconds: String, _ offset: String) -> String
    package var framesLabel: String
    // Replays of what a block moved (rows, the lifted snapshot, the scroll)
    package var replayTitle: String
    package var replayFrame: @Sendable (_ seconds: String, _ contentOffset: String?) -> String
    package var replay: @Sendable (_ seconds: String, _ parts: [String]) -> String
    package var snapshotMoves: @Sendable (_ times: Int, _ seconds: String) -> String
    package var contentScrolls: @Sendable (_ from: String, _ to: String) -> String
    /// Content that scrolled away and back: where it started (and ended), and how far it went.
    package var contentScrollsAndBack: @Sendable (_ from: String, _ farthest: String) -> String
    package var slidesOut: @Sendable (_ row: String, _ to: String, _ seconds: String) -> String
    package var rowsAppear: @Sendable (_ count: Int) -> String
    package var rowsDisappear: @Sendable (_ count: Int) -> String
    package var rowsMove: @Sendable (_ count: Int) -> String
    package var pauseNote: @Sendable (_ seconds: String) -> String
    package var labelReplay: @Sendable (_ before: String, _ after: String, _ pause: String) -> String

    /// The sentences in `language`, from the catalogue (``FigureMessages``).
    package init(_ language: ReaderLanguage) {
        func say(_ text: LocalizedText) -> String { text.text(in: language) }
        row = { FigureMessages.row($0).text(in: language) }
        contentOffset = { FigureMessages.contentOffset($0, maximum: $1).text(in: language) }
        rowsOnScreen = { FigureMessages.rowsOnScreen(first: $0, last: $1, shown: $2, total: $3).text(in: language) }
        noRows = say(FigureMessages.noRows)
        sectionHeader = { FigureMessages.sectionHeader($0, title: $1, expanded: $2, rows: $3).text(in: language) }
        swiped = { FigureMessages.swiped($0, points: $1, left: $2, actions: $3).text(in: language) }
        destructive = say(FigureMessages.destructive)
        lifted = { FigureMessages.lifted($0, snapshotY: $1, fingerY: $2).text(in: language) }
        settling = { FigureMessages.settling($0).text(in: language) }
        label = { FigureMessages.label(expanded: $0, lines: $1, height: $2, maxHeight: $3).text(in: language) }
        labelSuffix = { FigureMessages.labelSuffix($0).text(in: language) }
        floatingHeader = { FigureMessages.floatingHeader(height: $0, full: $1, pinned: $2, isPinned: $3, isStretched: $4).text(in: language) }
        listSeparator = say(FigureMessages.listSeparator)
        sentenceEnd = language.sentenceSeparator
        quote = { FigureMessages.quote($0).text(in: language) }
        headerState = { FigureMessages.headerState(expanded: $0, rows: $1).text(in: language) }
        wholeScreen = say(FigureMessages.wholeScreen)
        targetSlot = say(FigureMessages.targetSlot)
        offsetLabel = { FigureMessages.offsetLabel($0).text(in: language) }
        opensAt = { FigureMessages.opensAt($0).text(in: language) }
        staysOpenAt = { FigureMessages.staysOpenAt($0).text(in: language) }
        fingerAt = { FigureMessages.fingerAt($0).text(in: language) }
        edgeZone = { FigureMessages.edgeZone($0).text(in: language) }
        scrollSpeed = { FigureMessages.scrollSpeed($0, down: $1).text(in: language) }
        maxHeight = { FigureMessages.maxHeight($0).text(in: language) }
        play = { FigureMessages.play($0).text(in: language) }
        playSlowly = { FigureMessages.playSlowly($0).text(in: language) }
        frameAt = { FigureMessages.frameAt($0, offset: $1).text(in: language) }
        framesLabel = say(FigureMessages.framesLabel)
        replayTitle = say(FigureMessages.replayTitle)
        replayFrame = { FigureMessages.replayFrame($0, contentOffset: $1).text(in: language) }
        replay = { FigureMessages.replay($0, parts: $1).text(in: language) }
        snapshotMoves = { FigureMessages.snapshotMoves($0, seconds: $1).text(in: language) }
        contentScrolls = { FigureMessages.contentScrolls(from: $0, to: $1).text(in: language) }
        contentScrollsAndBack = { FigureMessages.contentScrollsAndBack(from: $0, farthest: $1).text(in: language) }
        slidesOut = { FigureMessages.slidesOut($0, to: $1, seconds: $2).text(in: language) }
        rowsAppear = { FigureMessages.rowsAppear($0).text(in: language) }
        rowsDisappear = { FigureMessages.rowsDisappear($0).text(in: language) }
        rowsMove = { FigureMessages.rowsMove($0).text(in: language) }
        pauseNote = { FigureMessages.pauseNote($0).text(in: language) }
        labelReplay = { FigureMessages.labelReplay(before: $0, after: $1, pause: $2).text(in: language) }
    }

    package static let english = FigureVocabulary(.english)
    package static let chinese = FigureVocabulary(.chinese)
}

/// The words around a chapter page's parts: its navigation, its introduction, and the figures' motion.
package struct PageVocabulary: Sendable {
    package var previous: String
    package var next: String
    package var chapterNavigation: String
    package var onThisPage: String
    package var objectives: String
    package var minutes: @Sendable (_ minutes: Int) -> String
    package var iOS: @Sendable (_ version: String) -> String
    package var bookTitle: String
    package var bookSubtitle: String
    package var progressDashboard: String
    package var play: String
    package var playHint: String
    package var overview: String
    package var stepCount: @Sendable (_ steps: Int) -> String

    /// The words in `language`, from the catalogue (``StudyGuideMessages``).
    package init(_ language: ReaderLanguage) {
        func say(_ text: LocalizedText) -> String { text.text(in: language) }
        previous = say(StudyGuideMessages.previous)
        next = say(StudyGuideMessages.next)
        chapterNavigation = say(StudyGuideMessages.chapterNavigation)
        onThisPage = say(StudyGuideMessages.onThisPage)
        objectives = say(StudyGuideMessages.objectives)
        minutes = { StudyGuideMessages.minutes($0).text(in: language) }
        iOS = { StudyGuideMessages.iOS($0).text(in: language) }
        bookTitle = say(StudyGuideMessages.bookTitle)
        bookSubtitle = say(StudyGuideMessages.bookSubtitle)
        progressDashboard = say(StudyGuideMessages.progressDashboard)
        play = say(StudyGuideMessages.playAnimation)
        playHint = say(StudyGuideMessages.playHint)
        overview = say(StudyGuideMessages.overview)
        stepCount = { StudyGuideMessages.stepCount($0).text(in: language) }
    }

    package static let english = PageVocabulary(.english)
    package static let chinese = PageVocabulary(.chinese)
}
