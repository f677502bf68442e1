import Foundation

/// Answers "can we reach this host now?" before a refresh, naming the first check that failed.
///
/// Linux has no SystemConfiguration, so the checks are done by hand, cheapest first: an up,
/// non-loopback interface with an address; a default route; the name resolves; a TCP connection
/// to the port opens. Loopback hosts are always reachable.
public struct Reachability: Sendable {
  /// The checks, injectable so tests can fail each one.
  public struct Probes: Sendable {
    /// Whether an up, non-loopback interface has an address.
    public var hasInterface: @Sendable () -> Bool
    /// Whether a default route exists.
    public var hasDefaultRoute: @Sendable () -> Bool
    /// Resolves a host to printable addresses; empty when it does not resolve. Blocking.
    public var resolve: @Sendable (_ host: String) -> [String]
    /// Tries a TCP connection; returns nil on success or the failure. Blocking, bounded by `timeout`.
    public var connect: @Sendable (_ host: String, _ port: Int, _ timeout: Duration) -> ReachabilityFailure?

    /// Creates probes from closures.
    public init(
      hasInterface: @escaping @Sendable () -> Bool,
      hasDefaultRoute: @escaping @Sendable () -> Bool,
      resolve: @escaping @Sendable (String) -> [String],
      connect: @escaping @Sendable (String, Int, Duration) -> ReachabilityFailure?
    ) {
      self.hasInterface = hasInterface
      self.hasDefaultRoute = hasDefaultRoute
      self.resolve = resolve
      self.connect = connect
    }

    /// The real checks against this machine.
    public static let system = Probes(
      hasInterface: SystemProbes.hasInterface,
      hasDefaultRoute: SystemProbes.hasDefaultRoute,
      resolve: SystemProbes.resolve,
      connect: SystemProbes.connect
    )
  }

  private let probes: Probes
  private let deadline: Duration

  /// Creates a checker; resolving and connecting each get at most `deadline`.
  public init(probes: Probes = .system, deadline: Duration = .seconds(3)) {
    self.probes = probes
    self.deadline = deadline
  }

  /// Checks `url`'s host and port; nil means reachable.
  public func check(_ url: URL) async -> ReachabilityFailure? {
    guard let host = url.host else { return .cannotResolveHost(url.absoluteString) }
    let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    return await check(host: host, port: port)
  }

  /// Checks `host` on `port`; nil means reachable.
  public func check(host: String, port: Int) async -> ReachabilityFailure? {
    if Self.isLoopback(host) { return nil }
    guard probes.hasInterface() else { return .noNetworkInterface }
    guard probes.hasDefaultRoute() else { return .noRoute }
    let probes = self.probes
    let deadline = self.deadline
    guard let addresses = await Self.blocking(within: deadline, { probes.resolve(host) }) else { return .timedOut(host) }
    guard !addresses.isEmpty else { return .cannotResolveHost(host) }
    guard let failure = await Self.blocking(within: deadline + .milliseconds(500), { probes.connect(host, port, deadline) }) else {
      return .timedOut(host)
    }
    return failure
  }

  /// Runs a blocking probe (getaddrinfo, poll) on a thread of its own rather than on a GCD worker
  /// shared with the Swift concurrency runtime, so a hung resolver costs one thread; nil when it
  /// takes longer than `limit`.
  private static func blocking<T: Sendable>(within limit: Duration, _ probe: @escaping @Sendable () -> T) async -> T? {
    try? await Future<T> { complete in
      Thread.detachNewThread { complete(.success(probe())) }
    }.timeout(limit).value
  }

  /// `localhost`, 127.0.0.0/8 and ::1.
  public static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
    return bare == "localhost" || bare.hasSuffix(".localhost") || bare == "::1" || bare.hasPrefix("127.")
  }
}
