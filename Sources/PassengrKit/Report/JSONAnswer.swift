import FoundationEssentials

/// One direction's answer as JSON: `{level, published, text, currency, reason, advice}`, where
/// `level` is the judged level and `published` the agency's own beside it.
struct JSONAnswer: Encodable {
  var answer: PassJudgement.Direction

  /// A reason as `{kind, text}`.
  struct JSONReason: Encodable {
    var kind: String
    var text: String

    init(_ reason: PassJudgement.Reason) {
      kind = reason.kind
      text = reason.description
    }
  }

  enum CodingKeys: String, CodingKey { case level, published, floor, text, currency, reason, advice }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(answer.level, forKey: .level)
    try container.encode(answer.text == nil ? nil : answer.published, forKey: .published)
    try container.encodeIfPresent(answer.floor, forKey: .floor)
    try container.encode(answer.text, forKey: .text)
    try container.encode(Self.name(of: answer.currency), forKey: .currency)
    try container.encode(answer.reason.map(JSONReason.init), forKey: .reason)
    try container.encode(answer.advice, forKey: .advice)
  }

  /// "current", "old", "stale", "incomplete", "no_record".
  static func name(of currency: PassJudgement.Currency) -> String {
    switch currency {
    case .current: return "current"
    case .old: return "old"
    case .stale: return "stale"
    case .incomplete: return "incomplete"
    case .noRecord: return "no_record"
    }
  }
}
