/// The book's chapter files (the same names in `en` and `zh-Hans`): what a result's chapters may name. A test
/// compares this list with the `Chapters/en` folder, so a new chapter cannot be left out of it.
public enum BookChapters {
    public static let files: Set<String> = [
        "00-spec-language.md", "01-swipe-to-delete.md", "02-under-the-content.md", "03-snap-and-bounce.md",
        "04-cells-get-reused.md", "05-actions-that-act.md", "06-mail-full-swipe.md", "07-long-press-to-move.md",
        "08-edge-auto-scroll.md", "09-across-sections.md", "10-collapsible-groups.md", "11-rows-that-open-rows.md",
        "12-read-more.md", "13-floating-header.md",
    ]
}
