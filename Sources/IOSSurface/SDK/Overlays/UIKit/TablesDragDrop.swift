// Drag and drop sessions' Swift additions: asking for a Swift value type that bridges to an item provider class.
// https://developer.apple.com/documentation/uikit/uidragdropsession/canloadobjects(ofclass:)

extension UIDragDropSession {
    /// Whether the session's items can load objects of the type, as `String.self` (bridged to `NSString`).
    public func canLoadObjects<T>(ofClass: T.Type) -> Bool where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        !items.isEmpty
    }
}
