import Testing
@testable import WorkshopRunner

@Suite struct WorkshopOptionsTests {
    @Test func readsVerifyWithJSONOutputAndName() throws {
        let options = try WorkshopOptions(["verify", "--format", "json", "--output", "r.json", "--name", "Ada"])
        #expect(options.mode == .verify && options.json && options.output == "r.json" && options.learner == "Ada")
        #expect(try WorkshopOptions([]).mode == .watch)
    }

    @Test func refusesWhatItDoesNotKnowSayingWhatToDo() {
        #expect(throws: WorkshopError.self) { try WorkshopOptions(["check"]) }
        #expect(throws: WorkshopError("--output writes the JSON result; add --format json")) {
            try WorkshopOptions(["verify", "--output", "r.json"])
        }
        #expect(throws: WorkshopError.self) { try WorkshopOptions(["verify", "--format", "xml"]) }
    }
}
