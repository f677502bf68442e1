import FoundationEssentials

/// A GET request as Passengr makes them (it only ever reads).
public struct HTTPRequest: Equatable, Sendable {
  /// The URL; only http and https are fetched.
  public var url: URL
  /// Extra header fields; the client adds `User-Agent` and the validators of the last answer.
  public var headers: [String: String]
  /// Names of `headers` that carry a secret (an API key): they go to the request's own host only,
  /// never to another host a redirect points at.
  public var privateHeaders: Set<String>
  /// Names of query items that carry a secret (an API key): they go to the request's own scheme,
  /// host and port only; a redirect elsewhere is followed without them.
  public var privateQueryItems: Set<String>
  /// The least time between the starts of two requests to this host (an agency's rate limit);
  /// nil for none.
  public var minimumInterval: Duration?
  /// Whether an answer with an error status (after any retries) is returned rather than thrown as
  /// `NetworkError.badStatus`: for an API whose error bodies say what went wrong (problem+json).
  public var returnsErrorAnswers: Bool
  /// How many requests may start at this host within a sliding period (an agency's documented
  /// throttle); nil for no such limit. Requests past it wait their turn.
  public var window: RequestWindow?

  /// Creates a request for `url`.
  public init(
    url: URL, headers: [String: String] = [:], privateHeaders: Set<String> = [], privateQueryItems: Set<String> = [],
    minimumInterval: Duration? = nil, window: RequestWindow? = nil, returnsErrorAnswers: Bool = false
  ) {
    self.returnsErrorAnswers = returnsErrorAnswers
    self.url = url
    self.headers = headers
    self.privateHeaders = privateHeaders
    self.privateQueryItems = privateQueryItems
    self.minimumInterval = minimumInterval
    self.window = window
  }
}
