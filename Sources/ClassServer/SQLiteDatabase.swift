import CSQLite
import Foundation

/// The one door to SQLite's C API: a connection, statements with bound values, and rows read back as Swift values.
///
/// Nothing else in the project imports `CSQLite`. A database is used by one actor at a time (``SQLiteResultStore``),
/// so the connection is opened in SQLite's multi-thread mode without its own locking.
final class SQLiteDatabase {
    /// A failure SQLite reported, with its own message and what the server was doing.
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var doing: String
        var message: String
        var description: String { "\(path): cannot \(doing): \(message)" }
    }

    /// A value bound to a `?` placeholder or read from a column.
    enum Value: Equatable {
        case integer(Int64)
        case real(Double)
        case text(String)
        case null
    }

    private let handle: OpaquePointer
    let path: String

    /// Opens (creating if needed) the database file at `path`; `:memory:` opens a private in-memory database.
    init(path: String) throws(Failure) {
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &connection, flags, nil)
        guard status == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            if let connection { sqlite3_close_v2(connection) }
            throw Failure(path: path, doing: "open the store", message: message)
        }
        handle = connection
        self.path = path
        sqlite3_busy_timeout(handle, 2_000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs statements that return no rows (schema, pragmas); several may be separated by `;`.
    func execute(_ sql: String) throws(Failure) {
        var error: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &error)
        if status != SQLITE_OK {
            let message = error.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_free(error)
            throw Failure(path: path, doing: "run \(sql.prefix(40))…", message: message)
        }
    }

    /// Runs one statement with `values` bound to its placeholders, and returns every row it yields.
    @discardableResult
    func query(_ sql: String, _ values: [Value] = []) throws(Failure) -> [[Value]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw failure(doing: "prepare \(sql.prefix(40))…")
        }
        defer { sqlite3_finalize(statement) }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32 = switch value {
            case .integer(let number): sqlite3_bind_int64(statement, index, number)
            case .real(let number): sqlite3_bind_double(statement, index, number)
            case .text(let text): sqlite3_bind_text(statement, index, text, -1, Self.transient)
            case .null: sqlite3_bind_null(statement, index)
            }
            guard status == SQLITE_OK else { throw failure(doing: "bind a value") }
        }
        var rows: [[Value]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return rows }
            guard status == SQLITE_ROW else { throw failure(doing: "run \(sql.prefix(40))…") }
            rows.append((0..<sqlite3_column_count(statement)).map { column(statement, $0) })
        }
    }

    /// The row number of the last row inserted.
    var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

    /// How many rows the last statement changed.
    var changedRows: Int { Int(sqlite3_changes(handle)) }

    private func column(_ statement: OpaquePointer, _ index: Int32) -> Value {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: .real(sqlite3_column_double(statement, index))
        case SQLITE_NULL: .null
        default:
            if let text = sqlite3_column_text(statement, index) {
                .text(String(cString: text))
            } else {
                .null
            }
        }
    }

    private func failure(doing: String) -> Failure {
        Failure(path: path, doing: doing, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// SQLite copies bound text before `bind` returns (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
