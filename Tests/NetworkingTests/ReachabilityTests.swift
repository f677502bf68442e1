import Foundation
import Networking
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1))) struct ReachabilityTests {
  static func probes(
    interface: Bool = true, route: Bool = true, resolves: Bool = true, connect: ReachabilityFailure? = nil
  ) -> Reachability.Probes {
    Reachability.Probes(
      hasInterface: { interface }, hasDefaultRoute: { route },
      resolve: { _ in resolves ? ["192.0.2.1"] : [] }, connect: { _, _, _ in connect })
  }

  @Test func namesTheFirstCheckThatFailed() async {
    let host = "data.wsdot.wa.gov"
    #expect(await Reachability(probes: Self.probes(interface: false, route: false)).check(host: host, port: 443) == .noNetworkInterface)
    #expect(await Reachability(probes: Self.probes(route: false)).check(host: host, port: 443) == .noRoute)
    #expect(await Reachability(probes: Self.probes(resolves: false)).check(host: host, port: 443) == .cannotResolveHost(host))
    #expect(await Reachability(probes: Self.probes(connect: .connectionRefused(host))).check(host: host, port: 443) == .connectionRefused(host))
    #expect(await Reachability(probes: Self.probes()).check(host: host, port: 443) == nil)
    #expect(ReachabilityFailure.cannotResolveHost(host).description == "cannot resolve data.wsdot.wa.gov")
  }

  @Test func slowResolverTimesOut() async {
    let probes = Reachability.Probes(
      hasInterface: { true }, hasDefaultRoute: { true },
      resolve: { _ in Thread.sleep(forTimeInterval: 40); return ["192.0.2.1"] }, connect: { _, _, _ in nil })
    let (failure, time) = await Timing.measure(expected: .milliseconds(200)) {
      await Reachability(probes: probes, deadline: .milliseconds(200)).check(host: "slow.example", port: 80)
    }
    #expect(failure == .timedOut("slow.example"))
    // The resolver would take 40 s; a busy two-core machine may add seconds, never that many.
    #expect(time.excess < .seconds(15))
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
