import FoundationEssentials

/// One line of `history.jsonl`: one field of one pass that changed in one refresh.
public struct HistoryRecord: Codable, Equatable, Sendable {
  /// Always "passengr.change/1".
  var schema: String
  /// When the refresh that saw the change started.
  public internal(set) var at: Date
  /// The pass's id.
  public internal(set) var passID: Int
  /// The pass's title when the change was seen ("Snoqualmie Pass I-90").
  public internal(set) var name: String
  /// Which field changed.
  public internal(set) var field: ChangeField
  /// The value before; nil when there was none.
  public internal(set) var old: ConditionChange.Value?
  /// The value after; nil when there is none.
  public internal(set) var new: ConditionChange.Value?
  /// Whether the change is to a worse restriction level.
  public internal(set) var escalation: Bool
  /// Which refresh saw it (counting from the archive's first); nil in records from before 0.1.
  public internal(set) var refresh: Int?
  /// For a restriction, the direction's judged level and currency before (`judgedOld` and
  /// `currencyOld` on the line); nil for other fields and in older records.
  public internal(set) var judgedOld: ConditionChange.Judged?
  /// For a restriction, the direction's judged level and currency after (`judgedNew`, `currencyNew`).
  public internal(set) var judgedNew: ConditionChange.Judged?

  /// The schema every record carries.
  static let schemaName = "passengr.change/1"

  /// A record of `change` seen at `date`.
  init(_ change: ConditionChange, at date: Date, refresh: Int? = nil) {
    schema = Self.schemaName
    at = date
    passID = change.passID
    name = change.name
    field = change.field
    old = change.old
    new = change.new
    escalation = change.isEscalation
    self.refresh = refresh
    judgedOld = change.judgedOld
    judgedNew = change.judgedNew
  }

  /// "Snoqualmie Pass I-90 eastbound: Traction tires advised → Chains required (escalation)".
  public var summary: String {
    let label = field.label
    let before = old?.text ?? "(none)"
    let after = new?.text ?? "(none)"
    // Appended into one buffer of the right size: `history` makes one per record.
    var text = ""
    text.reserveCapacity(name.utf8.count + label.utf8.count + before.utf8.count + after.utf8.count + 24)
    text += name
    text += " "
    text += label
    text += ": "
    text += before
    text += " → "
    text += after
    if escalation { text += " (escalation)" }
    return text
  }

  enum CodingKeys: String, CodingKey {
    case schema, at
    case passID = "passId"
    case name, field, old, new, escalation, refresh, judgedOld, currencyOld, judgedNew, currencyNew
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schema = try container.decode(String.self, forKey: .schema)
    at = try container.decode(Date.self, forKey: .at)
    passID = try container.decode(Int.self, forKey: .passID)
    name = try container.decode(String.self, forKey: .name)
    field = try container.decode(ChangeField.self, forKey: .field)
    old = try container.decodeIfPresent(ConditionChange.Value.self, forKey: .old)
    new = try container.decodeIfPresent(ConditionChange.Value.self, forKey: .new)
    escalation = try container.decode(Bool.self, forKey: .escalation)
    refresh = try container.decodeIfPresent(Int.self, forKey: .refresh)
    judgedOld = try Self.judged(container, .judgedOld, .currencyOld)
    judgedNew = try Self.judged(container, .judgedNew, .currencyNew)
  }

  /// A judged level and its currency, flat on the line; nil unless both are there.
  private static func judged(
    _ container: KeyedDecodingContainer<CodingKeys>, _ level: CodingKeys, _ currency: CodingKeys
  ) throws -> ConditionChange.Judged? {
    guard let level = try container.decodeIfPresent(RestrictionLevel.self, forKey: level),
      let currency = try container.decodeIfPresent(PassJudgement.Currency.self, forKey: currency)
    else { return nil }
    return ConditionChange.Judged(level: level, currency: currency)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schema, forKey: .schema)
    try container.encode(at, forKey: .at)
    try container.encode(passID, forKey: .passID)
    try container.encode(name, forKey: .name)
    try container.encode(field, forKey: .field)
    try container.encode(old, forKey: .old)
    try container.encode(new, forKey: .new)
    try container.encode(escalation, forKey: .escalation)
    try container.encode(refresh, forKey: .refresh)
    // Only restrictions carry them: the lines of other fields stay as they were.
    try container.encodeIfPresent(judgedOld?.level, forKey: .judgedOld)
    try container.encodeIfPresent(judgedOld?.currency, forKey: .currencyOld)
    try container.encodeIfPresent(judgedNew?.level, forKey: .judgedNew)
    try container.encodeIfPresent(judgedNew?.currency, forKey: .currencyNew)
  }
}
