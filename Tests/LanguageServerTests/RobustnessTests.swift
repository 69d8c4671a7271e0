import Foundation
import Testing
@testable import LanguageServer
import TestSupport

/// The server never goes deaf: bad frames cost what they hold, large messages and edits cost what they are, an edit
/// out of the text is refused aloud, ids come back as sent, and a twin is a twin however its URI is spelt.
@Suite("language server robustness")
struct RobustnessTests {
    /// Twenty good messages, `{"n":0}` to `{"n":19}`, framed as the protocol says.
    static let twenty: Data = (0..<20).reduce(into: Data()) { data, n in data += MessageFramer.frame(Data(#"{"n":\#(n)}"#.utf8)) }

    /// Every body a framer cuts from `stream`, fed in pieces of `piece` bytes.
    static func bodies(_ stream: Data, piece: Int) -> (bodies: [String], skipped: Int) {
        var framer = MessageFramer()
        var bodies: [String] = [], skipped = 0
        var offset = 0
        while offset < stream.count {
            framer.append(stream.subdata(in: offset..<min(stream.count, offset + piece)))
            offset += piece
            while let frame = framer.next() {
                switch frame {
                case .body(let body): bodies.append(String(decoding: body, as: UTF8.self))
                case .malformedHeader: skipped += 1
                }
            }
        }
        return (bodies, skipped)
    }

    static let badFrames: [(name: String, bytes: Data)] = [
        ("too short a Content-Length", Data("Content-Length: 5\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}".utf8)),
        ("no Content-Length", Data("Content-Type: application/json\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}".utf8)),
        ("too long a Content-Length", Data("Content-Length: 400\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"x\"}".utf8)),
        ("a Content-Length that is not a number", Data("Content-Length: lots\r\n\r\n{}".utf8)),
        ("a Content-Length past the limit", Data("Content-Length: 999999999999\r\n\r\n{}".utf8)),
        ("bytes that are no header at all", Data("{\"jsonrpc\":\"2.0\"}\n\u{0}\u{1}garbage".utf8)),
        ("a header line without a colon", Data("Content-Length 7\r\n\r\n{\"a\":1}".utf8)),
    ]

    @Test(arguments: [1, 7, 4096])
    func afterEachKindOfBadFrameTheNextTwentyMessagesAreRead(piece: Int) {
        for (name, bad) in Self.badFrames {
            let (bodies, skipped) = Self.bodies(bad + Self.twenty, piece: piece)
            let expected = (0..<20).map { #"{"n":\#($0)}"# }
            expectEqual(Array(bodies.suffix(20)), expected, "after \(name), in pieces of \(piece): \(bodies)")
            expect(skipped >= 1 || bodies.count > 20, "\(name) is reported")
        }
    }

    @Test func headersWithLineFeedsAloneAreRead() {
        let lf = (0..<20).reduce(into: Data()) { data, n in data += Data("Content-Length: 7\n\n{\"n\":\(n % 10)}".utf8) }
        let mixed = Data("Content-Length: 7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\n\r\n{\"a\":1}".utf8)
        let (bodies, skipped) = Self.bodies(lf + mixed + Self.twenty, piece: 3)
        expectEqual(bodies.count, 41)
        expectEqual(bodies[20], #"{"a":1}"#)
        expectEqual(skipped, 0)
    }

    /// 40 MB in reads of 64 KB (as standard input gives them): linear, so ten times the bytes take about ten times
    /// as long, where the old framer took 14 s for 40 MB and grew with the square.
    @Test func aFortyMegabyteMessageIsReadInLinearTime() {
        func seconds(_ megabytes: Int) -> Double {
            let text = String(repeating: "expect row 3 offset 150: a chapter's line\\n", count: megabytes * 1_000_000 / 43)
            let body = Data(#"{"jsonrpc":"2.0","method":"x","params":{"text":"\#(text)"}}"#.utf8)
            let stream = MessageFramer.frame(body) + Self.twenty
            let start = Date()
            let (bodies, _) = Self.bodies(stream, piece: 65536)
            let elapsed = Date().timeIntervalSince(start)
            expectEqual(bodies.count, 21)
            expectEqual(bodies.first?.utf8.count, body.count)
            return elapsed
        }
        let four = seconds(4), forty = seconds(40)
        print("language server: framing 4 MB took \(Int(four * 1000)) ms, 40 MB \(Int(forty * 1000)) ms")
        expect(forty < max(four, 0.05) * 30, "40 MB took \(forty) s, 4 MB \(four) s: not linear")
        expect(forty < 20)
    }

    @Test func requestIdsComeBackExactly() {
        let harness = ServerHarness()
        harness.initialize()
        for id in ["9007199254740993", "-9007199254740993", "9223372036854775807", "\"9007199254740993\"", "1.5"] {
            harness.server.receive(Data(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/nothing"}"#.utf8))
            harness.server.drain()
            let answer = harness.messages.last
            let sent = try? JSONDecoder().decode(JSONValue.self, from: Data(id.utf8))
            expectEqual(answer?["id"], sent, "id \(id) came back as \(String(describing: answer?["id"]))")
            let encoded = (try? JSONEncoder().encode(answer?["id"] ?? .null)).map { String(decoding: $0, as: UTF8.self) }
            expectEqual(encoded, id)
        }
    }
}
