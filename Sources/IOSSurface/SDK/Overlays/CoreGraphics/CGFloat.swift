// Core Graphics' Swift overlay: CGFloat as the struct iOS apps see, forwarding to a Double (64-bit on every
// device iOS 17 runs on). https://developer.apple.com/documentation/coregraphics/cgfloat
@_exported import CoreGraphics

/// The basic type for floating-point scalar values in Core Graphics and related frameworks.
@frozen
public struct CGFloat {
    /// The native type used to store the CGFloat, which is Double on 64-bit architectures.
    public typealias NativeType = Double
    /// The native value.
    public var native: CGFloat.NativeType

    @_transparent public init() { native = 0 }
    @_transparent public init(_ value: Float) { native = Double(value) }
    @_transparent public init(_ value: Double) { native = value }
    @_transparent public init(_ value: CGFloat) { native = value.native }
    public init<T>(_ source: T) where T : BinaryInteger { native = Double(source) }
    public init?<T>(exactly source: T) where T : BinaryInteger {
        guard let exact = Double(exactly: source) else { return nil }
        native = exact
    }
}

extension CGFloat: Sendable {}

extension CGFloat: BitwiseCopyable {}

extension CGFloat: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    @_transparent public init(integerLiteral value: Int) { native = Double(value) }
    @_transparent public init(floatLiteral value: CGFloat.NativeType) { native = value }
}

// ==, <, <=, >, >=, zero, radix, ulpOfOne, nextDown, init(signOf:magnitudeOf:), isTotallyOrdered(belowOrEqualTo:) and
// the generic initialisers come from the standard library's defaults for CGFloat's protocols, as on iOS:
// CoreFoundation's Swift interface (iPhoneOS18.0.sdk) does not declare them.
extension CGFloat: Equatable, Hashable, Comparable {
    public func hash(into hasher: inout Hasher) { hasher.combine(native) }
}

extension CGFloat: BinaryFloatingPoint {
    public typealias RawSignificand = UInt
    public typealias RawExponent = UInt
    public typealias Exponent = Int
    public typealias Magnitude = CGFloat
    public typealias Stride = CGFloat

    public static var exponentBitCount: Int { Double.exponentBitCount }
    public static var significandBitCount: Int { Double.significandBitCount }
    public var exponentBitPattern: UInt { native.exponentBitPattern }
    public var significandBitPattern: UInt { UInt(native.significandBitPattern) }
    public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt) {
        native = Double(sign: sign, exponentBitPattern: exponentBitPattern, significandBitPattern: UInt64(significandBitPattern))
    }
    public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) {
        native = Double(sign: sign, exponent: exponent, significand: significand.native)
    }

    public var binade: CGFloat { CGFloat(native.binade) }
    public var significandWidth: Int { native.significandWidth }
    public static var nan: CGFloat { CGFloat(Double.nan) }
    public static var signalingNaN: CGFloat { CGFloat(Double.signalingNaN) }
    public static var infinity: CGFloat { CGFloat(Double.infinity) }
    public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
    public static var pi: CGFloat { CGFloat(Double.pi) }
    public static var leastNormalMagnitude: CGFloat { CGFloat(Double.leastNormalMagnitude) }
    public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }
    public var ulp: CGFloat { CGFloat(native.ulp) }
    public var sign: FloatingPointSign { native.sign }
    public var exponent: Int { native.exponent }
    public var significand: CGFloat { CGFloat(native.significand) }
    public var magnitude: CGFloat { CGFloat(native.magnitude) }
    public var nextUp: CGFloat { CGFloat(native.nextUp) }
    public var isNormal: Bool { native.isNormal }
    public var isFinite: Bool { native.isFinite }
    public var isZero: Bool { native.isZero }
    public var isSubnormal: Bool { native.isSubnormal }
    public var isInfinite: Bool { native.isInfinite }
    public var isNaN: Bool { native.isNaN }
    public var isSignalingNaN: Bool { native.isSignalingNaN }
    public var isCanonical: Bool { native.isCanonical }

    public func isEqual(to other: CGFloat) -> Bool { native.isEqual(to: other.native) }
    public func isLess(than other: CGFloat) -> Bool { native.isLess(than: other.native) }
    public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { native.isLessThanOrEqualTo(other.native) }

    @_transparent public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
    @_transparent public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
    @_transparent public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
    @_transparent public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
    @_transparent public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
    @_transparent public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
    @_transparent public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
    @_transparent public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }
    @_transparent public static prefix func - (operand: CGFloat) -> CGFloat { CGFloat(-operand.native) }
    public mutating func negate() { native.negate() }

    public mutating func formRemainder(dividingBy other: CGFloat) { native.formRemainder(dividingBy: other.native) }
    public mutating func formTruncatingRemainder(dividingBy other: CGFloat) { native.formTruncatingRemainder(dividingBy: other.native) }
    public mutating func formSquareRoot() { native.formSquareRoot() }
    public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { native.addProduct(lhs.native, rhs.native) }
    public mutating func round(_ rule: FloatingPointRoundingRule) { native.round(rule) }

    public func distance(to other: CGFloat) -> CGFloat { CGFloat(other.native - native) }
    public func advanced(by amount: CGFloat) -> CGFloat { CGFloat(native + amount.native) }
}

