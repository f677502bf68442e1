import Foundation
import Networking
import Synchronization
import TestSupport
import Testing

@testable import PassengrKit

/// A 304 is the body the loader has already: what it decoded to is reused, not decoded again.
@Suite(.hangGuard) struct NotModifiedDecodeTests {
  /// The page's version, which a test changes.
  final class Version: Sendable {
    let current = Mutex("v1")
  }

  /// A server whose page carries ETag `version` and answers 304 to a client that has it.
  func server(version: Version) throws -> TestHTTPServer {
    try TestHTTPServer { request in
      let tag = "\"\(version.current.withLock { $0 })\""
      if request.headers["if-none-match"] == tag { return .init(status: 304) }
      return .init(text: "page \(tag)", headers: ["ETag": tag])
    }
  }

  @Test func a304DoesNotRunTheDecoderAgain() async throws {
    let version = Version()
    let server = try server(version: version)
    let loader = ResourceLoader(client: HTTPClient())
    let decodes = Mutex(0)
    let decode: @Sendable (ResourceLoader.Resource) async throws -> String = { resource in
      decodes.withLock { $0 += 1 }
      return String(decoding: resource.data, as: UTF8.self).uppercased()
    }
    let url = server.url("/page")
    #expect(try await loader.decoded(url, decode) == "PAGE \"V1\"")
    #expect(try await loader.decoded(url, decode) == "PAGE \"V1\"")
    #expect(try await loader.decoded(url, decode) == "PAGE \"V1\"")
    #expect(server.requests.count == 3)
    #expect(
      server.requests.dropFirst().allSatisfy { $0.headers["if-none-match"] == "\"v1\"" },
      "the later requests were conditional")
    #expect(decodes.withLock { $0 } == 1, "a 304 ran the decoder again")
    // A new body is decoded, once.
    version.current.withLock { $0 = "v2" }
    #expect(try await loader.decoded(url, decode) == "PAGE \"V2\"")
    #expect(try await loader.decoded(url, decode) == "PAGE \"V2\"")
    #expect(decodes.withLock { $0 } == 2)
  }

  /// A failed decode keeps nothing: the next 304 decodes the body again (and fails again).
  @Test func aFailedDecodeIsNotKept() async throws {
    let server = try server(version: Version())
    let loader = ResourceLoader(client: HTTPClient())
    let decodes = Mutex(0)
    struct Unreadable: Error {}
    for _ in 0..<2 {
      await #expect(throws: Unreadable.self) {
        _ = try await loader.decoded(server.url("/page")) { _ -> Int in
          decodes.withLock { $0 += 1 }
          throw Unreadable()
        }
      }
    }
    #expect(decodes.withLock { $0 } == 2)
  }

  /// The WSDOT feed answered 304: the records are reused, and the reports carry the new fetch
  /// time, so unchanged data is current, not stale.
  @Test func aFeedAnswered304IsFetchedNowNotThen() async throws {
    let feed = try Data(contentsOf: Fixtures.directory.appendingPathComponent("mobile/MountainPassConditions.json"))
    let server = try TestHTTPServer { request in
      if request.headers["if-none-match"] == "\"feed\"" { return .init(status: 304) }
      return .init(headers: ["ETag": "\"feed\"", "Content-Type": "application/json"], body: feed)
    }
    let now = Clock()
    let source = WSDOTFeedSource(
      loader: ResourceLoader(client: HTTPClient(), base: .remote(server.baseURL)), clock: { now.time.withLock { $0 } })
    let pass = try #require(PassCatalog.pass(id: 11))
    let first = try #require(try await source.conditions(for: [pass], progress: nil)[11]?.get())
    now.time.withLock { $0 = $0.addingTimeInterval(600) }
    let second = try #require(try await source.conditions(for: [pass], progress: nil)[11]?.get())
    #expect(server.requests.count == 2)
    #expect(server.requests.last?.headers["if-none-match"] == "\"feed\"", "the second answer was a 304")
    #expect(second.fetchedAt == first.fetchedAt.addingTimeInterval(600))
    #expect(second.restrictions == first.restrictions)
  }

  /// A clock a test moves.
  final class Clock: Sendable {
    let time = Mutex(Date(timeIntervalSince1970: 1_736_571_423))
  }
}
