// Quartz Core's Swift overlay: the Swift API Apple's overlay gives Core Animation's types.
// https://developer.apple.com/documentation/quartzcore
@_exported import QuartzCore

extension CATransform3D: Equatable {
    public static func == (lhs: CATransform3D, rhs: CATransform3D) -> Bool {
        lhs.m11 == rhs.m11 && lhs.m12 == rhs.m12 && lhs.m13 == rhs.m13 && lhs.m14 == rhs.m14
            && lhs.m21 == rhs.m21 && lhs.m22 == rhs.m22 && lhs.m23 == rhs.m23 && lhs.m24 == rhs.m24
            && lhs.m31 == rhs.m31 && lhs.m32 == rhs.m32 && lhs.m33 == rhs.m33 && lhs.m34 == rhs.m34
            && lhs.m41 == rhs.m41 && lhs.m42 == rhs.m42 && lhs.m43 == rhs.m43 && lhs.m44 == rhs.m44
    }
}

extension CAFrameRateRange: Equatable {
    public static func == (lhs: CAFrameRateRange, rhs: CAFrameRateRange) -> Bool {
        lhs.minimum == rhs.minimum && lhs.maximum == rhs.maximum && lhs.preferred == rhs.preferred
    }
}

extension CADisplayLink {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    public convenience init(target: Any, selector sel: Selector) {
        self.init()
    }
}

extension CAFrameRateRange {
    /// https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.init()
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred ?? maximum
    }
}
