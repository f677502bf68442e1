import Foundation

extension PassengrSession {
  /// What `check` answers: can this drive be made?
  public enum Verdict: String, Codable, Sendable {
    /// Every direction driven is current and open.
    case go
    /// Something short of the threshold: delays, traction tires, chains.
    case restrictions
    /// A direction driven is at or above the threshold.
    case noGo = "no_go"
    /// A direction driven has no current data (unknown, stale or in error), and nothing reaches the threshold.
    case unknown
  }

  /// Which drive to check and how.
  public struct CheckQuery: Sendable {
    /// A saved trip's name, or nil for `passes`.
    public var trip: String?
    /// `PASS[:DIRECTION]` in driving order, when no trip is named.
    public var passes: [String] = []
    /// Drive it backwards: reversed order, every direction flipped.
    public var isReturn = false
    /// The level that stops the drive (`closed_for_season` counts as closed).
    public var failOn = RestrictionLevel.closed
    /// When to refresh first, as for `status`.
    public var mode = StatusQuery.Mode.whenOld
    /// Saved data older than this is refreshed (and not current): at a trailhead with no signal,
    /// `--offline` with a longer span judges data fetched a while ago.
    public var maxAge = StatusQuery().maxAge
    /// Saved data older than this is not good enough when nothing can be fetched.
    public var maxStale = StatusQuery().maxStale
    /// How long fetching may take, as for `status`: someone about to drive wants an answer now.
    public var deadline = StatusQuery().deadline
    /// When the drive crosses its passes, for NWS's forecast and alerts then; nil for now. The
    /// verdict stays the road's as it is now: weather never changes it.
    public var at: CheckTime?
    /// The zone a time without an offset is read in; nil for the first pass's own zone (a driver
    /// plans a crossing of Stevens Pass in Pacific time, wherever the machine's clock is set).
    public var zone: TimeZone?

    /// Checks nothing yet: name a trip or passes.
    public init() {}
  }

  /// One pass of the drive, in the direction driven.
  public struct CheckLeg: Sendable {
    /// The pass.
    public internal(set) var pass: Pass
    /// The direction driven; `.both` when both count.
    public internal(set) var direction: TravelDirection
    /// The pass judged over the directions driven (see `PassJudgement`).
    public internal(set) var judgement: PassJudgement
    /// The level over the directions driven; unknown without current data.
    public var level: RestrictionLevel { judgement.level }
    /// The text of the direction that set the level.
    public internal(set) var text: String
    /// Whether the data is older than it should be.
    public internal(set) var isStale: Bool
    /// Why the data is not current or complete, if it is not.
    public internal(set) var error: String?
    /// When the source last updated the pass.
    public internal(set) var updatedAt: Date?
    /// Whether that update is older than its agency allows (see `Agency.oldAfter`).
    public internal(set) var isOld = false
    /// How old its agency's update time may be; nil when the agency has no rule.
    public internal(set) var oldAfter: TimeSpan?
    /// Why the data is old (see `OldReason`); nil when it is not.
    var oldReason: OldReason?
    /// When the data was fetched; nil without data.
    var fetchedAt: Date?
    /// Its agency's name ("WSDOT"); nil for a user's own page.
    var agencyName: String?
    /// When its data was recorded, for data read from a recording; its age is judged at that time.
    public internal(set) var recordedAt: Date?
    /// The zone its agency's times are shown in.
    var zone = USZone.pacific
    /// What NWS says of the pass, when it was asked.
    public internal(set) var weather: PassWeather?
    /// The forecast period covering the time of the drive (now, or `--at`).
    public internal(set) var period: WeatherPeriod?
    /// The NWS alerts in effect at the time of the drive.
    public internal(set) var alerts: [WeatherAlert] = []
    /// Whether this leg's data is current, as `StatusRow.isCurrent` means it: there, fresh, not
    /// old, and without error (see each direction's `currency`).
    public var isCurrent: Bool { judgement.directions.allSatisfy { $0.currency == .current } }
  }

