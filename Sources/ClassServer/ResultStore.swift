import Foundation

/// One learner's result as the server received it.
public struct ReceivedResult: Sendable, Equatable {
    /// The learner's name, as their result gives it.
    public var learner: String
    /// When the server accepted it (seconds since 1970, UTC).
    public var receivedAt: Date
    /// The result's JSON, exactly as it was validated.
    public var json: Data

    public init(learner: String, receivedAt: Date, json: Data) {
        self.learner = learner
        self.receivedAt = receivedAt
        self.json = json
    }
}

/// A stored result with its row number, the cursor `GET /api/results?after=` pages by.
public struct StoredResult: Sendable, Equatable {
    public var id: Int64
    public var result: ReceivedResult
}

/// Results in one SQLite file (or in memory for `:memory:`): the store is the truth, nothing is kept in memory
/// beside it. One row per accepted result, and one per learner who holds a token (its SHA-256 only).
///
/// Every write is one transaction, committed before the server answers: a result acknowledged with 201 survives a
/// `kill -9` of the server (WAL, `synchronous = NORMAL`: a committed transaction is in the log before the call
/// returns; only a power cut can lose the last ones).
public actor SQLiteResultStore {
    private let database: SQLiteDatabase
    /// Changes with every write, so a page computed from the store can be kept until the next one.
    public private(set) var version = 0

    /// What saving a learner's first result can meet: another request that claimed the same name first.
    public enum SaveOutcome: Sendable, Equatable {
        case saved(id: Int64)
        case nameTaken
    }

    /// Opens the store at `path`, creating the file and its tables when they do not exist, and migrating an older
    /// store (``StoreMigrations``).
    public init(path: String) throws {
        database = try SQLiteDatabase(path: path)
        try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;")
        try StoreMigrations.migrate(database)
    }

    /// Keeps `result` for the learner `key`; with `newTokenDigest`, also claims the name for that token, unless
    /// another token holds it already or the teacher released it for a claim code whose digest is not `claimDigest`
    /// (then nothing is kept). A claim is used once.
    public func save(_ result: ReceivedResult, learnerKey key: String, newTokenDigest: String?, claimDigest: String? = nil) throws -> SaveOutcome {
        try database.execute("BEGIN IMMEDIATE")
        do {
            if let newTokenDigest {
                let holder = try database.query("SELECT 1 FROM learners WHERE key = ?", [.text(key)])
                let claim = try database.query("SELECT claim_digest FROM claims WHERE key = ?", [.text(key)]).first?.first
                let claimMatches = claim.map { $0 == .text(claimDigest ?? "") } ?? true
                guard holder.isEmpty, claimMatches else {
                    try database.execute("ROLLBACK")
                    return .nameTaken
                }
                try database.query("DELETE FROM claims WHERE key = ?", [.text(key)])
                try database.query("INSERT INTO learners (key, token_digest) VALUES (?, ?)", [.text(key), .text(newTokenDigest)])
            }
            try database.query(
                "INSERT INTO results (learner, learner_key, received_at, json) VALUES (?, ?, ?, ?)",
                [.text(result.learner), .text(key), .real(result.receivedAt.timeIntervalSince1970), .text(String(decoding: result.json, as: UTF8.self))]
            )
            let id = database.lastInsertedRow
            try database.execute("COMMIT")
            version += 1
            return .saved(id: id)
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    /// The digest of the token that holds the learner `key`'s name, if any.
    public func tokenDigest(learnerKey key: String) throws -> String? {
        guard case .text(let digest)? = try database.query("SELECT token_digest FROM learners WHERE key = ?", [.text(key)]).first?.first else { return nil }
        return digest
    }

    /// Frees the name `key` from its token for the one learner who sends the claim code whose digest is
    /// `claimDigest` (a learner who lost their kit); their results stay. Returns whether the name was known.
    @discardableResult
    public func release(learnerKey key: String, claimDigest: String) throws -> Bool {
        try database.execute("BEGIN IMMEDIATE")
        do {
            let known = try !database.query("SELECT 1 FROM results WHERE learner_key = ? LIMIT 1", [.text(key)]).isEmpty
                || !database.query("SELECT 1 FROM learners WHERE key = ?", [.text(key)]).isEmpty
            if known {
                try database.query("DELETE FROM learners WHERE key = ?", [.text(key)])
                try database.query("INSERT OR REPLACE INTO claims (key, claim_digest) VALUES (?, ?)", [.text(key), .text(claimDigest)])
            }
            try database.execute("COMMIT")
            if known { version += 1 }
            return known
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    /// Deletes the learner `key`: every result of theirs, their token and any claim waiting for their name. Returns
    /// how many results were deleted.
    @discardableResult
    public func remove(learnerKey key: String) throws -> Int {
        try database.execute("BEGIN IMMEDIATE")
        do {
            try database.query("DELETE FROM results WHERE learner_key = ?", [.text(key)])
            let removed = database.changedRows
            try database.query("DELETE FROM learners WHERE key = ?", [.text(key)])
            try database.query("DELETE FROM claims WHERE key = ?", [.text(key)])
            try database.execute("COMMIT")
            version += 1
            return removed
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    /// The digest of the claim code the name `key` waits for, if the teacher released it.
    public func claimDigest(learnerKey key: String) throws -> String? {
        guard case .text(let digest)? = try database.query("SELECT claim_digest FROM claims WHERE key = ?", [.text(key)]).first?.first else { return nil }
        return digest
    }

    /// Names released and waiting for their claim code.
    public func releasedKeys() throws -> Set<String> {
        Set(try database.query("SELECT key FROM claims").compactMap { row in
            if case .text(let key)? = row.first { key } else { nil }
        })
    }

    /// Every name a kit holds or a claim waits for.
    public func heldKeys() throws -> [String] {
        try database.query("SELECT key FROM learners UNION SELECT key FROM claims").compactMap { row in
            if case .text(let key)? = row.first { key } else { nil }
        }
    }

    /// Each learner's latest result, in the order learners first sent one.
    public func latestPerLearner() throws -> [ReceivedResult] {
        try database.query("""
            SELECT learner, received_at, json FROM results
            WHERE id IN (SELECT MAX(id) FROM results GROUP BY learner_key)
            ORDER BY (SELECT MIN(id) FROM results AS first WHERE first.learner_key = results.learner_key)
            """).compactMap(Self.received)
    }

    /// At most `limit` results with a row number above `after`, oldest first.
    public func page(after: Int64, limit: Int) throws -> [StoredResult] {
        try database.query(
            "SELECT id, learner, received_at, json FROM results WHERE id > ? ORDER BY id LIMIT ?",
            [.integer(after), .integer(Int64(limit))]
        ).compactMap { row in
            guard case .integer(let id) = row.first, let result = Self.received(Array(row.dropFirst())) else { return nil }
            return StoredResult(id: id, result: result)
        }
    }

    /// Every result kept, oldest first (tests and small classes; the server pages instead).
    public func all() throws -> [ReceivedResult] {
        try page(after: 0, limit: Int(Int32.max)).map(\.result)
    }

    /// How many results are kept.
    public func count() throws -> Int {
        guard case .integer(let count)? = try database.query("SELECT COUNT(*) FROM results").first?.first else { return 0 }
        return Int(count)
    }

    private static func received(_ row: [SQLiteDatabase.Value]) -> ReceivedResult? {
        guard row.count == 3, case .text(let learner) = row[0], case .text(let json) = row[2] else { return nil }
        let seconds: Double = switch row[1] {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: 0
        }
        return ReceivedResult(learner: learner, receivedAt: Date(timeIntervalSince1970: seconds), json: Data(json.utf8))
    }
}
