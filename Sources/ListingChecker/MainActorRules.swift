/// Main-actor rules as Xcode 16 holds them. Declarations imported from Objective-C are always `@preconcurrency`
/// (swiftlang/swift#68961), and the Swift 6.3 compiler diagnoses a use of a main-actor-isolated UIKit member from a
/// nonisolated context only as a warning, where the Swift 6.0 of Xcode 16 rejects it in the Swift 6 language mode
/// (for example a nonisolated function that sets `view.alpha`). Listings are held to Xcode 16: these warnings fail.
enum MainActorRules {
    /// The warnings that Xcode 16 reports as errors in the Swift 6 language mode: an access to, or a synchronous call
    /// of, a main-actor-isolated declaration from outside the main actor.
    static func isXcode16Error(_ message: String) -> Bool {
        let isolated = message.hasPrefix("main actor-isolated ") || message.hasPrefix("call to main actor-isolated ")
        let outside = ["from a nonisolated context", "in a synchronous nonisolated context", "from a Sendable closure",
                       "from a nonisolated autoclosure", "in a synchronous actor-isolated context", "from outside of the actor"]
        return isolated && outside.contains { message.contains($0) }
    }

    /// The message as Xcode 16 shows it: without the diagnostic group the newer compiler appends (` [#ActorIsolatedCall]`).
    static func xcodeMessage(_ message: String) -> String {
        guard message.hasSuffix("]"), let open = message.range(of: " [#", options: .backwards) else { return message }
        return String(message[..<open.lowerBound])
    }
}
