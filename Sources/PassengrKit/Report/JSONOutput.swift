import Foundation

/// Encodes Passengr's JSON documents: sorted keys, ISO 8601 dates, nulls kept.
enum JSONOutput {
  /// A top-level value beside "passes".
  enum Extra: Encodable, Sendable {
    case text(String)
    case number(Int)
    case counts([String: Int])

    func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let text): try container.encode(text)
      case .number(let number): try container.encode(number)
      case .counts(let counts): try container.encode(counts)
      }
    }
  }

  /// `{"schema": schema, "generatedAt": ..., <extra>, "passes": [...]}` as pretty-printed text.
  static func document(schema: String, generatedAt: Date, extra: [String: Extra] = [:], rows: [StatusRow]) throws -> String {
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
    return try encode(Document(schema: schema, generatedAt: generatedAt, extra: extra, passes: rows.map(JSONPass.init(row:))))
  }

  /// Any value as Passengr JSON text.
  static func encode<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