  /// The answer for a drive.
  public struct CheckResult: Sendable {
    /// The trip's name; nil for passes named on the command line.
    public internal(set) var trip: String?
    /// Whether it was checked backwards.
    public internal(set) var isReturn: Bool
    /// The threshold used.
    public internal(set) var threshold: RestrictionLevel
    /// The verdict.
    public internal(set) var verdict: Verdict
    /// The worst level over the directions driven.
    public internal(set) var worst: RestrictionLevel
    /// The passes in driving order.
    public internal(set) var legs: [CheckLeg]
    /// One line that says why: what stops the drive, what to carry, what is not known.
    public internal(set) var summary: String
    /// What went wrong while refreshing, one line each.
    public internal(set) var problems: [StatusProblem]
    /// Whether no pass of the drive has any data at all (exit 2).
    public internal(set) var isNothingRead: Bool
    /// When it was judged.
    public internal(set) var now: Date
    /// Each pass's row as `status` shows it, in driving order: the cards of `report --trip`.
    public internal(set) var rows: [StatusRow] = []
    /// When the newest data of the drive was recorded, when it was read from a recording; nil live.
    public var recordedAt: Date? { legs.compactMap(\.recordedAt).max() }
    /// The time of the drive asked with `at`; nil for now.
    public internal(set) var at: Date?
  }

