import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Networking

/// A host's pace holds for every request to it: its minimum interval and its last `Retry-After`.
@Suite(.hangGuard) struct HostPacingTests {
  @Test func aRetryAfterHoldsBackTheNextRequestToTheSameHost() async throws {
    let server = try TestHTTPServer { _ in .init(status: 429, text: "slow down", headers: ["Retry-After": "3600"]) }
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.maxRetries = 0
    // Shorter than the 20 s the host is held (its hour capped at maxRetryDelay): the next request fails at once.
    configuration.deadline = .seconds(15)
    let client = HTTPClient(configuration: configuration)
    await #expect(throws: NetworkError.badStatus(429, url: server.url("/a").absoluteString)) {
      _ = try await client.response(for: HTTPRequest(url: server.url("/a")))
    }
    // Another address on the same host is not asked before the host said it may be.
    await #expect(throws: NetworkError.self) { _ = try await client.response(for: HTTPRequest(url: server.url("/b"))) }
    #expect(server.requests.map(\.path) == ["/a"])
  }

  @Test func aMinimumIntervalSpacesRequestsToOneHost() async throws {
    let server = try TestHTTPServer { _ in .init(text: "ok") }
    defer { server.stop() }
    var configuration = HTTPClientConfiguration()
    configuration.deadline = .seconds(15)
    let client = HTTPClient(configuration: configuration)
    let paced = { (path: String) in HTTPRequest(url: server.url(path), minimumInterval: .seconds(3600)) }
    _ = try await client.response(for: paced("/first"))
    // The next turn at this host is an hour away: past the deadline, so it is never sent.
    await #expect(throws: NetworkError.self) { _ = try await client.response(for: paced("/second")) }
    #expect(server.requests.map(\.path) == ["/first"])
    // Unpaced requests and other hosts are not held up by it.
    _ = try await client.response(for: HTTPRequest(url: server.url("/third")))
    #expect(server.requests.map(\.path) == ["/first", "/third"])
  }

  @Test func aPrivateHeaderIsNotCarriedToAnotherHostByARedirect() async throws {
    let other = try TestHTTPServer { _ in .init(text: "elsewhere") }
    defer { other.stop() }
    let origin = try TestHTTPServer { request in
      request.path == "/go"
        ? .init(status: 302, text: "", headers: ["Location": other.url("/landing").absoluteString]) : .init(text: "ok")
    }
    defer { origin.stop() }
    let client = HTTPClient.patient()
    let request = HTTPRequest(
      url: origin.url("/go"), headers: ["X-Key": "secret", "X-Plain": "p"], privateHeaders: ["X-Key"])
    _ = try await client.response(for: request)
    #expect(origin.requests.first?.headers["x-key"] == "secret")
    #expect(other.requests.first?.headers["x-key"] == nil)
    #expect(other.requests.first?.headers["x-plain"] == "p")
  }
}
