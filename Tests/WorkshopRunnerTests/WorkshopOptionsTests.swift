import Messages
import Testing
@testable import WorkshopRunner
import TestSupport

@Suite struct WorkshopOptionsTests {
    @Test func readsVerifyWithJSONOutputAndName() throws {
        let options = try WorkshopOptions(["verify", "--format", "json", "--output", "r.json", "--name", "Ada"])
        expect(options.mode == .verify && options.json && options.output == "r.json" && options.learner == "Ada")
        expectEqual(try WorkshopOptions([]).mode, .watch)
        // No name given: none assumed (verify asks for it, or refuses without a terminal).
        expectEqual(try WorkshopOptions(["verify"]).learner, nil)
        let submitting = try WorkshopOptions(["verify", "--submit", "http://10.0.0.2:8765", "--code", "K7Q2ZP"])
        expect(submitting.submit == "http://10.0.0.2:8765" && submitting.code == "K7Q2ZP")
    }

    @Test func readsTheTimeLimitAndRefusesOneThatIsNone() throws {
        expectEqual(try WorkshopOptions(["verify"]).timeLimit, 10)
        expectEqual(try WorkshopOptions(["verify", "--time-limit", "3"]).timeLimit, 3)
        expectEqual(try WorkshopOptions(["--time-limit", "2"]).timeLimit, 2)
        #expect(throws: WorkshopError(WorkshopMessages.timeLimitInvalid("0").text(in: .chinese))) {
            try WorkshopOptions(["verify", "--time-limit", "0"], language: .chinese)
        }
        #expect(throws: WorkshopError.self) { try WorkshopOptions(["verify", "--time-limit", "ten"]) }
        #expect(throws: WorkshopError.self) { try WorkshopOptions(["verify", "--time-limit"]) }
    }

    @Test func refusesWhatItDoesNotKnowSayingWhatToDo() {
        #expect(throws: WorkshopError.self) { try WorkshopOptions(["check"]) }
        #expect(throws: WorkshopError("--output writes the JSON result; add --format json")) {
            try WorkshopOptions(["verify", "--output", "r.json"])
        }
        #expect(throws: WorkshopError.self) { try WorkshopOptions(["verify", "--format", "xml"]) }
        #expect(throws: WorkshopError.self) { try WorkshopOptions(["verify", "--submit", "http://10.0.0.2:8765"]) }
        #expect(throws: WorkshopError(WorkshopMessages.nameNeeded.text(in: .chinese))) {
            try WorkshopOptions(["verify", "--name", "  "], language: .chinese)
        }
    }
}
