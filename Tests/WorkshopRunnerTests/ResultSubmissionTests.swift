import Foundation
import Testing
import TestSupport
@testable import WorkshopRunner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct ResultSubmissionTests {
    @Test func refusesSomethingThatIsNoAddress() {
        #expect(throws: WorkshopError.self) { try ResultSubmission.send(Data(), to: "ftp://teacher", code: "K7Q2ZP") }
    }

    @Test func saysWhatToCheckWhenNoServerAnswers() throws {
        // A loopback port this test holds bound but never listens on: nothing else can take it while the test runs, and
        // a connection to it is refused at once (no well-known port assumed closed).
        let port = try ClosedPort()
        defer { port.close() }
        let address = "http://127.0.0.1:\(port.number)"
        do {
            _ = try ResultSubmission.send(Data("{}".utf8), to: address, code: "K7Q2ZP", timeout: 5)
            Issue.record("a submission to a closed port succeeded")
        } catch {
            expect(error.description.contains("cannot reach \(address)"))
        }
    }
}

/// A TCP socket bound to a free loopback port, not listening.
private struct ClosedPort {
    let descriptor: Int32
    let number: UInt16

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else {
            _ = closeDescriptor(descriptor)
            throw Failure(description: "bind() to a loopback port failed: errno \(errno)")
        }
        self.descriptor = descriptor
        self.number = UInt16(bigEndian: address.sin_port)
    }

    func close() { _ = closeDescriptor(descriptor) }
}

private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(descriptor)
    #else
    Darwin.close(descriptor)
    #endif
}
