import FoundationEssentials

/// A complete HTTP response: status, headers, body, where it came from and how long it took.
public struct HTTPResponse: Equatable, Sendable {
  /// The status code.
  public var status: Int
  /// Header fields, names lowercased.
  public var headers: [String: String]
  /// The body, already decoded from any `Content-Encoding`.
  public var body: Data
  /// The URL after redirects.
  public var url: URL
  /// Time from sending the request to the end of the body, for the successful attempt.
  public var duration: Duration
  /// How many attempts it took (1 when no retry was needed).
  public var attempts: Int = 1

  /// Creates a response.
  public init(status: Int, headers: [String: String], body: Data, url: URL, duration: Duration) {
    self.status = status
    self.headers = headers
    self.body = body
    self.url = url
    self.duration = duration
  }

  /// True for a 304: the resource is unchanged since the validators sent.
  public var isNotModified: Bool { status == 304 }

  /// The validators to send next time.
  public var validators: Validators? {
    Validators(etag: headers["etag"], lastModified: headers["last-modified"])
  }

  /// The charset parameter of `Content-Type`, if any.
  public var charset: String? {
    guard let contentType = headers["content-type"] else { return nil }
    for parameter in contentType.split(separator: ";").dropFirst() {
      let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
      if pair.count == 2, pair[0].lowercased() == "charset" {
        return pair[1].trimmingScalars(where: { $0 == "\"" || $0 == "'" })
      }
    }
    return nil
  }
}
