import Foundation
import TestSupport
import Testing

@testable import Networking

@Suite(.hangGuard) struct ReachabilityTests {
  static func probes(
    interface: Bool = true, route: Bool = true, resolves: Bool = true, connect: ReachabilityFailure? = nil
  ) -> Reachability.Probes {
    Reachability.Probes(
      hasInterface: { interface }, hasDefaultRoute: { route },
      resolve: { _ in resolves ? ["192.0.2.1"] : [] }, connect: { _, _, _ in connect })
  }

  @Test func namesTheFirstCheckThatFailed() async {
    let host = "data.wsdot.wa.gov"
    #expect(
      await Reachability(probes: Self.probes(interface: false, route: false)).check(host: host, port: 443)
        == .noNetworkInterface)
    #expect(await Reachability(probes: Self.probes(route: false)).check(host: host, port: 443) == .noRoute)
    #expect(
      await Reachability(probes: Self.probes(resolves: false)).check(host: host, port: 443) == .cannotResolveHost(host))
    #expect(
      await Reachability(probes: Self.probes(connect: .connectionRefused(host))).check(host: host, port: 443)
        == .connectionRefused(host))
    #expect(await Reachability(probes: Self.probes()).check(host: host, port: 443) == nil)
    #expect(ReachabilityFailure.cannotResolveHost(host).description == "cannot resolve data.wsdot.wa.gov")
  }

  @Test func slowResolverTimesOut() async {
    let probes = Reachability.Probes(
      hasInterface: { true }, hasDefaultRoute: { true },
      resolve: { _ in
        Thread.sleep(forTimeInterval: 600)
        return ["192.0.2.1"]
      }, connect: { _, _, _ in nil })
    let (failure, time) = await Timing.measure(expected: .milliseconds(200)) {
      await Reachability(probes: probes, deadline: .milliseconds(200)).check(host: "slow.example", port: 80)
    }
    #expect(failure == .timedOut("slow.example"))
    // The resolver would take 10 min; a busy two-core machine may stall the test for a minute, never that long.
    #expect(time.excess < .seconds(300))
  }

  @Test func loopbackIsAlwaysReachable() async {
    let failing = Self.probes(interface: false, route: false, resolves: false)
    for host in ["localhost", "127.0.0.1", "[::1]", "127.1.2.3"] {
      #expect(await Reachability(probes: failing).check(host: host, port: 1) == nil, "\(host)")
    }
    #expect(!Reachability.isLoopback("data.wsdot.wa.gov"))
  }

  @Test func realConnectProbeSeesAListenerAndAClosedPort() async throws {
    let server = try TestHTTPServer { _ in .init() }
    let connect = Reachability.Probes.system.connect
    #expect(connect("127.0.0.1", server.port, .seconds(1)) == nil)
    let port = server.port
    server.stop()
    #expect(connect("127.0.0.1", port, .seconds(1)) == .connectionRefused("127.0.0.1"))
  }

  @Test func realResolverAnswersForLocalhostAndNotForInvalidNames() {
    #expect(!Reachability.Probes.system.resolve("localhost").isEmpty)
    #expect(Reachability.Probes.system.resolve("no-such-host.invalid").isEmpty)
  }
}

/// The checks never stop a fetch on their own word: hidden route tables cannot tell, and every
/// address of a host is tried before it is called unreachable.
@Suite(.hangGuard) struct ReachabilityFallbackTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// A route table file holding `lines` after /proc/net/route's header.
  func table(_ name: String, _ lines: [String]) throws -> String {
    let url = directory.appendingPathComponent(name)
    let header = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT"
    try ([header] + lines).joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func aHiddenRouteTableCannotTellAndTheHostIsStillReached() async throws {
    let server = try TestHTTPServer { _ in .init() }
    defer { server.stop() }
    let hidden = [
      directory.appendingPathComponent("no-route").path, directory.appendingPathComponent("no-ipv6-route").path,
    ]
    var probes = Reachability.Probes.reading(routeTables: hidden)
    #expect(probes.hasDefaultRoute() == nil, "an unreadable table is no answer, not 'no route'")
    probes.hasInterface = { true }
    probes.resolve = { _ in ["127.0.0.1"] }
    #expect(
      await Reachability(probes: probes, deadline: .seconds(60)).check(host: "passes.example", port: server.port) == nil
    )
  }

  @Test func routeTablesSayYesNoOrCannotTell() throws {
    let withDefault = try table("route", ["eth0\t00000000\t0102A8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0"])
    let withoutDefault = try table("local", ["eth0\t0002A8C0\t00000000\t0001\t0\t0\t100\t00FFFFFF\t0\t0\t0"])
    let emptyIPv6 = directory.appendingPathComponent("ipv6").path
    try "".write(toFile: emptyIPv6, atomically: true, encoding: .utf8)
    let hidden = directory.appendingPathComponent("hidden").path
    #expect(SystemProbes.hasDefaultRoute(in: [withDefault, hidden]) == true)
    #expect(SystemProbes.hasDefaultRoute(in: [withoutDefault, emptyIPv6]) == false)
    #expect(SystemProbes.hasDefaultRoute(in: [withoutDefault, hidden]) == nil)
    #expect(SystemProbes.hasDefaultRoute(in: [hidden, hidden]) == nil)
  }

  /// The first address refuses (nothing listens on 127.0.0.2), the second answers: reachable.
  @Test func everyAddressIsTriedBeforeTheHostIsCalledUnreachable() async throws {
    let server = try TestHTTPServer { _ in .init() }
    var probes = Reachability.Probes.system
    probes.hasInterface = { true }
    probes.hasDefaultRoute = { true }
    probes.resolve = { _ in ["127.0.0.2", "127.0.0.1"] }
    #expect(
      await Reachability(probes: probes, deadline: .seconds(60)).check(host: "passes.example", port: server.port) == nil
    )
    let port = server.port
    server.stop()
    #expect(
      await Reachability(probes: probes, deadline: .seconds(60)).check(host: "passes.example", port: port)
        == .connectionRefused("passes.example"))
  }
}
