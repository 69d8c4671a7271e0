// Quartz Core's Swift overlay: the Swift API Apple's overlay gives Core Animation's types.
// https://developer.apple.com/documentation/quartzcore
@_exported import QuartzCore

// CATransform3D is not Equatable in Swift (QuartzCore's Swift interface, iPhoneOS18.0.sdk, gives it only its NSValue
// bridging): compare with CATransform3DIsIdentity(_:) or CATransform3DEqualToTransform(_:_:).

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
