/// The start tags of an HTML text with their attributes: enough to prove a page holds no active content,
/// because every `<` that is not markup is escaped.
struct Tag: Equatable {
    var name: String
    var attributes: [(name: String, value: String)]

    static func == (lhs: Tag, rhs: Tag) -> Bool {
        lhs.name == rhs.name && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }
}

enum TagScanner {
    static func startTags(in html: String) -> [Tag] {
        var tags: [Tag] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let first = rest.first, first.isLetter else { continue }
            guard let close = rest.firstIndex(of: ">") else { break }
            let inside = rest[..<close]
            rest = rest[rest.index(after: close)...]
            let name = String(inside.prefix { $0.isLetter || $0.isNumber || $0 == "-" }).lowercased()
            tags.append(Tag(name: name, attributes: attributes(in: inside.dropFirst(name.count))))
        }
        return tags
    }

    /// `name="value"`, `name='value'`, `name=value` and bare `name`.
    private static func attributes(in text: Substring) -> [(name: String, value: String)] {
        var result: [(String, String)] = []
        var rest = text
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            guard !rest.isEmpty else { break }
            let name = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" && $0 != "/" }
            rest = rest.dropFirst(name.count)
            guard rest.first == "=" else {
                result.append((name.lowercased(), ""))
                if name.isEmpty { rest = rest.dropFirst() }
                continue
            }
            rest = rest.dropFirst()
            var value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                value = rest.prefix { $0 != quote }
                rest = rest.dropFirst(value.count + 1)
            } else {
                value = rest.prefix { !$0.isWhitespace }
                rest = rest.dropFirst(value.count)
            }
            result.append((name.lowercased(), String(value)))
        }
        return result
    }
}
