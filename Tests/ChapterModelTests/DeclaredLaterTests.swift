import ChapterModel
import Testing
import TestSupport

/// A listing's compile error about a name a later listing of the same step declares says where, and that it is later.
@Suite("Declared in a later listing")
struct DeclaredLaterTests {
    let markdown = """
    # Cells

    ## Swipe

    ```swift ios
    let decision = SnapDecision(offset: 40)
    ```

    ```swift ios
    struct SnapDecision { var offset: Double }
    extension SwipeableCell: UIGestureRecognizerDelegate {}
    ```

    ## Later step

    ```swift ios
    enum Elsewhere {}
    ```
    """

    func failure(_ message: String, in path: String = "en/01.md") throws -> (ListingFailure, ListingFailure) {
        let chapter = ChapterReader.parse(markdown: markdown, path: path, language: path.hasPrefix("zh") ? .chinese : .english)
        let step = try require(chapter.steps.first { $0.title == "Swipe" })
        let first = try require(step.listings.first)
        let failure = ListingFailure(at: first.lines[0].location, message)
        return (failure, failure.hintingLaterDeclarations(in: step, after: first, language: chapter.language))
    }

    @Test func aTypeDeclaredInALaterListingOfTheStepIsNamedWithItsLine() throws {
        let (_, hinted) = try failure("cannot find 'SnapDecision' in scope")
        expectEqual(hinted.message, "cannot find 'SnapDecision' in scope (declared in the listing at line 9, which comes later: "
            + "move that listing before this one, or this one after it)")
        let (_, chinese) = try failure("cannot find 'SnapDecision' in scope", in: "zh-Hans/01.md")
        expect(chinese.message.contains("（它在第 9 行的代码清单里声明，而那段清单在后面"))
    }

    @Test func aConformanceAddedLaterIsNamedToo() throws {
        let (_, hinted) = try failure("argument type 'SwipeableCell' does not conform to expected type 'UIGestureRecognizerDelegate'")
        expect(hinted.message.contains("declared in the listing at line 9, which comes later"))
    }

    @Test func aNameFromAnotherStepOrNowhereGetsNoHint() throws {
        let (plain, elsewhere) = try failure("cannot find 'Elsewhere' in scope")
        expectEqual(elsewhere, plain)
        let (other, unknown) = try failure("cannot find 'Nowhere' in scope")
        expectEqual(unknown, other)
        let (syntax, same) = try failure("expected '}' in struct")
        expectEqual(same, syntax)
    }
}
