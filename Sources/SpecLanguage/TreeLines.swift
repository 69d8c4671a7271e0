import ChapterModel
import Messages

/// The indented rows under a `tree` line: one title a line (quotes optional), two more spaces per level.
enum TreeLines {
    static func parse(_ lines: [SpecLine], treeIndent: Int) throws(SpecDiagnostic) -> [TreeDeclaration] {
        guard let first = lines.first else {
            return []
        }
        if let tabbed = lines.first(where: { $0.text.prefix { $0 == " " || $0 == "\t" }.contains("\t") }) {
            let column = tabbed.text.prefix { $0 == " " }.count
            throw SpecDiagnostic(
                location: tabbed.location.advanced(by: column), line: tabbed.text,
                text: ParserMessages.treeTabs
            )
        }
        // (level, title) in order; the first row sets the indentation of level 0.
        let baseIndent = indentation(of: first.text)
        var flat: [(level: Int, title: String)] = []
        for line in lines {
            let indent = indentation(of: line.text)
            let offset = indent - baseIndent
            guard offset >= 0, offset % 2 == 0 else {
                throw SpecDiagnostic(
                    location: line.location.advanced(by: indent), line: line.text,
                    text: ParserMessages.treeIndent(found: indent, under: baseIndent)
                )
            }
            let level = offset / 2
            guard level < SpecLimits.treeDepth else {
                throw SpecDiagnostic(
                    location: line.location.advanced(by: indent), line: line.text,
                    text: ParserMessages.treeTooDeep(limit: SpecLimits.treeDepth)
                )
            }
            guard flat.count < SpecLimits.rows else {
                throw SpecDiagnostic(location: line.location, line: line.text, text: ParserMessages.treeTooManyRows(limit: SpecLimits.rows))
            }
            if level > (flat.last?.level ?? -1) + 1 {
                throw SpecDiagnostic(
                    location: line.location.advanced(by: indent), line: line.text,
                    text: ParserMessages.treeSkipsALevel
                )
            }
            flat.append((level, try title(of: line, indent: indent)))
        }
        var index = 0
        return build(flat, level: 0, index: &index)
    }

    private static func build(_ flat: [(level: Int, title: String)], level: Int, index: inout Int) -> [TreeDeclaration] {
        var nodes: [TreeDeclaration] = []
        while index < flat.count, flat[index].level == level {
            var node = TreeDeclaration(title: flat[index].title)
            index += 1
            node.children = build(flat, level: level + 1, index: &index)
            nodes.append(node)
        }
        return nodes
    }

    private static func indentation(of text: String) -> Int {
        text.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
    }

    private static func title(of line: SpecLine, indent: Int) throws(SpecDiagnostic) -> String {
        let body = line.text.drop { $0.isWhitespace }.trimmingTrailingWhitespace()
        if let first = body.first, "\"“「".contains(first) {
            let tokens: [Token]
            do {
                tokens = try SpecLexer.tokens(in: String(body))
            } catch {
                throw SpecDiagnostic(location: line.location.advanced(by: indent + error.offset), line: line.text, text: error.message)
            }
            if tokens.count == 1, case .string(let value) = tokens[0].kind { return value }
            throw SpecDiagnostic(
                location: line.location.advanced(by: indent), line: line.text,
                text: ParserMessages.treeRowIsOneTitle
            )
        }
        return String(body)
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> Substring {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
