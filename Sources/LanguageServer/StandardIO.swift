import BookVerification
import Foundation
import Messages
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LanguageServer {
    /// Serves a client on standard input and output until `exit`, or until the input ends (status 1 unless the client
    /// asked to shut down first, as the protocol says). Messages the server cannot read are reported on standard
    /// error and skipped.
    /// - Parameter listings: what checks a chapter's Swift listings (on save and from a code lens), made when first
    ///   needed; handed in by the `chapters` command, like the runner's. `nil` leaves listings unchecked.
    /// - Parameter reference: the book folder whose chapter 00 gives completion its example lines (see
    ///   ``LanguageServer/init(debounce:listings:reference:send:exit:)``).
    public static func serveStandardIO(
        debounce: DispatchTimeInterval = .milliseconds(60), listings: @escaping @Sendable () -> (any ListingChecking)? = { nil },
        reference: String? = nil
    ) -> Never {
        let output = FileHandle.standardOutput
        let lock = NSLock()
        let server = LanguageServer(
            debounce: debounce,
            listings: listings,
            reference: reference,
            send: { data in
                lock.lock()
                defer { lock.unlock() }
                output.write(data)
            },
            exit: { status in
                Foundation.exit(status)
            }
        )
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count <= 0 { break }
            buffer.withUnsafeBufferPointer { framer.append(UnsafeBufferPointer(rebasing: $0[0..<count])) }
            while let frame = framer.next() {
                switch frame {
                case .body(let body): server.receive(body)
                case .malformedHeader(let header):
                    let words = LanguageServerMessages.skippedBytes(String(header.prefix(200)))
                    FileHandle.standardError.write(Data("chapters lsp: \(words.english) / \(words.chinese)\n".utf8))
                }
            }
        }
        // The input ended: what was received is handled, then the process ends as an `exit` would have it.
        server.drain()
        server.endOfInput()
        Foundation.exit(1)
    }

    /// The client went away: exit as `exit` would.
    func endOfInput() {
        receive(Data(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8))
        drain()
    }
}
