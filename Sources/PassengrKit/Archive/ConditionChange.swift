import FoundationEssentials

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

  /// A direction's judged level and how current its data was, beside what was published.
  public struct Judged: Codable, Equatable, Sendable {
    /// The level the judgement gave (see `PassJudgement`): what every surface showed.
    public internal(set) var level: RestrictionLevel
    /// How current the data behind it was when the refresh took it in.
    public internal(set) var currency: PassJudgement.Currency
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
  /// For a restriction: the direction's judged level before (for `both`, the worst over the pass's
  /// directions); nil for other fields and in records from before judged levels were kept.
  public internal(set) var judgedOld: Judged?
  /// For a restriction: the direction's judged level after, as `judgedOld`.
  public internal(set) var judgedNew: Judged?

  /// Whether the change is to a worse level by the judgement's order (`RestrictionLevel.rank`):
  /// open → unknown is one, unknown → traffic delays is not. Compares the judged levels when the
  /// change has them (a chain control published for both directions, then for each, is no
  /// escalation), else the published ones, a direction with no report counting `unknown`.
  public var isEscalation: Bool {
    Self.isEscalation(field: field, old: old, new: new, judgedOld: judgedOld, judgedNew: judgedNew)
  }

  /// `isEscalation` over a change's parts (a history record's too).
  static func isEscalation(field: ChangeField, old: Value?, new: Value?, judgedOld: Judged?, judgedNew: Judged?)
    -> Bool
  {
    guard field.rawValue.hasPrefix("restrictions.") else { return false }
    let before = judgedOld?.level ?? old?.level ?? .unknown
    let after = judgedNew?.level ?? new?.level ?? .unknown
    return after.rank > before.rank
  }

  /// A change of `field`, with the judged levels beside it when given.
  init(
    passID: Int, name: String, field: ChangeField, old: Value?, new: Value?, judgedOld: Judged? = nil,
    judgedNew: Judged? = nil
  ) {
    self.passID = passID
    self.name = name
    self.field = field
    self.old = old
    self.new = new
    self.judgedOld = judgedOld
    self.judgedNew = judgedNew
  }

  /// `direction`'s judged level in `conditions` as a refresh takes them in: current unless the
  /// read carried a warning (a partial failure, an uncertain record), which leaves it incomplete.
  /// `both` is judged over `directions`, the pass's own.
  static func judged(_ conditions: PassConditions, _ direction: TravelDirection, directions: [TravelDirection])
    -> Judged
  {
    let over = direction == .both || directions.isEmpty ? directions : [direction]
    let row = StatusRow(
      id: nil, name: "", highway: "", directions: over, conditions: conditions, isStale: false,
      error: conditions.warning)
    let judgement = PassJudgement(row: row, over: over.isEmpty ? [direction] : over)
    return Judged(level: judgement.level, currency: row.currency)
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
    let ways = pass.reportedDirections
    for direction in directions {
      let before = Value(old.restrictions.filter { $0.direction == direction })
      let after = Value(new.restrictions.filter { $0.direction == direction })
      guard before != after else { continue }
      // What each surface showed for the direction, before and after: what an escalation compares.
      changes.append(
        ConditionChange(
          passID: pass.id, name: pass.title, field: .restriction(direction), old: before, new: after,
          judgedOld: judged(old, direction, directions: ways), judgedNew: judged(new, direction, directions: ways)))
    }
    note(.conditions, old.roadConditions.map { Value(text: $0) }, new.roadConditions.map { Value(text: $0) })
    note(.weather, old.weather.map { Value(text: $0) }, new.weather.map { Value(text: $0) })
    note(
      .temperature, old.temperatureF.map { Value(text: String($0)) }, new.temperatureF.map { Value(text: String($0)) })
    return changes
  }
}
