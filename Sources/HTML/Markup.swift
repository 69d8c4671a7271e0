/// A fragment of HTML or SVG built so that text cannot turn into markup.
///
/// String literals are markup written here; every interpolated `String` is escaped; only another
/// `Markup` is inserted as it is. There is no interpolation for arbitrary values, so a path or a
/// message must be turned into a `String` first, and is then escaped too. The one way to bring in
/// outside HTML unescaped is ``renderedByCmark(_:)``, for prose that cmark rendered in safe mode.
public struct Markup: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The HTML text.
    public fileprivate(set) var html: String

    /// Markup written here, as it is.
    public init(stringLiteral value: String) {
        html = value
    }

    /// Literals as they are, interpolated text escaped.
    public init(stringInterpolation: Interpolation) {
        html = stringInterpolation.html
    }

    /// HTML that cmark rendered in safe mode (raw HTML omitted, unsafe links dropped).
    public static func renderedByCmark(_ html: String) -> Markup {
        Markup(stringLiteral: html)
    }

    /// Nothing.
    public static let empty: Markup = ""

    /// The HTML text.
    public var description: String { html }

    /// The two fragments one after the other.
    public static func + (lhs: Markup, rhs: Markup) -> Markup {
        Markup(stringLiteral: lhs.html + rhs.html)
    }

    /// Appends `rhs`.
    public static func += (lhs: inout Markup, rhs: Markup) {
        lhs.html += rhs.html
    }

    /// Builds markup from literals (as they are) and values (escaped, or formatted as numbers).
    public struct Interpolation: StringInterpolationProtocol {
        fileprivate var html = ""

        /// Room for the literals and a guess for the values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            html.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        /// Markup written here: as it is.
        public mutating func appendLiteral(_ literal: String) {
            html += literal
        }

        /// Text: always escaped.
        public mutating func appendInterpolation(_ text: String) {
            HTMLEscaping.append(text, escapedTo: &html)
        }

        /// Markup: inserted as it is.
        public mutating func appendInterpolation(_ markup: Markup) {
            html += markup.html
        }

        /// Several fragments in order.
        public mutating func appendInterpolation(_ markups: [Markup]) {
            for markup in markups { html += markup.html }
        }

        /// An integer, in decimal digits.
        public mutating func appendInterpolation(_ number: Int) {
            html += String(number)
        }

        /// A coordinate or size, with at most two decimals and no exponent.
        public mutating func appendInterpolation(_ number: Double) {
            SVGNumber.append(number, to: &html)
        }
    }
}

extension Array where Element == Markup {
    /// The fragments one after another, with `separator` between them.
    public func joined(separator: Markup = .empty) -> Markup {
        var result = Markup.empty
        result.html.reserveCapacity(reduce(separator.html.utf8.count * Swift.max(0, count - 1)) { $0 + $1.html.utf8.count })
        for (index, fragment) in enumerated() {
            if index > 0 { result += separator }
            result += fragment
        }
        return result
    }
}
