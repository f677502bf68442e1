import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The real reachability checks, over getifaddrs, /proc/net/route, getaddrinfo and connect.
enum SystemProbes {
  @Sendable static func hasInterface() -> Bool {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return false }
    defer { freeifaddrs(list) }
    var cursor: UnsafeMutablePointer<ifaddrs>? = first
    while let entry = cursor {
      let flags = Int32(entry.pointee.ifa_flags)
      let family = entry.pointee.ifa_addr?.pointee.sa_family
      let isIP = family == sa_family_t(AF_INET) || family == sa_family_t(AF_INET6)
      if isIP, flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 { return true }
      cursor = entry.pointee.ifa_next
    }
    return false
  }

  /// The kernel's route tables: IPv4's, then IPv6's.
  static let routeTables = ["/proc/net/route", "/proc/net/ipv6_route"]

  /// Whether `tables` (IPv4's in /proc/net/route's format, then IPv6's in /proc/net/ipv6_route's)
  /// hold a default route (destination 00000000, or ::/0): true when one does, false when every
  /// table was read and none does, nil when a table could not be read and none read has one (a
  /// service with a private /proc, say: there is no telling).
  @Sendable static func hasDefaultRoute(in tables: [String]) -> Bool? {
    var isComplete = true
    for (index, path) in tables.enumerated() {
      guard let table = try? String(contentsOfFile: path, encoding: .utf8) else {
        isComplete = false
        continue
      }
      if index == 0 {
        for line in table.split(separator: "\n").dropFirst() {
          let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
          if fields.count > 2, fields[1] == "00000000", fields[0] != "lo" { return true }
        }
      } else {
        for line in table.split(separator: "\n") {
          let fields = line.split(separator: " ")
          if fields.count == 10, fields[0] == String(repeating: "0", count: 32), fields[1] == "00", fields[9] != "lo" {
            return true
          }
        }
      }
    }
    return isComplete ? false : nil
  }

  @Sendable static func resolve(_ host: String) -> [String] {
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var result: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, nil, &hints, &result) == 0, let first = result else { return [] }
    defer { freeaddrinfo(result) }
    var addresses: [String] = []
    var cursor: UnsafeMutablePointer<addrinfo>? = first
    while let entry = cursor {
      var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      if getnameinfo(
        entry.pointee.ai_addr, entry.pointee.ai_addrlen, &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST) == 0
      {
        addresses.append(
          String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self))
      }
      cursor = entry.pointee.ai_next
    }
    return addresses
  }

  /// Opens a TCP connection to `address` (numeric, as `resolve` gives it) on `port` and closes it.
  @Sendable static func connect(_ address: String, _ port: Int, _ timeout: Duration) -> ReachabilityFailure? {
    let host = address
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV
    var result: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &result) == 0, let first = result else {
      return .cannotResolveHost(host)
    }
    defer { freeaddrinfo(result) }
    let socketFD = socket(first.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    guard socketFD >= 0 else { return .connectionRefused(host) }
    defer { close(socketFD) }
    if Glibc.connect(socketFD, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 { return nil }
    guard errno == EINPROGRESS else { return .connectionRefused(host) }
    var poller = pollfd(fd: socketFD, events: Int16(POLLOUT), revents: 0)
    let deadline = ContinuousClock.now + timeout
    var ready: Int32 = 0
    repeat {
      // A signal (SIGCHLD, say) interrupts poll: wait again for what is left of the timeout.
      let left = deadline - ContinuousClock.now
      let milliseconds = max(
        0, Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
      ready = poll(&poller, 1, milliseconds)
    } while ready < 0 && errno == EINTR && ContinuousClock.now < deadline
    guard ready == 1 else { return .timedOut(host) }
    var socketError: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    getsockopt(socketFD, SOL_SOCKET, SO_ERROR, &socketError, &length)
    return socketError == 0 ? nil : .connectionRefused(host)
  }
}
