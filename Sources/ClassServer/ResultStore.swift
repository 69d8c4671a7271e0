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

/// Where a class's results live. The server asks nothing else of its storage, so a school running many
/// classes can put another database behind the same two calls.
public protocol ResultStore: Sendable {
    /// Keeps `result`; when this returns, a restart of the server will still have it.
    func save(_ result: ReceivedResult) async throws
    /// Every result kept, oldest first.
    func all() async throws -> [ReceivedResult]
}

/// Results in one SQLite file (or in memory for `:memory:`), one row per accepted result.
public actor SQLiteResultStore: ResultStore {
    private let database: SQLiteDatabase

    /// Opens the store at `path`, creating the file and its table when they do not exist.
    public init(path: String) throws {
        database = try SQLiteDatabase(path: path)
        try database.execute("""
            PRAGMA journal_mode = WAL;
            PRAGMA synchronous = NORMAL;
            CREATE TABLE IF NOT EXISTS results (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                learner TEXT NOT NULL,
                received_at REAL NOT NULL,
                json TEXT NOT NULL
            );
            """)
    }

    public func save(_ result: ReceivedResult) throws {
        try database.query(
            "INSERT INTO results (learner, received_at, json) VALUES (?, ?, ?)",
            [.text(result.learner), .real(result.receivedAt.timeIntervalSince1970), .text(String(decoding: result.json, as: UTF8.self))]
        )
    }

    public func all() throws -> [ReceivedResult] {
        try database.query("SELECT learner, received_at, json FROM results ORDER BY id").compactMap { row in
            guard row.count == 3, case .text(let learner) = row[0], case .text(let json) = row[2] else { return nil }
            let seconds: Double = switch row[1] {
            case .real(let value): value
            case .integer(let value): Double(value)
            default: 0
            }
            return ReceivedResult(learner: learner, receivedAt: Date(timeIntervalSince1970: seconds), json: Data(json.utf8))
        }
    }
}
