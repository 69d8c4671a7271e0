import Foundation
import ListingChecker
import Messages
import SpecLanguage

/// The original chapter as it was when its translation was made, read from git (`chapters translate --update`).
///
/// By default that is the original at the last commit that changed the translation: a translator commits the
/// translation in step with the original, and the author changes the original afterwards. `--since REV` names
/// the revision instead.
enum EarlierOriginal {
    enum Outcome {
        /// The original's text at `revision` (a commit's short name).
        /// `uncommitted` when the translation has changes since that commit (an earlier `--update`'s or the
        /// translator's), which the comparison cannot tell from the original's.
        case found(text: String, revision: String, uncommitted: Bool)
        /// Why it could not be read; `withoutGit` when there is no repository (or no git) to read it from at all.
        case notFound(reason: LocalizedText, withoutGit: Bool = false)
    }

    /// - Parameters:
    ///   - original: the original chapter's path; `translation` the translation's.
    ///   - revision: the revision to read the original at, or nil for the translation's last commit.
    static func find(original: String, translation: String, revision: String?) -> Outcome {
        let originalURL = URL(fileURLWithPath: original).standardizedFileURL
        let folder = originalURL.deletingLastPathComponent().path
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chapters-git-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)) != nil else {
            return .notFound(reason: DriftMessages.EarlierOriginalReason.gitUnavailable, withoutGit: true)
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        func git(_ arguments: [String]) -> (ok: Bool, output: String, started: Bool) {
            guard let outcome = try? ProcessRunner.run("/usr/bin/env", ["git", "-C", folder] + arguments, in: scratch, timeout: 20,
                                                       environment: ["GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"]) else {
                return (false, "", false)
            }
            // `env` exits with 127 when there is no git to run.
            return (outcome.status == 0 && !outcome.timedOut, outcome.standardOutput, outcome.status != 127)
        }
        let inside = git(["rev-parse", "--is-inside-work-tree"])
        guard inside.ok else {
            return .notFound(reason: inside.started ? DriftMessages.EarlierOriginalReason.notARepository(folder)
                                                    : DriftMessages.EarlierOriginalReason.gitUnavailable, withoutGit: true)
        }
        var commit: String
        if let revision {
            let named = git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])
            guard named.ok else { return .notFound(reason: DriftMessages.EarlierOriginalReason.unknownRevision(revision)) }
            commit = named.output.trimmingCharacters(in: .whitespacesAndNewlines)
        } else {
            let translationPath = URL(fileURLWithPath: translation).standardizedFileURL.path
            let last = git(["log", "-1", "--format=%H", "--", translationPath])
            commit = last.output.trimmingCharacters(in: .whitespacesAndNewlines)
            guard last.ok, !commit.isEmpty else { return .notFound(reason: DriftMessages.EarlierOriginalReason.notCommitted(translation)) }
        }
        let short = String(commit.prefix(10))
        let shown = git(["show", "\(commit):./\(originalURL.lastPathComponent)"])
        guard shown.ok else { return .notFound(reason: DriftMessages.EarlierOriginalReason.notInCommit(original, revision: short)) }
        let translationPath = URL(fileURLWithPath: translation).standardizedFileURL.path
        let changed = git(["diff", "--quiet", "HEAD", "--", translationPath])
        return .found(text: shown.output, revision: short, uncommitted: revision == nil && !changed.ok && changed.started)
    }
}
