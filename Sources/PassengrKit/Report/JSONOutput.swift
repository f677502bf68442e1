import FoundationEssentials

/// Encodes Passengr's JSON documents with Foundation's `JSONEncoder`: sorted keys, slashes
/// unescaped, ISO 8601 dates in UTC to the second, absent values written as `null` (every
/// document's `encode(to:)` encodes its optionals explicitly).
enum JSONOutput {
  /// A top-level value beside "passes".
  enum Extra: Encodable, Sendable {
    case text(String)
    case number(Int)
    case counts([String: Int])
    case agencies([AgencyHealth])

    func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let text): try container.encode(text)
      case .number(let number): try container.encode(number)
      case .counts(let counts): try container.encode(counts)
      case .agencies(let agencies): try container.encode(agencies.map(JSONAgency.init))
      }
    }
  }

  /// `{"schema": schema, "generatedAt": ..., <extra>, "passes": [...]}` as text laid out as `layout` says.
  static func document(
    schema: String, generatedAt: Date, extra: [String: Extra] = [:], rows: [StatusRow],
    layout: JSONLayout = JSONLayout()
  ) throws -> String {
    struct Document: Encodable {
      var schema: String
      var generatedAt: Date
      var extra: [String: Extra]
      var passes: [JSONPass]

      struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
      }

      func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(schema, forKey: Key(stringValue: "schema"))
        try container.encode(generatedAt, forKey: Key(stringValue: "generatedAt"))
        for (key, value) in extra { try container.encode(value, forKey: Key(stringValue: key)) }
        try container.encode(passes, forKey: Key(stringValue: "passes"))
      }
    }
    return try encode(
      Document(
        schema: schema, generatedAt: generatedAt, extra: extra, passes: rows.map { JSONPass(row: $0, layout: layout) }),
      pretty: layout.isPretty)
  }

  /// One agency's health: `{id, name, attribution, source, consecutiveFailures, sources, key, healthy}`.
  struct JSONAgency: Encodable {
    var health: AgencyHealth

    enum CodingKeys: String, CodingKey {
      case id, name, attribution, source, consecutiveFailures, sources, key, healthy
    }

    func encode(to encoder: Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(health.agency, forKey: .id)
      try container.encode(health.name, forKey: .name)
      try container.encode(health.attribution, forKey: .attribution)
      try container.encode(health.source.rawValue, forKey: .source)
      try container.encode(health.consecutiveFailures, forKey: .consecutiveFailures)
      try container.encode(health.sources, forKey: .sources)
      try container.encode(health.key.rawValue, forKey: .key)
      try container.encode(health.isHealthy, forKey: .healthy)
    }
  }

  /// Any value as Passengr JSON text, indented or on one line.
  static func encode<T: Encodable>(_ value: T, pretty: Bool = false) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
    // What `.iso8601` writes, without the calendar and time zone Foundation sets up for it on
    // first use (a third of what writing a read page as JSON spent after reading it).
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(ISO8601Time.text(date) ?? date.formatted(.iso8601))
    }
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
