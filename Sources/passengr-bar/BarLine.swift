import PassengrKit

/// One line for a status bar: each pass's short name and the kit's judgement of it, worst news
/// spelled out: "Snoqualmie ✓ · Stevens ⚠ chains required · Tioga ✕ closed for the season".
enum BarLine {
  /// One pass on the line: its name and the level the kit judged for it.
  struct Item: Equatable, Sendable {
    /// "Snoqualmie Pass".
    var name: String
    /// The kit's level: `unknown` where the data is missing, stale or unreadable.
    var level: RestrictionLevel
    /// The kit's reason beside it, when it is about the data's age ("reported 685 d ago").
    var age: String? = nil
    /// The NWS alerts in force (events), beside the road's level, never part of it.
    var alerts: [String] = []
  }

  /// The items of a `status` result, one per row, each judged over its own directions.
  static func items(_ result: StatusResult) -> [Item] {
    result.rows.map {
      Item(name: $0.name, level: $0.level, age: age($0.judgement.reason), alerts: $0.alerts.map(\.event))
    }
  }

  /// The items of a `check` result, one per leg, each judged over the directions driven.
  static func items(_ result: CheckResult) -> [Item] {
    result.legs.map {
      Item(name: $0.pass.name, level: $0.level, age: age($0.judgement.reason), alerts: $0.alerts.map(\.event))
    }
  }

  /// A closure's age or staleness, as the kit says it; nil for every other reason.
  private static func age(_ reason: PassJudgement.Reason?) -> String? {
    guard let reason, reason.isCurrency else { return nil }
    return reason.short
  }

  /// The line: "✓" for open, "✕" and the phrase for a closure, "?" for unknown, "⚠" and the
  /// phrase for every other restriction, then NWS's alerts in brackets; "no passes" when there are none.
  static func render(_ items: [Item]) -> String {
    guard !items.isEmpty else { return "no passes" }
    return items.map { item in
      let name = shortName(item.name)
      let alerts = item.alerts.isEmpty ? "" : " [NWS: \(item.alerts.joined(separator: ", "))]"
      // The mark follows the kit's one colour mapping (`RestrictionLevel.tone`); a closure is
      // told apart from other bad news by its cross.
      switch item.level.tone {
      case .clear: return "\(name) ✓" + alerts
      case .unknown: return "\(name) ? unknown" + alerts
      case .danger where item.level.isClosure:
        return "\(name) ✕ \(item.level.phrase)" + (item.age.map { " (\($0))" } ?? "") + alerts
      case .caution, .danger: return "\(name) ⚠ \(item.level.phrase)" + alerts
      }
    }.joined(separator: " · ")
  }

  /// "Snoqualmie" for "Snoqualmie Pass": a status bar has little room.
  static func shortName(_ name: String) -> String {
    name.hasSuffix(" Pass") ? String(name.dropLast(" Pass".count)) : name
  }
}
