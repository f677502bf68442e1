import FoundationEssentials

/// Decodes WSDOT's JSON: the mobile feed and the API's JSON form.
enum FeedDecoder {
  private struct Envelope: Decodable {
    struct Result: Decodable {
      var passes: [Lossy<PassRecord>]?
      enum CodingKeys: String, CodingKey { case passes = "PassCondition" }
    }
    var result: Result?
    enum CodingKeys: String, CodingKey { case result = "GetMountainPassConditionsResult" }
  }

  /// The passes of the mobile feed, as reports fetched at `fetchedAt`.
  static func mobileFeed(_ data: Data, url: String, fetchedAt: Date) throws -> [PassReport] {
    try mobileFeedReports(mobileFeedRecords(data, url: url), url: url, fetchedAt: fetchedAt)
  }

  /// The records of the mobile feed, nil for one that could not be read at all: what does not
  /// depend on when it was fetched, so a 304 reuses it.
  static func mobileFeedRecords(_ data: Data, url: String) throws -> [PassRecord?] {
    let envelope = try decode(Envelope.self, from: data, source: SourceFormat.wsdotFeed.rawValue, url: url)
    return (envelope.result?.passes ?? []).map(\.value)
  }

  /// `records` as reports fetched at `fetchedAt`; none is an error.
  static func mobileFeedReports(_ records: [PassRecord?], url: String, fetchedAt: Date) throws -> [PassReport] {
    try reports(records, source: SourceFormat.wsdotFeed.rawValue, url: url, fetchedAt: fetchedAt)
  }

  static func apiJSON(_ data: Data, url: String, fetchedAt: Date) throws -> [PassReport] {
    let source = SourceFormat.wsdotAPI.rawValue
    let trimmed = data.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if trimmed.first == UInt8(ascii: "{") {
      let single = try decode(Lossy<PassRecord>.self, from: data, source: source, url: url)
      return try reports([single.value], source: source, url: url, fetchedAt: fetchedAt)
    }
    let records = try decode([Lossy<PassRecord>].self, from: data, source: source, url: url)
    return try reports(records.map(\.value), source: source, url: url, fetchedAt: fetchedAt)
  }

  /// `records` (nil: one that could not be read) as reports; a record that names no pass is
  /// attributed by name or makes the answer partial (`UnattributedRecords`). None that names a
  /// pass is an error.
  private static func reports(_ records: [PassRecord?], source: String, url: String, fetchedAt: Date) throws
    -> [PassReport]
  {
    let read = records.compactMap { $0?.report(fetchedAt: fetchedAt) }
    let settled = UnattributedRecords.settle(read, unreadable: records.count - read.count)
    // Not one record names a pass: this is no answer about passes at all.
    guard settled.contains(where: { $0.id != nil }) else { throw SourceError.noPassData(source: source, url: url) }
    return settled
  }

  private static func decode<T: Decodable>(_ type: T.Type, from data: Data, source: String, url: String) throws -> T {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      if let failure = JSONSyntaxLocator.firstError(in: Array(data)) {
        throw SourceError.malformed(source: source, url: url, location: failure.location, reason: failure.reason)
      }
      throw SourceError.malformed(
        source: source, url: url, location: codingPath(of: error), reason: reason(of: error))
    }
  }

  private static func codingPath(of error: DecodingError) -> String {
    let path: [CodingKey]
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
      .dataCorrupted(let context):
      path = context.codingPath
    @unknown default:
      path = []
    }
    let joined = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    return joined.isEmpty ? "the top level" : "$" + joined
  }

  private static func reason(of error: DecodingError) -> String {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
      .dataCorrupted(let context):
      return context.debugDescription
    @unknown default:
      return "\(error)"
    }
  }
}
