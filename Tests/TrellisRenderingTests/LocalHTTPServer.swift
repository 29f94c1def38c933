import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A one-thread HTTP/1.1 server on 127.0.0.1 that answers GET requests from a fixed table of
/// paths, so that http loads can be tested without a network.
final class LocalHTTPServer: @unchecked Sendable {
  /// The port the server listens on.
  let port: UInt16
  private let socket: Int32
  private let bodies: [String: Data]

  /// Starts a server answering each path in `bodies` with its data, and others with 404.
  init?(bodies: [String: Data]) {
    self.bodies = bodies
    let listener = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(listener, generic, length) == 0 && listen(listener, 8) == 0
          && getsockname(listener, generic, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      return nil
    }
    socket = listener
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

  private func serve() {
    while true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      answer(connection)
      close(connection)
    }
  }

  private func answer(_ connection: Int32) {
    var request = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.contains(Data("\r\n\r\n".utf8)) {
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else { return }
      request.append(contentsOf: buffer[0..<count])
    }
    let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
    let path = line.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    let body = bodies[path]
    let head =
      "HTTP/1.1 \(body == nil ? "404 Not Found" : "200 OK")\r\nContent-Length: \(body?.count ?? 0)\r\n"
      + "Connection: close\r\n\r\n"
    let response = Data(head.utf8) + (body ?? Data())
    response.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let sent = write(connection, bytes.baseAddress! + offset, bytes.count - offset)
        guard sent > 0 else { return }
        offset += sent
      }
    }
  }
}
