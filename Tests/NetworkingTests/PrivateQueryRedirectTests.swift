import Foundation
import TestSupport
import Testing

@testable import Networking

/// A key sent in the query string stays with the scheme, host and port it was meant for, as a
/// private header does: a redirect elsewhere is followed without it.
@Suite(.hangGuard) struct PrivateQueryRedirectTests {
  /// A server that sends every request on to `target`, keeping its path and query.
  static func redirecting(to target: TestHTTPServer) throws -> TestHTTPServer {
    try TestHTTPServer { request in
      let location = target.url(request.path).absoluteString + (request.query.map { "?\($0)" } ?? "")
      return .init(status: 302, text: "", headers: ["Location": location])
    }
  }

  @Test func aPrivateQueryItemIsNotCarriedToAnotherPortByARedirect() async throws {
    let other = try TestHTTPServer { _ in .init(text: "elsewhere") }
    defer { other.stop() }
    let origin = try Self.redirecting(to: other)
    defer { origin.stop() }
    let url = try #require(URL(string: origin.url("/feed").absoluteString + "?a=1&AccessCode=SECRET42&b=2"))
    let response = try await HTTPClient.patient().response(
      for: HTTPRequest(url: url, privateQueryItems: ["AccessCode"]))
    #expect(response.status == 200)
    #expect(origin.requests.first?.query == "a=1&AccessCode=SECRET42&b=2")
    #expect(other.requests.map(\.query) == ["a=1&b=2"])
    #expect(!response.url.absoluteString.contains("SECRET42"))
  }

  @Test func aPrivateQueryItemIsDroppedWhateverItsCaseOrEscaping() throws {
    let url = try #require(URL(string: "http://example.org/x?accesscode=S1&Access%43ode=S2&keep=AccessCode"))
    #expect(url.removingQueryItems(named: ["AccessCode"])?.absoluteString == "http://example.org/x?keep=AccessCode")
    let only = try #require(URL(string: "http://example.org/x?AccessCode=S1"))
    #expect(only.removingQueryItems(named: ["AccessCode"])?.absoluteString == "http://example.org/x")
  }

  @Test func aSameOriginRedirectKeepsTheQuery() async throws {
    let server = try TestHTTPServer { request in
      request.path == "/go"
        ? .init(status: 302, text: "", headers: ["Location": "/landing?\(request.query ?? "")"]) : .init(text: "ok")
    }
    defer { server.stop() }
    let url = try #require(URL(string: server.url("/go").absoluteString + "?AccessCode=SECRET42"))
    _ = try await HTTPClient.patient().response(for: HTTPRequest(url: url, privateQueryItems: ["AccessCode"]))
    // Every request (the first, the redirect's, and any retry the client makes of either) keeps it.
    #expect(server.requests.map(\.path).contains("/landing"))
    #expect(server.requests.count >= 2 && server.requests.allSatisfy { $0.query == "AccessCode=SECRET42" })
  }
}
