import Foundation

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
    case name, field, old, new, escalation, refresh
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
  }
}
