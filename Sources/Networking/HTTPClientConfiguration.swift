/// Timeouts, retries and limits for `HTTPClient`; the defaults suit polling WSDOT.
public struct HTTPClientConfiguration: Equatable, Sendable {
  /// Sent as `User-Agent`; WSDOT asks that clients name themselves.
  public var userAgent: String = "passengr"
  /// How long one attempt may take, from sending the request to the last body byte.
  public var timeout: Duration = .seconds(15)
  /// How long a request may take in all, retries and their waits included.
  public var deadline: Duration = .seconds(45)
  /// How many requests run at once; the rest wait their turn.
  public var maxConcurrentRequests: Int = 6
  /// Retries after the first attempt, for connection errors, timeouts, 429 and 5xx.
  public var maxRetries: Int = 2
  /// The first retry waits about this long; each later one twice as long, with jitter.
  public var retryBaseDelay: Duration = .milliseconds(500)
  /// No wait between attempts is longer than this, `Retry-After` included.
  public var maxRetryDelay: Duration = .seconds(20)
  /// Bodies larger than this fail with `NetworkError.tooLarge`.
  public var maxBodyBytes: Int = 5 << 20
  /// Redirects followed before `NetworkError.tooManyRedirects`.
  public var maxRedirects: Int = 5

  /// The defaults.
  public init() {}
}
