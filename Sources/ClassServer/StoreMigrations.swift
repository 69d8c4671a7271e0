import ClassDashboard
import Foundation

/// The store's schema, one step per version (SQLite's `user_version`): a store written by an older server opens in
/// a newer one with everything it kept.
enum StoreMigrations {
    static func migrate(_ database: SQLiteDatabase) throws {
        var version = try userVersion(database)
        if version < 1 {
            try database.execute("""
                CREATE TABLE IF NOT EXISTS results (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    learner TEXT NOT NULL,
                    received_at REAL NOT NULL,
                    json TEXT NOT NULL
                );
                PRAGMA user_version = 1;
                """)
            version = 1
        }
        if version < 2 {
            // Version 2: each result names its learner's key (the name as the dashboard groups it), and learners
            // who claimed their name hold a token, kept as its SHA-256.
            try database.execute("BEGIN IMMEDIATE; ALTER TABLE results ADD COLUMN learner_key TEXT NOT NULL DEFAULT ''")
            for row in try database.query("SELECT id, learner FROM results") {
                guard case .integer(let id) = row[0], case .text(let learner) = row[1] else { continue }
                try database.query("UPDATE results SET learner_key = ? WHERE id = ?", [.text(ClassRoster.key(learner)), .integer(id)])
            }
            try database.execute("""
                CREATE INDEX results_by_learner ON results (learner_key, id);
                CREATE TABLE learners (key TEXT PRIMARY KEY, token_digest TEXT NOT NULL);
                PRAGMA user_version = 2;
                COMMIT;
                """)
        }
        if version < 3 {
            // Version 3: a name the teacher released waits for the learner who holds its claim code (its SHA-256).
            try database.execute("""
                BEGIN IMMEDIATE;
                CREATE TABLE IF NOT EXISTS claims (key TEXT PRIMARY KEY, claim_digest TEXT NOT NULL);
                PRAGMA user_version = 3;
                COMMIT;
                """)
        }
    }

    private static func userVersion(_ database: SQLiteDatabase) throws -> Int64 {
        guard case .integer(let version)? = try database.query("PRAGMA user_version").first?.first else { return 0 }
        return version
    }
}
