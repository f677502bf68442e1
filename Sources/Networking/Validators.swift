/// What a server gave us to ask "has it changed?" next time.
public struct Validators: Codable, Equatable, Sendable {
  /// The `ETag` header.
  public var etag: String?
  /// The `Last-Modified` header.
  public var lastModified: String?

  /// Creates validators; nil when there are none.
  public init?(etag: String?, lastModified: String?) {
    guard etag != nil || lastModified != nil else { return nil }
    self.etag = etag
    self.lastModified = lastModified
  }
}
