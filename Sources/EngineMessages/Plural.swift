/// Counts with their nouns, the one place the catalogue inflects a word for a number.
///
/// English says "1 row" and "3 rows" (and "1 does", "3 do"); Chinese has no plural, but counts with a measure word
/// where the catalogue writes one ("3 个步骤", "2 段 Swift 清单") and bare where the noun is its own measure ("3 行").
public enum Plural {
    /// The form for `count`: `one` for exactly 1, `other` for any other number (0 included, as English says "0 rows").
    public static func form<Form>(_ count: Int, one: Form, other: Form) -> Form {
        count == 1 ? one : other
    }

    /// The English noun for `count`, without the number: "row" / "rows"; `plural` when it is not the noun with `s`.
    public static func noun(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        form(count, one: singular, other: plural ?? singular + "s")
    }

    /// The count and its English noun: "1 row", "3 rows", "2 app packages".
    public static func english(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(noun(count, singular, plural: plural))"
    }

    /// The count and what Chinese counts with: "3 行", "3 个步骤" (`counted` is the measure word and noun).
    public static func chinese(_ count: Int, _ counted: String) -> String {
        "\(count) \(counted)"
    }

    /// The count with its noun in both languages: `count(3, "step", zh: "个步骤")` is "3 steps" / "3 个步骤".
    public static func count(_ count: Int, _ singular: String, plural: String? = nil, zh counted: String) -> LocalizedText {
        LocalizedText(english(count, singular, plural: plural), zh: chinese(count, counted))
    }
}
