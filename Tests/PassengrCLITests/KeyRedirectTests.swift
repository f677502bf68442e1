import Foundation
import TestSupport
import Testing

extension EndToEndSecondLane {
  /// WSDOT's access code travels in the query string; a redirect to another host or port must not
  /// carry it there.
  @Suite(.hangGuard) struct KeyRedirectTests {
    static let key = "WSDOT-redirect-KEY-canary"

    @Test func aRedirectToAnotherServerIsFollowedWithoutTheAccessCode() async throws {
      let sandbox = try Sandbox()
      let other = try TestHTTPServer(handler: Sandbox.fixtures(feed: nil))
      defer { other.stop() }
      sandbox.server.setHandler { request in
        let location = other.url(request.path).absoluteString + (request.query.map { "?\($0)" } ?? "")
        return .init(status: 302, text: "", headers: ["Location": location])
      }
      let output = try await sandbox.run(
        ["check", "white", "--source", "wsdot-api"], environment: ["WSDOT_ACCESS_CODE": Self.key])
      #expect(sandbox.server.requests.contains { $0.query?.contains("AccessCode=\(Self.key)") == true })
      #expect(!other.requests.isEmpty, "the redirect was followed")
      for request in other.requests {
        #expect(request.query?.contains(Self.key) != true, "\(request.path)?\(request.query ?? "")")
        #expect(!request.headers.values.contains { $0.contains(Self.key) })
      }
      #expect(!output.stdout.contains(Self.key) && !output.stderr.contains(Self.key))
    }
  }
}
