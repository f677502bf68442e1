import FoundationEssentials

/// Answers "can we reach this host now?", naming the first check that failed: what a refresh says
/// when a fetch could not connect ("no route", "cannot resolve …"). It never stops a fetch on its
/// own word: a check that cannot tell (a hardened service that hides /proc/net/route) passes.
///
/// Linux has no SystemConfiguration, so the checks are done by hand, cheapest first: an up,
/// non-loopback interface with an address; a default route; the name resolves; a TCP connection
/// opens to the port on one of its addresses (each is tried in turn). Loopback hosts are always
/// reachable.
public struct Reachability: Sendable {
  /// The checks, injectable so tests can fail each one.
  public struct Probes: Sendable {
    /// Whether an up, non-loopback interface has an address.
    public var hasInterface: @Sendable () -> Bool
    /// Whether a default route exists; nil when that cannot be told (the route tables are hidden).
    public var hasDefaultRoute: @Sendable () -> Bool?
    /// Resolves a host to printable addresses; empty when it does not resolve. Blocking.
    public var resolve: @Sendable (_ host: String) -> [String]
    /// Tries a TCP connection to one numeric address; returns nil on success or the failure.
    /// Blocking, bounded by `timeout`.
    public var connect: @Sendable (_ address: String, _ port: Int, _ timeout: Duration) -> ReachabilityFailure?

    /// Creates probes from closures.
    public init(
      hasInterface: @escaping @Sendable () -> Bool,
      hasDefaultRoute: @escaping @Sendable () -> Bool?,
      resolve: @escaping @Sendable (String) -> [String],
      connect: @escaping @Sendable (String, Int, Duration) -> ReachabilityFailure?
    ) {
      self.hasInterface = hasInterface
      self.hasDefaultRoute = hasDefaultRoute
      self.resolve = resolve
      self.connect = connect
    }

    /// The real checks against this machine.
    public static let system = reading(routeTables: SystemProbes.routeTables)

    /// The real checks, reading the default route from `routeTables` (IPv4's, then IPv6's, in
    /// /proc/net's format): tests name files that cannot be read.
    public static func reading(routeTables: [String]) -> Probes {
      Probes(
        hasInterface: SystemProbes.hasInterface,
        hasDefaultRoute: { SystemProbes.hasDefaultRoute(in: routeTables) },
        resolve: SystemProbes.resolve,
        connect: SystemProbes.connect
      )
    }
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
    // nil: the route tables cannot be read, so there is no telling; the checks below still can.
    guard probes.hasDefaultRoute() != false else { return .noRoute }
    let probes = self.probes
    let deadline = self.deadline
    guard let addresses = await Self.blocking(within: deadline, { probes.resolve(host) }) else {
      return .timedOut(host)
    }
    guard !addresses.isEmpty else { return .cannotResolveHost(host) }
    // Every address in turn, as a client falls back from one to the next: one that answers will do.
    var failure = ReachabilityFailure.timedOut(host)
    for address in addresses {
      guard
        let result = await Self.blocking(
          within: deadline + .milliseconds(500), { probes.connect(address, port, deadline) })
      else {
        failure = .timedOut(host)
        continue
      }
      guard let result else { return nil }
      if case .connectionRefused = result { failure = .connectionRefused(host) } else { failure = .timedOut(host) }
    }
    return failure
  }

  /// Runs a blocking probe (getaddrinfo, poll) on a thread of its own rather than on a GCD worker
  /// shared with the Swift concurrency runtime, so a hung resolver costs one thread; nil when it
  /// takes longer than `limit`.
  private static func blocking<T: Sendable>(within limit: Duration, _ probe: @escaping @Sendable () -> T) async -> T? {
    try? await Future.onThread(probe).timeout(limit).value
  }

  /// `localhost`, 127.0.0.0/8 and ::1.
  public static func isLoopback(_ host: String) -> Bool {
    let bare = host.trimmingScalars(where: { $0 == "[" || $0 == "]" }).lowercased()
    return bare == "localhost" || bare.hasSuffix(".localhost") || bare == "::1" || bare.hasPrefix("127.")
  }
}