// Apple's CGFloat is CustomStringConvertible only: not LosslessStringConvertible (no `CGFloat("1.5")`),
// TextOutputStreamable or CustomDebugStringConvertible (CoreFoundation's Swift interface, iPhoneOS18.0.sdk).
extension CGFloat: CustomStringConvertible {
    public var description: String { native.description }
}

extension CGFloat: CustomReflectable {
    public var customMirror: Mirror { Mirror(reflecting: native) }
}

extension CGFloat: Codable {
    public init(from decoder: any Decoder) throws { native = try decoder.singleValueContainer().decode(Double.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(native)
    }
}

extension Double {
    @_transparent public init(_ value: CGFloat) { self = value.native }
}
extension Float {
    @_transparent public init(_ value: CGFloat) { self = Float(value.native) }
}
extension Int {
    @_transparent public init(_ value: CGFloat) { self = Int(value.native) }
}

// Rounding, square root and magnitude for any floating-point type (CGFloat, Double, Float), generic as Darwin's
// Swift overlay of math.h (the `_math` module `import UIKit` brings along on iOS) declares them; Core Graphics'
// overlay has no CGFloat versions of these. `fabs` is deprecated there in favour of `abs`, so Xcode warns, and so do we.
@_transparent public func ceil<T>(_ x: T) -> T where T: FloatingPoint { x.rounded(.up) }
@_transparent public func floor<T>(_ x: T) -> T where T: FloatingPoint { x.rounded(.down) }
@_transparent public func round<T>(_ x: T) -> T where T: FloatingPoint { x.rounded() }
@_transparent public func trunc<T>(_ x: T) -> T where T: FloatingPoint { x.rounded(.towardZero) }
@_transparent public func sqrt<T>(_ x: T) -> T where T: FloatingPoint { x.squareRoot() }
@available(swift, deprecated: 4.2, renamed: "abs")
@_transparent public func fabs<T>(_ x: T) -> T where T: FloatingPoint { x.magnitude }

// The math functions Core Graphics' overlay gives CGFloat.
public func pow(_ x: CGFloat, _ y: CGFloat) -> CGFloat { CGFloat(pow(x.native, y.native)) }
public func sin(_ x: CGFloat) -> CGFloat { CGFloat(sin(x.native)) }
public func cos(_ x: CGFloat) -> CGFloat { CGFloat(cos(x.native)) }
public func tan(_ x: CGFloat) -> CGFloat { CGFloat(tan(x.native)) }
public func atan2(_ y: CGFloat, _ x: CGFloat) -> CGFloat { CGFloat(atan2(y.native, x.native)) }
public func exp(_ x: CGFloat) -> CGFloat { CGFloat(exp(x.native)) }
public func log(_ x: CGFloat) -> CGFloat { CGFloat(log(x.native)) }
public func hypot(_ x: CGFloat, _ y: CGFloat) -> CGFloat { CGFloat((x.native * x.native + y.native * y.native).squareRoot()) }

// Darwin's math functions on Double, which `import UIKit` brings along on iOS (type-checking only: plausible bodies):
// the C functions of math.h, imported, then `sin`, `cos`, `exp` and `log` as the `_math` Swift overlay declares them.
@_transparent public func ceil(_ x: Double) -> Double { x.rounded(.up) }
@_transparent public func floor(_ x: Double) -> Double { x.rounded(.down) }
@_transparent public func round(_ x: Double) -> Double { x.rounded() }
@_transparent public func trunc(_ x: Double) -> Double { x.rounded(.towardZero) }
@_transparent public func sqrt(_ x: Double) -> Double { x.squareRoot() }
@_transparent public func fabs(_ x: Double) -> Double { x.magnitude }
public func pow(_ x: Double, _ y: Double) -> Double { y == 0 ? 1 : x * pow(x, y - 1) }
public func tan(_ x: Double) -> Double { sin(x) / cos(x) }
public func atan2(_ y: Double, _ x: Double) -> Double { y / x }
public func sin(_ x: Double) -> Double { x }
public func cos(_ x: Double) -> Double { 1 - x * x / 2 }
public func exp(_ x: Double) -> Double { 1 + x }
public func log(_ x: Double) -> Double { x - 1 }
