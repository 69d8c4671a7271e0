// The Swift API Core Graphics' overlay gives its geometry structs.
// https://developer.apple.com/documentation/corefoundation/cgpoint
// https://developer.apple.com/documentation/corefoundation/cgsize
// https://developer.apple.com/documentation/corefoundation/cgrect
// https://developer.apple.com/documentation/corefoundation/cgvector
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform

extension CGPoint {
    public static var zero: CGPoint { CGPoint(x: 0 as CGFloat, y: 0 as CGFloat) }
    public init(x: Int, y: Int) { self.init(x: CGFloat(x), y: CGFloat(y)) }
    public init(x: Double, y: Double) { self.init(x: CGFloat(x), y: CGFloat(y)) }
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
extension CGPoint: Equatable, Codable, CustomDebugStringConvertible {
    public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
    public var debugDescription: String { "(\(x), \(y))" }
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(x: try container.decode(CGFloat.self), y: try container.decode(CGFloat.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }
}

extension CGSize {
    public static var zero: CGSize { CGSize(width: 0 as CGFloat, height: 0 as CGFloat) }
    public init(width: Int, height: Int) { self.init(width: CGFloat(width), height: CGFloat(height)) }
    public init(width: Double, height: Double) { self.init(width: CGFloat(width), height: CGFloat(height)) }
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}
extension CGSize: Equatable, Codable, CustomDebugStringConvertible {
    public static func == (lhs: CGSize, rhs: CGSize) -> Bool { lhs.width == rhs.width && lhs.height == rhs.height }
    public var debugDescription: String { "(\(width), \(height))" }
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(width: try container.decode(CGFloat.self), height: try container.decode(CGFloat.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(width)
        try container.encode(height)
    }
}

extension CGVector {
    public static var zero: CGVector { CGVector(dx: 0 as CGFloat, dy: 0 as CGFloat) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
}
extension CGVector: Equatable, Codable, CustomDebugStringConvertible {
    public static func == (lhs: CGVector, rhs: CGVector) -> Bool { lhs.dx == rhs.dx && lhs.dy == rhs.dy }
    public var debugDescription: String { "(\(dx), \(dy))" }
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(dx: try container.decode(CGFloat.self), dy: try container.decode(CGFloat.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

/// Coordinates that establish the edges of a rectangle.
@frozen
public enum CGRectEdge: UInt32, Sendable {
    case minXEdge = 0
    case minYEdge = 1
    case maxXEdge = 2
    case maxYEdge = 3
}

extension CGRect {
    public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }
    public static var null: CGRect { CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0) }
    public static var infinite: CGRect {
        CGRect(x: -CGFloat.greatestFiniteMagnitude / 2, y: -CGFloat.greatestFiniteMagnitude / 2,
               width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }

    public var width: CGFloat { abs(size.width) }
    public var height: CGFloat { abs(size.height) }
    public var minX: CGFloat { Swift.min(origin.x, origin.x + size.width) }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var maxX: CGFloat { Swift.max(origin.x, origin.x + size.width) }
    public var minY: CGFloat { Swift.min(origin.y, origin.y + size.height) }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public var maxY: CGFloat { Swift.max(origin.y, origin.y + size.height) }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public var isInfinite: Bool { size.width == CGFloat.greatestFiniteMagnitude }
    public var standardized: CGRect { CGRect(x: minX, y: minY, width: width, height: height) }
    public var integral: CGRect {
        let r = standardized
        let x = r.minX.rounded(.down), y = r.minY.rounded(.down)
        return CGRect(x: x, y: y, width: r.maxX.rounded(.up) - x, height: r.maxY.rounded(.up) - y)
    }

    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        let r = standardized
        return CGRect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    public func union(_ r2: CGRect) -> CGRect {
        if isNull { return r2 }
        if r2.isNull { return self }
        let x = Swift.min(minX, r2.minX), y = Swift.min(minY, r2.minY)
        return CGRect(x: x, y: y, width: Swift.max(maxX, r2.maxX) - x, height: Swift.max(maxY, r2.maxY) - y)
    }
    public func intersection(_ r2: CGRect) -> CGRect {
        let x = Swift.max(minX, r2.minX), y = Swift.max(minY, r2.minY)
        let w = Swift.min(maxX, r2.maxX) - x, h = Swift.min(maxY, r2.maxY) - y
        return w < 0 || h < 0 ? .null : CGRect(x: x, y: y, width: w, height: h)
    }
    public func intersects(_ r2: CGRect) -> Bool { !intersection(r2).isNull }
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    public func contains(_ rect2: CGRect) -> Bool { union(rect2) == self }
    public func divided(atDistance: CGFloat, from fromEdge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) {
        let r = standardized
        switch fromEdge {
        case .minXEdge:
            return (CGRect(x: r.minX, y: r.minY, width: atDistance, height: r.height),
                    CGRect(x: r.minX + atDistance, y: r.minY, width: r.width - atDistance, height: r.height))
        case .maxXEdge:
            return (CGRect(x: r.maxX - atDistance, y: r.minY, width: atDistance, height: r.height),
                    CGRect(x: r.minX, y: r.minY, width: r.width - atDistance, height: r.height))
        case .minYEdge:
            return (CGRect(x: r.minX, y: r.minY, width: r.width, height: atDistance),
                    CGRect(x: r.minX, y: r.minY + atDistance, width: r.width, height: r.height - atDistance))
        case .maxYEdge:
            return (CGRect(x: r.minX, y: r.maxY - atDistance, width: r.width, height: atDistance),
                    CGRect(x: r.minX, y: r.minY, width: r.width, height: r.height - atDistance))
        }
    }
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
extension CGRect: Equatable, Codable, CustomDebugStringConvertible {
    public static func == (lhs: CGRect, rhs: CGRect) -> Bool { lhs.origin == rhs.origin && lhs.size == rhs.size }
    public var debugDescription: String { "(\(origin.debugDescription), \(size.debugDescription))" }
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(origin: try container.decode(CGPoint.self), size: try container.decode(CGSize.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(origin)
        try container.encode(size)
    }
}

extension CGAffineTransform {
    public static var identity: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        let c = cos(angle), s = sin(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    public var isIdentity: Bool { self == .identity }
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
extension CGAffineTransform: Equatable, Codable {
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.tx == rhs.tx && lhs.ty == rhs.ty
    }
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(a: try container.decode(CGFloat.self), b: try container.decode(CGFloat.self),
                  c: try container.decode(CGFloat.self), d: try container.decode(CGFloat.self),
                  tx: try container.decode(CGFloat.self), ty: try container.decode(CGFloat.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
}
