import ChapterRunner
import Messages

/// The words a study guide page uses around a chapter, in the chapter's language: the catalogue's
/// (``Messages/StudyGuideMessages``, ``Messages/FigureMessages``) read in one language, for the renderers.
struct Vocabulary: Sendable {
    /// The page's `lang`.
    var language: String
    var passed: String
    var failed: String
    var blocked: String
    var notRun: String
    var expected: String
    var actual: String
    var allChapters: String
    var steps: String
    var pageLinks: String
    var skipToContent: String
    var languageName: String
    var noWorld: String
    var translationInSync: String
    var translationDrift: String
    var untranslated: @Sendable (_ missing: String) -> String
    var generatedBy: String
    var warning: String
    var stepsPassed: @Sendable (_ passed: Int, _ total: Int) -> String
    var count: @Sendable (_ count: Int, _ word: String) -> String
    var specBlock: @Sendable (_ line: Int) -> String
    var didYouMean: @Sendable (_ suggestion: String) -> String
    var blockedBy: @Sendable (_ location: String) -> String
    /// A block not run because an earlier block of its own step failed.
    var notRunAfter: @Sendable (_ location: String) -> String
    var untilFailure: @Sendable (_ line: Int) -> String
    var afterBlock: String
    var figureName: @Sendable (_ line: Int) -> String
    var figure: FigureVocabulary
    var page: PageVocabulary

    static func forLanguage(_ language: String) -> Vocabulary {
        forLanguage(ReaderLanguage(folder: language))
    }

    static func forLanguage(_ language: ReaderLanguage) -> Vocabulary {
        language == .chinese ? .chinese : .english
    }

    /// The word for a status.
    func word(for status: Status) -> String {
        switch status {
        case .passed: passed
        case .failed: failed
        case .blocked: blocked
        }
    }

    /// The words in `language`, from the catalogue (``Messages/StudyGuideMessages``).
    init(_ language: ReaderLanguage) {
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

    static let english = Vocabulary(.english)
    static let chinese = Vocabulary(.chinese)
}

/// The sentences that describe a figure, for its caption and for people who cannot see it.
struct FigureVocabulary: Sendable {
    var row: @Sendable (_ path: String) -> String
    var contentOffset: @Sendable (_ offset: String, _ maximum: String) -> String
    var rowsOnScreen: @Sendable (_ first: String, _ last: String, _ shown: Int, _ total: Int) -> String
    var noRows: String
    var sectionHeader: @Sendable (_ section: Int, _ title: String?, _ expanded: Bool, _ rows: Int) -> String
    var swiped: @Sendable (_ row: String, _ points: String, _ left: Bool, _ actions: String) -> String
    var destructive: String
    var lifted: @Sendable (_ row: String, _ snapshotY: String, _ fingerY: String?) -> String
    var settling: @Sendable (_ snapshotY: String) -> String
    var label: @Sendable (_ expanded: Bool, _ lines: Int, _ height: String, _ maxHeight: String) -> String
    var labelSuffix: @Sendable (_ suffix: String) -> String
    /// The floating header: its height now, its full and pinned heights, and whether it is pinned or stretched.
    var floatingHeader: @Sendable (_ height: String, _ full: String, _ pinned: String, _ isPinned: Bool, _ isStretched: Bool) -> String
    var listSeparator: String
    var sentenceEnd: String
    var quote: @Sendable (_ text: String) -> String
    // Annotations over the drawing
    var headerState: @Sendable (_ expanded: Bool, _ rows: Int) -> String
    var wholeScreen: String
    var targetSlot: String
    var offsetLabel: @Sendable (_ points: String) -> String
    var opensAt: @Sendable (_ points: String) -> String
    var staysOpenAt: @Sendable (_ points: String) -> String
    var fingerAt: @Sendable (_ y: String) -> String
    var edgeZone: @Sendable (_ range: String) -> String
    var scrollSpeed: @Sendable (_ perFrame: String, _ down: Bool) -> String
    var maxHeight: @Sendable (_ points: String) -> String
    // Motion
    var play: @Sendable (_ seconds: String) -> String
    var playSlowly: @Sendable (_ factor: Int) -> String
    var frameAt: @Sendable (_ seconds: String, _ offset: String) -> String
    var framesLabel: String
    // Replays of what a block moved (rows, the lifted snapshot, the scroll)
    var replayTitle: String
    var replayFrame: @Sendable (_ seconds: String, _ contentOffset: String?) -> String
    var replay: @Sendable (_ seconds: String, _ parts: [String]) -> String
    var snapshotMoves: @Sendable (_ times: Int, _ seconds: String) -> String
    var contentScrolls: @Sendable (_ from: String, _ to: String) -> String
    var slidesOut: @Sendable (_ row: String, _ to: String, _ seconds: String) -> String
    var rowsAppear: @Sendable (_ count: Int) -> String
    var rowsDisappear: @Sendable (_ count: Int) -> String
    var rowsMove: @Sendable (_ count: Int) -> String
    var pauseNote: @Sendable (_ seconds: String) -> String
    var labelReplay: @Sendable (_ before: String, _ after: String, _ pause: String) -> String

    /// The sentences in `language`, from the catalogue (``Messages/FigureMessages``).
    init(_ language: ReaderLanguage) {
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
        slidesOut = { FigureMessages.slidesOut($0, to: $1, seconds: $2).text(in: language) }
        rowsAppear = { FigureMessages.rowsAppear($0).text(in: language) }
        rowsDisappear = { FigureMessages.rowsDisappear($0).text(in: language) }
        rowsMove = { FigureMessages.rowsMove($0).text(in: language) }
        pauseNote = { FigureMessages.pauseNote($0).text(in: language) }
        labelReplay = { FigureMessages.labelReplay(before: $0, after: $1, pause: $2).text(in: language) }
    }

    static let english = FigureVocabulary(.english)
    static let chinese = FigureVocabulary(.chinese)
}

/// The words around a chapter page's parts: its navigation, its introduction, and the figures' motion.
struct PageVocabulary: Sendable {
    var previous: String
    var next: String
    var chapterNavigation: String
    var onThisPage: String
    var objectives: String
    var minutes: @Sendable (_ minutes: Int) -> String
    var iOS: @Sendable (_ version: String) -> String
    var bookTitle: String
    var bookSubtitle: String
    var progressDashboard: String
    var play: String
    var playHint: String
    var overview: String
    var stepCount: @Sendable (_ steps: Int) -> String

    /// The words in `language`, from the catalogue (``Messages/StudyGuideMessages``).
    init(_ language: ReaderLanguage) {
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

    static let english = PageVocabulary(.english)
    static let chinese = PageVocabulary(.chinese)
}
