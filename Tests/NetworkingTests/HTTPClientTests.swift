import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Networking

/// One test at a time: several measure time, and others open twenty connections at once.
@Suite(.serialized, .hangGuard) struct HTTPClientTests {
  func client(_ adjust: (inout HTTPClientConfiguration) -> Void = { _ in }) -> HTTPClient {
    var configuration = HTTPClientConfiguration()
    configuration.userAgent = "passengr/test"
    configuration.retryBaseDelay = .milliseconds(50)
    adjust(&configuration)
    return HTTPClient(configuration: configuration)
  }

  func capture<T>(_ body: () async throws -> T) async -> Result<T, Error> {
    do { return .success(try await body()) } catch { return .failure(error) }
  }

  func elapsed<T>(_ body: () async throws -> T) async rethrows -> (T, Duration) {
    let start = ContinuousClock.now
    let value = try await body()
    return (value, ContinuousClock.now - start)
  }

  @Test func okResponseCarriesStatusHeadersBodyURLAndTiming() async throws {
    let server = try TestHTTPServer { _ in
      .init(text: "{\"ok\":true}", headers: ["Content-Type": "application/json; charset=utf-8"])
    }
    let client = client()
    // The first request of a test process sometimes loses its first attempt inside
    // FoundationNetworking while other suites open their sessions (it never reaches the server, and
    // the client's retry absorbs it); warm up so `attempts` counts this request alone.
    _ = try? await client.response(for: HTTPRequest(url: server.url("/warm-up")))
    let response = try await client.response(for: HTTPRequest(url: server.url("/mobile/feed.json?x=1")))
    #expect(response.status == 200)
    #expect(response.body == Data("{\"ok\":true}".utf8))
    #expect(response.headers["content-type"] == "application/json; charset=utf-8")
    #expect(response.charset == "utf-8")
    #expect(response.url == server.url("/mobile/feed.json?x=1"))
    #expect(response.duration > .zero)
    #expect(response.attempts == 1)
    #expect(server.requests.last?.headers["user-agent"] == "passengr/test")
  }

  @Test func validatorsMakeTheNextRequestConditional() async throws {
    let server = try TestHTTPServer { request in
      if request.headers["if-none-match"] == "\"v1\"" { return .init(status: 304) }
      return .init(text: "body", headers: ["ETag": "\"v1\"", "Last-Modified": "Fri, 10 Jan 2025 20:45:00 GMT"])
    }
    let client = client()
    let first = try await client.response(for: HTTPRequest(url: server.url("/feed")))
    #expect(first.validators?.etag == "\"v1\"")
    let second = try await client.response(for: HTTPRequest(url: server.url("/feed")))
    #expect(second.isNotModified)
    #expect(second.body.isEmpty)
    #expect(server.requests.last?.headers["if-modified-since"] == "Fri, 10 Jan 2025 20:45:00 GMT")
  }

