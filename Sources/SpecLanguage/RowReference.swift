/// How a spec names a row: by index path (`row 3`, `row [1, 2]`) or by title (`row "Item #4"`).
public enum RowReference: Hashable, Sendable, CustomStringConvertible {
    case index(section: Int, row: Int)
    case title(String)

    public var description: String { CanonicalForm().row(self) }
}

/// How a spec names a section: by index (`section 1`) or by title (`section "Family"`).
public enum SectionReference: Hashable, Sendable, CustomStringConvertible {
    case index(Int)
    case title(String)

    public var description: String { CanonicalForm().section(self) }
}

/// An index path written as `[section, row]` in `expect updates`.
public struct IndexPathLiteral: Hashable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
    public var description: String { "[\(section), \(row)]" }
}

/// Strings as specs write them.
public enum SpecString {
    /// A string in straight quotes, with quotes and backslashes escaped (`\n` for a newline).
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"", "\\": result += "\\\(character)"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