  /// Checks a drive: refreshes its passes like `status` (enabled or not), then judges each
  /// direction driven.
  public func check(_ query: CheckQuery, now: Date? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws
    -> CheckResult
  {
    let saved = try dataSource()
    var trip: Trip
    if let name = query.trip {
      trip = try self.trip(named: name)
    } else {
      trip = Trip(name: "", legs: try Self.legs(query.passes, in: saved, agencies: agencies))
    }
    if query.isReturn { trip = trip.reversed }
    let driven = try saved.drive(trip)
    var status = StatusQuery()
    status.passes = driven.map { String($0.pass.id) }
    status.mode = query.mode
    status.maxAge = query.maxAge
    status.maxStale = query.maxStale
    status.deadline = query.deadline
    status.keepsGivenOrder = true
    let result = try await self.status(status, now: now, progress: progress)
    let rows = Dictionary(
      result.rows.compactMap { row in row.id.map { ($0, row) } }, uniquingKeysWith: { first, _ in first })
    // The passes status showed: no second read of the archive.
    let shown = Dictionary(result.passes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var legs = driven.map { leg in
      Self.judge(DrivenLeg(pass: shown[leg.pass.id] ?? leg.pass, direction: leg.direction), row: rows[leg.pass.id])
    }
    // The moment the drive's data is judged at (a recording's time), and the time of the drive.
    let reference = legs.compactMap(\.recordedAt).max() ?? result.now
    let zone = query.zone ?? legs.first.flatMap { TimeZone(identifier: $0.zone.identifier) }
    let at = query.at.map { $0.resolve(now: reference, zone: zone ?? .current) }
    if let at, let text = query.at?.description { try CheckTime.checkRange(at, now: reference, text: text) }
    for index in legs.indices {
      guard let row = rows[legs[index].pass.id], let weather = row.weather else { continue }
      let known = row.weatherTime
      legs[index].weather = weather
      legs[index].period = weather.period(at: at ?? known)
      legs[index].alerts = weather.alerts(inEffectAt: at ?? known, knownAt: known)
    }
    var (verdict, summary) = Self.verdict(legs, threshold: query.failOn, now: result.now)
    // The alerts in effect then stand beside the verdict; they never change it.
    let alerts = legs.flatMap { leg in
      leg.alerts.map { "\($0.event) over \(leg.pass.name)" + Self.alertStart($0, leg: leg, after: reference) }
    }
    if !alerts.isEmpty { summary += " — " + alerts.joined(separator: "; ") }
    return CheckResult(
      trip: query.trip == nil ? nil : trip.name, isReturn: query.isReturn, threshold: query.failOn, verdict: verdict,
      worst: RestrictionLevel.worst(of: legs.map(\.level)), legs: legs, summary: summary, problems: result.problems,
      isNothingRead: legs.allSatisfy { rows[$0.pass.id]?.conditions == nil }, now: result.now,
      rows: driven.compactMap { rows[$0.pass.id] }, at: at)
  }

  /// " from Sat Jan 11, 4:00 AM PST" when the alert begins after `time`, else nothing.
  private static func alertStart(_ alert: WeatherAlert, leg: CheckLeg, after time: Date) -> String {
    guard let start = alert.start, start > time else { return "" }
    return " from \(ZonedTime.text(start, in: leg.zone))"
  }

  /// One leg judged: the pass's row over the directions driven.
  static func judge(_ leg: DrivenLeg, row: StatusRow?) -> CheckLeg {
    let judgement = PassJudgement(row: row, over: leg.directions)
    let text = row?.conditions == nil ? "no data yet" : judgement.deciding?.text ?? "no report for this direction"
    return CheckLeg(
      pass: leg.pass, direction: leg.direction ?? .both, judgement: judgement, text: text,
      isStale: row?.isStale ?? false,
      error: row?.error, updatedAt: row?.conditions?.updatedAt, isOld: row?.isOld ?? false, oldAfter: row?.oldAfter,
      oldReason: row?.oldReason, fetchedAt: row?.conditions?.fetchedAt, agencyName: row?.agencyName,
      recordedAt: row?.recordedAt,
      zone: row?.zone ?? .pacific)
  }

  /// "Santiam Pass eastbound", or the pass's name when both directions are driven.
  static func named(_ leg: CheckLeg) -> String {
    leg.direction == .both ? leg.pass.name : "\(leg.pass.name) \(leg.direction.rawValue)"
  }

  /// A judged level with what a driver must know beside it: "closed (reported 685 d ago)",
  /// "travel advisory (\"No Unnecessary Travel\")".
  static func told(_ answer: PassJudgement.Direction) -> String {
    guard let reason = answer.reason else { return answer.level.phrase }
    if reason.isCurrency { return "\(answer.level.phrase) (\(reason.short))" }
    if case .advisory(let words) = reason { return "\(answer.level.phrase) (\"\(words)\")" }
    return answer.level.phrase
  }

  /// The verdict over `legs` and the line that explains it: every judged level it names comes with
  /// its reason (an old closure's age, the advisory's words), every restriction with the advice of
  /// the pass's own agency.
  static func verdict(_ legs: [CheckLeg], threshold: RestrictionLevel, now: Date) -> (Verdict, String) {
    // A direction judged at or above the threshold stops the drive, however the rest reads: a
    // known closure is never hidden behind unknown, and it keeps its age beside it.
    guard !legs.isEmpty else { return (.unknown, "unknown: the drive has no passes") }
    let stopping = legs.compactMap { leg in leg.judgement.reached(threshold).map { (leg, $0) } }
    if !stopping.isEmpty {
      let said = stopping.map { "\(named($0.0)) is \(told($0.1))" }
      return (.noGo, "no go: " + said.joined(separator: ", ") + " (at or above \(threshold.rawValue))")
    }
    let unknown = legs.filter { $0.level == .unknown }
    if !unknown.isEmpty {
      let why = unknown.map { leg -> String in
        let answer = leg.judgement.directions.first { $0.level == .unknown }
        return "\(named(leg)): \(answer?.reason?.description ?? "no current data")"
      }
      return (.unknown, "unknown: a pass of the drive cannot be cleared (\(why.joined(separator: "; ")))")
    }
    if legs.allSatisfy({ $0.level == .open }) {
      return (.go, "go: every pass of the drive is open")
    }
    let restricted = legs.filter { $0.level != .open }.map { leg -> String in
      let answer = leg.judgement.deciding
      let advice = answer?.advice.map { ": \($0)" } ?? ""
      return "\(named(leg)) \(leg.level.phrase)\(advice)"
    }
    return (.restrictions, "restrictions: \(restricted.joined(separator: "; "))")
  }
}
