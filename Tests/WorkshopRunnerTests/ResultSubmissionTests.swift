import Foundation
import Testing
@testable import WorkshopRunner

@Suite struct ResultSubmissionTests {
    @Test func refusesSomethingThatIsNoAddress() {
        #expect(throws: WorkshopError.self) { try ResultSubmission.send(Data(), to: "ftp://teacher", code: "K7Q2ZP") }
    }

    @Test func saysWhatToCheckWhenNoServerAnswers() {
        // Port 9 on the loopback interface: nothing listens, so the connection is refused at once.
        do {
            _ = try ResultSubmission.send(Data("{}".utf8), to: "http://127.0.0.1:9", code: "K7Q2ZP", timeout: 5)
            Issue.record("a submission to a closed port succeeded")
        } catch {
            #expect(error.description.contains("cannot reach http://127.0.0.1:9"))
        }
    }
}
