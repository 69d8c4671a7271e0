/// What a chapter promises before it starts: its objectives, how long it takes and the iOS version it targets.
///
/// Written as a block quote directly after the `#` title:
///
/// ```markdown
/// > **Objectives**
/// > - Decide, at release, whether a row snaps open or closed
/// >
/// > **Time:** 25 min · **iOS:** 17
/// ```
///
/// (in Chinese `**学习目标**` and `**用时：** 25 分钟 · **iOS：** 17`; colons may be ASCII or full-width).
/// The quote stays ordinary prose everywhere else; study guides show it at the top of the page.
public struct ChapterIntroduction: Equatable, Sendable {
    /// The plain text of each objective bullet, in order.
    public var objectives: [String]
    /// The time estimate in minutes, when stated.
    public var minutes: Int?
    /// The iOS version the chapter targets, such as `17`, when stated.
    public var iOSVersion: String?
    /// Where the block quote starts.
    public var location: SourceLocation

    public init(objectives: [String], minutes: Int?, iOSVersion: String?, location: SourceLocation) {
        self.objectives = objectives
        self.minutes = minutes
        self.iOSVersion = iOSVersion
        self.location = location
    }
}
