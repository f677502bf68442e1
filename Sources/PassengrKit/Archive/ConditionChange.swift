import Foundation

/// One field of one pass that changed between two reports.
public struct ConditionChange: Codable, Equatable, Sendable {
  /// A value before or after, with its level when it is a restriction.
  public struct Value: Codable, Equatable, Sendable {
    /// The text, as published.
    public internal(set) var text: String?
    /// The level of a restriction; nil for other fields.
    public internal(set) var level: RestrictionLevel?

    /// A value.
    init(text: String?, level: RestrictionLevel? = nil) {
      self.text = text
      self.level = level
    }

    /// Every restriction published for one direction: the worst level by rank, and each text in
    /// order; nil when none was published.
    init?(_ restrictions: [Restriction]) {
      guard !restrictions.isEmpty else { return nil }
      self.init(
        text: restrictions.map(\.text).joined(separator: "; "),
        level: RestrictionLevel.worst(of: restrictions.map(\.level)))
    }
  }

  /// The pass's id.
  public internal(set) var passID: Int
  /// The pass's title.
  public internal(set) var name: String
  /// Which field changed.
  public internal(set) var field: ChangeField
  /// The value before; nil when there was none.
  public internal(set) var old: Value?
  /// The value after; nil when there is none.
  public internal(set) var new: Value?

  /// Whether the change is to a worse restriction level by the judgement's order
  /// (`RestrictionLevel.rank`): open → unknown is one, unknown → traffic delays is not. A direction
  /// with no report counts `unknown`, as the judgement counts it.
  public var isEscalation: Bool {
    guard field.rawValue.hasPrefix("restrictions.") else { return false }
    let before = old?.level ?? .unknown
    let after = new?.level ?? .unknown
    return after.rank > before.rank
  }

  /// Every field that differs between `old` and `new`; nothing for the first report of a pass.
  static func between(_ old: PassConditions?, _ new: PassConditions, pass: Pass) -> [ConditionChange] {
    guard let old else { return [] }
    var changes: [ConditionChange] = []
    func note(_ field: ChangeField, _ before: Value?, _ after: Value?) {
      if before != after {
        changes.append(ConditionChange(passID: pass.id, name: pass.title, field: field, old: before, new: after))
      }
    }
    let directions = (old.restrictions + new.restrictions).map(\.direction).reduce(into: [TravelDirection]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    for direction in directions {
      note(
        .restriction(direction), Value(old.restrictions.filter { $0.direction == direction }),
        Value(new.restrictions.filter { $0.direction == direction }))
    }
    note(.conditions, old.roadConditions.map { Value(text: $0) }, new.roadConditions.map { Value(text: $0) })
    note(.weather, old.weather.map { Value(text: $0) }, new.weather.map { Value(text: $0) })
    note(
      .temperature, old.temperatureF.map { Value(text: String($0)) }, new.temperatureF.map { Value(text: String($0)) })
    return changes
  }
}
