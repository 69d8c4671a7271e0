@_exported import CoreGraphics
public struct CGFloat: Sendable, Hashable {
    public var native: Double
    public init(_ value: Double) { native = value }
}
extension Double { public init(_ value: CGFloat) { self = value.native } }
