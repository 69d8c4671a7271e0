import ChapterModel
import Messages
import SpecLanguage

extension World {
    /// Remembers the pan that put a finger down, so that a cell expectation failing before `release` can say so.
    mutating func noteFingerDown(by command: Command, call: PlannedCall) {
        guard case .action(.pan) = call else { return }
        fingerDownSince = (command.start, command.text.trimmingCharacters(in: .whitespaces))
    }

    /// The failure of `open` or `closed` with, while a pan's finger is still down, since which line: a cell under a
    /// finger rests neither open nor closed until the finger lifts.
    func explainingFingerDown(_ failure: LineFailure, for call: PlannedCall) -> LineFailure {
        guard swipe.isPanning, let (location, text) = fingerDownSince, case .check(let check) = call else { return failure }
        switch check.query {
        case .isOpen, .isClosed:
            var explained = failure
            explained.message += RunnerMessages.fingerStillDown(line: location.line, text: text).text(in: language)
            return explained
        default:
            return failure
        }
    }
}
