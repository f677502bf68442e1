/// The first check that failed when a host is not reachable.
public enum ReachabilityFailure: Error, Equatable, Sendable {
  /// No network interface is up with an address, loopback aside.
  case noNetworkInterface
  /// There is no default route.
  case noRoute
  /// The host name did not resolve.
  case cannotResolveHost(String)
  /// The host refused a TCP connection on the port.
  case connectionRefused(String)
  /// Resolving or connecting took longer than the deadline.
  case timedOut(String)

  /// A short phrase for messages such as "offline: cannot resolve data.wsdot.wa.gov".
  public var description: String {
    switch self {
    case .noNetworkInterface: return "no network interface"
    case .noRoute: return "no route"
    case .cannotResolveHost(let host): return "cannot resolve \(host)"
    case .connectionRefused(let host): return "connection refused by \(host)"
    case .timedOut(let host): return "timed out reaching \(host)"
    }
  }
}
