import Foundation

/// A GET (or HEAD) request as Passengr makes them.
public struct HTTPRequest: Equatable, Sendable {
  /// The URL; only http and https are fetched.
  public var url: URL
  /// `GET` unless told otherwise.
  public var method: String
  /// Extra header fields; the client adds `User-Agent` and the validators of the last answer.
  public var headers: [String: String]

  /// Creates a request for `url`.
  public init(url: URL, method: String = "GET", headers: [String: String] = [:]) {
    self.url = url
    self.method = method
    self.headers = headers
  }
}
