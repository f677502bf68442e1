import FoundationEssentials

/// Fetches pages and feeds: retries transient failures, makes conditional requests, bounds how
/// many requests run at once, and turns every failure into a `NetworkError`.
public final class HTTPClient: Sendable {
  /// The configuration in force.
  public let configuration: HTTPClientConfiguration
  private let transport: any HTTPTransport
  private let limiter: ConcurrencyLimiter
  private let validatorCache = ValidatorCache()
  private let pacing = HostPacing()

  /// Creates a client over `transport` (libcurl by default).
  public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration(), transport: (any HTTPTransport)? = nil)
  {
    self.configuration = configuration
    self.transport = transport ?? CurlTransport()
    limiter = ConcurrencyLimiter(limit: configuration.maxConcurrentRequests)
  }

  /// Fetches `request`. A 2xx or a 304 is returned; any other outcome throws `NetworkError`, but
  /// for a request that `returnsErrorAnswers`, whose last answer (after any retries) is returned
  /// whatever its status. A request's own `User-Agent` (an API that asks for a contact) stands.
  public func response(for request: HTTPRequest) async throws -> HTTPResponse {
    let url = request.url
    guard url.isWebAddress else { throw NetworkError.invalidURL(url.absoluteString) }
    var prepared = request
    if prepared.headers.keys.first(where: { $0.lowercased() == "user-agent" }) == nil {
      prepared.headers["User-Agent"] = configuration.userAgent
    }
    let validators = await validatorCache.validators(for: url)
    if let etag = validators?.etag { prepared.headers["If-None-Match"] = etag }
    if let lastModified = validators?.lastModified { prepared.headers["If-Modified-Since"] = lastModified }

    let started = ContinuousClock.now
    let expiry = started + configuration.deadline
    let expired = NetworkError.timedOut(url.absoluteString, seconds: configuration.deadline.seconds)
    var attempt = 0
    var errorAnswer: HTTPResponse?
    while true {
      attempt += 1
      if Task.isCancelled { throw NetworkError.cancelled }
      guard ContinuousClock.now < expiry else { throw expired }
      let failure: NetworkError
      var retryAfter: Duration?
      do {
        // A host's pace (its minimum interval, its window, its last Retry-After) holds across requests.
        try await pacing.takeTurn(
          at: url, interval: request.minimumInterval, window: request.window, until: expiry, expired: expired)
        var response = try await limiter.withPermit(until: expiry, expired: expired) {
          [transport, configuration, prepared] in
          // Measured after the permit: time queued behind other requests counts against the deadline.
          let remaining = ContinuousClock.now.duration(to: expiry)
          guard remaining > .zero else { throw expired }
          do {
            return try await transport.send(
              prepared, timeout: min(configuration.timeout, remaining),
              maxBodyBytes: configuration.maxBodyBytes, maxRedirects: configuration.maxRedirects)
          } catch NetworkError.timedOut where remaining < configuration.timeout {
            // The attempt had only what was left of the deadline: the deadline is what passed, said
            // as such (never "after 14.99 s"), whichever timer saw it first.
            throw expired
          }
        }
        response.attempts = attempt
        if (200...299).contains(response.status) {
          await validatorCache.store(response.validators, for: url)
          return response
        }
        if response.status == 304 { return response }
        failure = .badStatus(response.status, url: url.absoluteString)
        errorAnswer = response
        retryAfter = RetryAfter.delay(from: response.headers["retry-after"])
        if let retryAfter { await pacing.hold(url, for: min(retryAfter, configuration.maxRetryDelay)) }
      } catch let error as NetworkError {
        failure = error
      } catch is CancellationError {
        throw NetworkError.cancelled
      } catch {
        // Another transport's own error: every failure that leaves the client is a NetworkError.
        failure = .transport(url.absoluteString, reason: String(describing: error))
      }
      if failure == .cancelled { throw failure }
      guard failure.isTransient, attempt <= configuration.maxRetries,
        let wait = backoff(attempt: attempt, retryAfter: retryAfter),
        ContinuousClock.now - started + wait < configuration.deadline
      else {
        if request.returnsErrorAnswers, case .badStatus = failure, let errorAnswer { return errorAnswer }
        throw failure
      }
      do { try await Task.sleep(for: wait) } catch { throw NetworkError.cancelled }
    }
  }

  /// The wait before the next attempt: `Retry-After` when the server gave one (nil if it asks for
  /// longer than we allow), else exponential backoff with jitter.
  private func backoff(attempt: Int, retryAfter: Duration?) -> Duration? {
    if let retryAfter {
      return retryAfter <= configuration.maxRetryDelay ? retryAfter : nil
    }
    let exponential = configuration.retryBaseDelay * (1 << min(attempt - 1, 16))
    let capped = min(exponential, configuration.maxRetryDelay)
    return capped * Double.random(in: 0.5...1.0)
  }
}
