import Foundation

/// The stable JSON shape of one pass, shared by `status`, `refresh`, `list` and `parse`.
struct JSONPass: Encodable {
  struct JSONRestriction: Encodable {
    var text: String
    var level: RestrictionLevel
  }

  var row: StatusRow

  enum CodingKeys: String, CodingKey {
    case id, agency, name, highway, order, enabled, level, restrictions, conditions, weather, temperatureF, elevationFt,
      updatedAt, fetchedAt, stale, error, cameras, forecast
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(row.id, forKey: .id)
    try container.encode(row.agency, forKey: .agency)
    try container.encode(row.name, forKey: .name)
    try container.encode(row.highway, forKey: .highway)
    try container.encode(row.order, forKey: .order)
    try container.encode(row.isEnabled, forKey: .enabled)
    try container.encode(row.level, forKey: .level)
    var restrictions: [String: JSONRestriction] = [:]
    for restriction in row.conditions?.restrictions ?? [] {
      restrictions[restriction.direction.rawValue] = JSONRestriction(text: restriction.text, level: restriction.level)
    }
    try container.encode(restrictions, forKey: .restrictions)
    try container.encode(row.conditions?.roadConditions, forKey: .conditions)
    try container.encode(row.conditions?.weather, forKey: .weather)
    try container.encode(row.conditions?.temperatureF, forKey: .temperatureF)
    try container.encode(row.elevationFeet, forKey: .elevationFt)
    try container.encode(row.conditions?.updatedAt, forKey: .updatedAt)
    try container.encode(row.conditions?.fetchedAt, forKey: .fetchedAt)
    try container.encode(row.isStale, forKey: .stale)
    try container.encode(row.error, forKey: .error)
    try container.encode(row.conditions?.cameras ?? [], forKey: .cameras)
    try container.encode(row.conditions?.forecast ?? [], forKey: .forecast)
  }
}

/// Encodes Passengr's JSON documents: sorted keys, ISO 8601 dates, nulls kept.
public enum JSONOutput {
  /// A top-level value beside "passes".
  public enum Extra: Encodable, Sendable {
    case text(String)
    case number(Int)
    case counts([String: Int])

    public func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let text): try container.encode(text)
      case .number(let number): try container.encode(number)
      case .counts(let counts): try container.encode(counts)
      }
    }
  }

  /// `{"schema": schema, "generatedAt": ..., <extra>, "passes": [...]}` as pretty-printed text.
  public static func document(schema: String, generatedAt: Date, extra: [String: Extra] = [:], rows: [StatusRow]) throws -> String {
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
  public static func encode<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
