import FoundationEssentials

/// The one judgement of a pass: one answer per direction, and the pass's level over them. Every
/// surface renders these answers and decides nothing itself: the table badge and direction tags,
/// JSON `level` and `restrictions.<dir>.level`, the HTML summary, cards and title, the threshold a front end fails on,
/// `check`'s legs and verdict, `watch`, the hook's `PASSENGR_WORST_LEVEL` and `passengr-bar`.
///
/// A direction's answer starts from what its sources published for it; a direction with no report
/// is `unknown`. Data that is not current (stale, old by its agency's update time, or read with an
/// error or a partial failure) proves nothing short of a closure, so its lesser levels count
/// `unknown`, with the reason. The directions combine by `RestrictionLevel.rank`: a known closure
/// outranks `unknown`, and `unknown` outranks `open` and every lesser restriction, so `open` needs
/// every direction current and open.
public struct PassJudgement: Equatable, Sendable {
  /// One direction's answer.
  public struct Direction: Equatable, Sendable {
    /// Which way.
    public internal(set) var direction: TravelDirection
    /// What its sources published: the worst restriction for it by rank; `unknown` when none.
    public internal(set) var published: RestrictionLevel
    /// The judged level, the one every surface shows: `published`, or `unknown` when the data is
    /// not current and `published` is no closure.
    public internal(set) var level: RestrictionLevel
    /// The agency's words that set `published`; nil when nothing was published.
    public internal(set) var text: String?
    /// How current the data behind it is.
    public internal(set) var currency: Currency
    /// Why the answer is short of a clear one; nil when it is clear (current, and read).
    public internal(set) var reason: Reason?
    /// What a driver must do, in the agency's own terms; nil when the level asks nothing more.
    public internal(set) var advice: String?
    /// What is known beneath an `unknown` level: the restriction understood words state, or the
    /// one data no longer current last stated ("chains required; possibly worse"). Nil when the level
    /// is known or nothing restrictive is.
    public internal(set) var floor: RestrictionLevel? = nil
  }

  /// How current an answer's data is.
  public enum Currency: String, Codable, Equatable, Sendable {
    /// Fetched recently, updated within its agency's limit, read without trouble.
    case current
    /// Fetched, but the agency's own update time does not show it is current.
    case old
    /// The last fetch failed or is older than allowed; this is what an earlier fetch said.
    case stale
    /// Fetched, but a source consulted beside the main one failed.
    case incomplete
    /// Never fetched.
    case noRecord = "no_record"
  }

  /// The directions considered, in the order asked.
  public internal(set) var directions: [Direction]
  /// The pass's level over them.
  public internal(set) var level: RestrictionLevel

  /// Judges `row` over `directions` (`.both` stands for itself: a report for both ways). Without a
  /// row or conditions, or without directions to judge, the level is `unknown`.
  init(row: StatusRow?, over directions: [TravelDirection]) {
    let conditions = row?.conditions
    let currency = row?.currency ?? .noRecord
    self.directions = directions.map { way in
      let published = conditions?.restrictions(for: way) ?? []
      let worst = published.isEmpty ? RestrictionLevel.unknown : RestrictionLevel.worst(of: published.map(\.level))
      let deciding = published.first { $0.level == worst }
      let level = Self.judged(worst, currency: currency)
      var answer = Direction(
        direction: way, published: worst, level: level, text: deciding?.text, currency: currency, reason: nil,
        advice: nil)
      if level == .unknown {
        answer.floor = deciding?.floor ?? RoadWords.floor(of: [worst])
      }
      if let row {
        answer.reason = Reason.of(answer, deciding: deciding, isPublished: !published.isEmpty, row: row)
        answer.advice = row.advice.advice(for: level, words: deciding?.text)
      } else {
        answer.reason = .noData
      }
      return answer
    }
    level = conditions == nil ? .unknown : RestrictionLevel.worst(of: self.directions.map(\.level))
  }

  /// What a published level counts for with data this current: itself when current; else a
  /// closure stays a closure, and every lesser level is `unknown`.
  static func judged(_ published: RestrictionLevel, currency: Currency) -> RestrictionLevel {
    currency == .current || published.isClosure ? published : .unknown
  }

  /// Whether a direction's judged level is at or above `threshold` (a known closure counts however
  /// old; `unknown` meets no threshold: it cannot be cleared instead).
  public func meets(_ threshold: RestrictionLevel) -> Bool {
    directions.contains { $0.level.isAtLeast(threshold) }
  }

  /// The worst judged level at or above `threshold`, with the direction that set it.
  func reached(_ threshold: RestrictionLevel) -> Direction? {
    directions.filter { $0.level.isAtLeast(threshold) }.max { $0.level.rank < $1.level.rank }
  }

  /// The direction that set the level: the first whose level is the pass's.
  public var deciding: Direction? {
    directions.first { $0.level == level } ?? directions.first
  }

  /// Why the pass's answer is short of a clear one: the deciding direction's reason.
  public var reason: Reason? { deciding?.reason }
}

extension PassConditions {
  /// The restrictions published for `direction`: those for it and those for both directions.
  func restrictions(for direction: TravelDirection) -> [Restriction] {
    restrictions.filter { $0.direction == direction || $0.direction == .both }
  }
}

extension PassJudgement {
  /// Judges bare `conditions` over `directions`, current or not (stale when not), through the
  /// same judgement as a row: for readers of one document and for tests.
  init(conditions: PassConditions?, over directions: [TravelDirection], isCurrent: Bool) {
    let row = StatusRow(
      id: nil, name: "", highway: "", directions: directions, conditions: conditions, isStale: !isCurrent)
    self.init(row: row, over: directions)
  }
}