  @Test func notFoundFailsAtOnceWithoutRetry() async throws {
    let server = try TestHTTPServer { _ in .init(status: 404, text: "missing") }
    await #expect(throws: NetworkError.badStatus(404, url: server.url("/x").absoluteString)) {
      try await client().response(for: HTTPRequest(url: server.url("/x")))
    }
    #expect(server.requests.count == 1)
  }

  @Test func serverErrorIsRetriedUntilItSucceeds() async throws {
    let count = Mutex(0)
    let server = try TestHTTPServer { _ in
      count.withLock {
        $0 += 1
        return $0
      } == 1 ? .init(status: 500, text: "oops") : .init(text: "fine")
    }
    let response = try await client().response(for: HTTPRequest(url: server.url("/")))
    #expect(response.body == Data("fine".utf8))
    #expect(response.attempts == 2)
    #expect(server.requests.count == 2)
  }

  @Test func persistentServerErrorGivesUpAfterMaxRetries() async throws {
    let server = try TestHTTPServer { _ in .init(status: 503, text: "down") }
    await #expect(throws: NetworkError.badStatus(503, url: server.url("/").absoluteString)) {
      try await client().response(for: HTTPRequest(url: server.url("/")))
    }
    #expect(server.requests.count == 3)
  }

  @Test func tooManyRequestsHonoursRetryAfter() async throws {
    let count = Mutex(0)
    let server = try TestHTTPServer { _ in
      count.withLock {
        $0 += 1
        return $0
      } == 1
        ? .init(status: 429, text: "slow down", headers: ["Retry-After": "1"]) : .init(text: "ok")
    }
    let (response, time) = try await elapsed { try await client().response(for: HTTPRequest(url: server.url("/"))) }
    #expect(response.status == 200)
    #expect(time >= .seconds(1))
  }

  /// The client gives up at the configured timeout and never before it. How late it may fire is
  /// not checked: a loaded machine delays any timer, and a test whose outcome depends on that
  /// flakes; a timeout that never fires ends at the suite's hang guard.
  @Test func silentServerTimesOutAtTheConfiguredTimeout() async throws {
    let server = try TestHTTPServer { _ in .init(delivery: .hang) }
    let client = client {
      $0.timeout = .seconds(1)
      $0.maxRetries = 0
    }
    let (result, time) = await Timing.measure(expected: .seconds(1)) {
      await capture { try await client.response(for: HTTPRequest(url: server.url("/hang"))) }
    }
    #expect(throws: NetworkError.timedOut(server.url("/hang").absoluteString, seconds: 1)) { try result.get() }
    #expect(time.elapsed >= .milliseconds(900), "fired early: \(time.elapsed)")
    server.stop()
  }

  @Test func refusedConnectionIsAConnectionError() async throws {
    let server = try TestHTTPServer { _ in .init() }
    let url = server.url("/")
    server.stop()
    await #expect(throws: NetworkError.connectionRefused("127.0.0.1")) {
      try await client { $0.maxRetries = 0 }.response(for: HTTPRequest(url: url))
    }
  }

  @Test func connectionClosedMidBodyIsATransientError() async throws {
    let server = try TestHTTPServer { _ in
      .init(body: Data(repeating: 65, count: 10_000), delivery: .closeAfter(bytes: 100))
    }
    do {
      _ = try await client { $0.maxRetries = 0 }.response(for: HTTPRequest(url: server.url("/")))
      Issue.record("a truncated body must not pass as a response")
    } catch let error as NetworkError {
      #expect(error.isTransient, "\(error)")
    }
  }

  @Test func bodyTrickledPastTheTimeoutTimesOut() async throws {
    let server = try TestHTTPServer { _ in
      .init(body: Data(repeating: 66, count: 100), delivery: .trickle(chunkSize: 1, interval: .seconds(3)))
    }
    let client = client {
      $0.timeout = .milliseconds(800)
      $0.maxRetries = 0
    }
    let (result, time) = await Timing.measure(expected: .milliseconds(800)) {
      await capture { try await client.response(for: HTTPRequest(url: server.url("/"))) }
    }
    // The whole body would take 300 s to arrive: the timeout, not the body's end, ended the request
    // (a body that arrived whole would be a response). The bound is against a hang only.
    #expect(throws: NetworkError.timedOut(server.url("/").absoluteString, seconds: 0.8)) { try result.get() }
    #expect(time.excess < .seconds(200), "took \(time.elapsed), reference \(time.reference)")
  }

  @Test func overallDeadlineBoundsRetries() async throws {
    let server = try TestHTTPServer { _ in .init(delivery: .hang) }
    let client = client {
      $0.timeout = .milliseconds(400)
      $0.deadline = .milliseconds(700)
      $0.maxRetries = 12
    }
    let (result, time) = await Timing.measure(expected: .milliseconds(700)) {
      await capture { try await client.response(for: HTTPRequest(url: server.url("/"))) }
    }
    #expect(throws: NetworkError.self) { try result.get() }
    // Thirteen attempts if the deadline did not bound them; 400 ms each leave room for two in
    // 700 ms, however slow the machine (no attempt is shorter; the second ends at the deadline).
    #expect(server.requests.count <= 2, "\(server.requests.count) attempts")
    // The count above is the check; this is only a bound against a hang.
    #expect(time.excess < .seconds(300), "took \(time.elapsed), reference \(time.reference)")
    server.stop()
  }

  @Test(arguments: [false, true])
  func oversizedBodyFailsWithTooLarge(omitContentLength: Bool) async throws {
    let server = try TestHTTPServer { _ in
      .init(body: Data(repeating: 67, count: 6 << 20), omitContentLength: omitContentLength)
    }
    await #expect(throws: NetworkError.tooLarge(url: server.url("/big").absoluteString, limit: 5 << 20)) {
      try await client().response(for: HTTPRequest(url: server.url("/big")))
    }
  }

  @Test func redirectLoopStopsAtTheLimit() async throws {
    let server = try TestHTTPServer { request in
      .init(status: 302, headers: ["Location": request.path == "/a" ? "/b" : "/a"])
    }
    await #expect(throws: NetworkError.tooManyRedirects(url: server.url("/a").absoluteString, limit: 5)) {
      try await client().response(for: HTTPRequest(url: server.url("/a")))
    }
    #expect(server.requests.count == 6)
  }

  @Test func redirectIsFollowedToTheFinalURL() async throws {
    let server = try TestHTTPServer { request in
      request.path == "/old" ? .init(status: 301, headers: ["Location": "/new"]) : .init(text: "here")
    }
    let response = try await client().response(for: HTTPRequest(url: server.url("/old")))
    #expect(response.url == server.url("/new"))
    #expect(response.body == Data("here".utf8))
  }

  @Test func redirectToALocalFileIsRefused() async throws {
    let server = try TestHTTPServer { _ in .init(status: 302, headers: ["Location": "file:///etc/passwd"]) }
    await #expect(throws: NetworkError.redirectRefused(to: "file:///etc/passwd")) {
      try await client().response(for: HTTPRequest(url: server.url("/")))
    }
  }

  @Test(arguments: ["file:///etc/passwd", "ftp://example.org/x", "data:text/plain,hi"])
  func nonHTTPURLsAreRefused(url: String) async throws {
    let target = try #require(URL(string: url))
    await #expect(throws: NetworkError.invalidURL(url)) { try await client().response(for: HTTPRequest(url: target)) }
  }

  @Test func gzipEncodedBodyArrivesDecoded() async throws {
    let gzipped = try Fixtures.data("cases/http/conditions.json.gz")
    let server = try TestHTTPServer { _ in
      .init(headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"], body: gzipped)
    }
    let response = try await client().response(for: HTTPRequest(url: server.url("/mobile/MountainPassConditions.json")))
    let text = String(decoding: response.body, as: UTF8.self)
    #expect(text.hasPrefix("{\"GetMountainPassConditionsResult\""))
    #expect(response.body.count > gzipped.count)
  }

  @Test func manyPagesAreFetchedConcurrentlyWithinTheBound() async throws {
    // Each answer waits a second, so the requests overlap however slowly a loaded machine starts them.
    let server = try TestHTTPServer { _ in .init(text: "page", headers: [:]).delayed(.seconds(1)) }
    let requests = (0..<20).map { HTTPRequest(url: server.url("/page/\($0)")) }
    let client = client()
    let (results, measured) = await Timing.measure(expected: .seconds(4)) {
      await withTaskGroup(of: Result<HTTPResponse, Error>.self) { group in
        for request in requests {
          group.addTask {
            do { return .success(try await client.response(for: request)) } catch { return .failure(error) }
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
    }
    let time = measured.elapsed
    #expect(results.allSatisfy { (try? $0.get().status) == 200 })
    #expect(server.peakConcurrency <= 6)
    #expect(server.peakConcurrency >= 4)
    // The peak above is the check (at most 6 at once, and more than one); the time is not, since a
    // loaded machine stretches it as it likes.
    print("concurrency: 20 pages x 1 s, limit 6: \(time), peak \(server.peakConcurrency) at once")
  }

  @Test func cancellingTheCallerCancelsTheRequest() async throws {
    let server = try TestHTTPServer { _ in .init(delivery: .hang) }
    let client = client { $0.timeout = .seconds(600) }
    let task = Task { try await client.response(for: HTTPRequest(url: server.url("/"))) }
    try await server.waitForRequests(1)
    let (_, time) = await Timing.measure(expected: .zero) {
      task.cancel()
      await #expect(throws: NetworkError.cancelled) { try await task.value }
    }
    // The request would otherwise run to its 600 s timeout; the bound is against that only.
    #expect(time.excess < .seconds(300))
    server.stop()
  }
}

extension TestHTTPServer.Response {
  func delayed(_ delay: Duration) -> Self {
    var copy = self
    copy.delay = delay
    return copy
  }
}
