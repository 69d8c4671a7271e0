import Foundation

/// A ``ClassResponse`` as the bytes of an HTTP/1.1 response: the status line with the standard reason phrase, then
/// `Content-Type`, `Content-Length`, `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`, the answer's
/// own headers sorted by name (a `Connection` among them left out), and `Connection: close` or `keep-alive`.
enum ResponseWriter {
    /// The response's bytes; without the body for a `HEAD` request (its `Content-Length` is still the body's).
    static func bytes(_ answer: ClassResponse, closing: Bool, head: Bool = false) -> [UInt8] {
        var text = "HTTP/1.1 \(answer.status) \(reasonPhrase(answer.status))\r\n"
        text += "Content-Type: \(printable(answer.contentType))\r\n"
        text += "Content-Length: \(answer.body.count)\r\n"
        text += "X-Content-Type-Options: nosniff\r\n"
        text += "Referrer-Policy: no-referrer\r\n"
        for (name, value) in answer.headers.sorted(by: { $0.key < $1.key }) where name.lowercased() != "connection" {
            text += "\(printable(name)): \(printable(value))\r\n"
        }
        text += "Connection: \(closing ? "close" : "keep-alive")\r\n\r\n"
        var bytes = Array(text.utf8)
        if !head { bytes.append(contentsOf: answer.body) }
        return bytes
    }

    /// `100 Continue`, for a client that waits for it before sending its body.
    static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// What a connection over the limits gets before it is closed, its bytes unread: 503 in English and Chinese.
    static func tooManyConnections(maximum: Int) -> [UInt8] {
        let message = ClassServerMessages.tooManyConnections(maximum)
        let body = message.english + "\n" + message.chinese + "\n"
        let reply = "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 2\r\n"
            + "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        return Array(reply.utf8)
    }

    /// A header name or value with no line break or other control character in it (a value can never start another
    /// header or end the head).
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 32 && $0 != "\t" || $0.value == 127 }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 32 && $0 != "\t" || $0.value == 127 ? " " : $0 }))
    }

    /// The reason phrase RFC 9110 gives `status` (empty for a status it does not name).
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 101: "Switching Protocols"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 203: "Non-Authoritative Information"
        case 204: "No Content"
        case 205: "Reset Content"
        case 206: "Partial Content"
        case 300: "Multiple Choices"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 305: "Use Proxy"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 402: "Payment Required"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 407: "Proxy Authentication Required"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 410: "Gone"
        case 411: "Length Required"
        case 412: "Precondition Failed"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 416: "Range Not Satisfiable"
        case 417: "Expectation Failed"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Content"
        case 426: "Upgrade Required"
        case 428: "Precondition Required"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 451: "Unavailable For Legal Reasons"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        case 511: "Network Authentication Required"
        default: ""
        }
    }
}
