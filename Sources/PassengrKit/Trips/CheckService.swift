import FoundationEssentials

/// A drive checked: its passes refreshed like `status` shows them, each direction driven judged,
/// the verdict over them, and the weather of the time of the drive beside it.
struct CheckService: Sendable {
  /// Shows passes as `status` does: the refresh and its policy.
  typealias Status = @Sendable (StatusQuery, Date?, (@Sendable (Int, Int) -> Void)?) async throws -> StatusResult

  /// The saved trips a drive may name.
  let trips: TripService
  /// The status of the drive's passes.
  let status: Status

  /// Checks a drive: refreshes its passes like `status` (enabled or not), then judges each
  /// direction driven.
  func check(_ query: CheckQuery, now: Date? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws
    -> CheckResult
  {
    let saved = try trips.dataSource()
    var trip: Trip
    if let name = query.trip {
      trip = try trips.trip(named: name)
    } else {
      trip = Trip(name: "", legs: try TripService.legs(query.passes, in: saved, agencies: trips.agencies))
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
    let result = try await self.status(status, now, progress)
    let rows = Dictionary(
      result.rows.compactMap { row in row.id.map { ($0, row) } }, uniquingKeysWith: { first, _ in first })
    // The passes status showed: no second read of the archive.
    let shown = Dictionary(result.passes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var legs = driven.map { leg in
      Self.judge(DrivenLeg(pass: shown[leg.pass.id] ?? leg.pass, direction: leg.direction), row: rows[leg.pass.id])
    }
    // The moment the drive's data is judged at (a recording's time), and the time of the drive.
    let reference = legs.compactMap(\.recordedAt).max() ?? result.now
    // A zone given, else the first pass's, else the user's (`TZ`), else UTC.
    let legZone = legs.first.flatMap { ZoneInfo.named($0.zone.identifier) }
    let at = query.at.map { time in
      query.zone.map { time.resolve(now: reference, zone: $0) }
        ?? time.resolve(
          now: reference,
          in: legZone ?? USZone.userZone ?? .fixed(.init(offset: 0, abbreviation: "", isDaylight: false)))
    }
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
    // The one threshold rule every front end follows (`ThresholdBreach.judging(_:against:)`).
    switch ThresholdBreach.judging(legs.map { (name: named($0), judgement: $0.judgement) }, against: threshold) {
    case .reached:
      let said = legs.compactMap { leg in leg.judgement.reached(threshold).map { "\(named(leg)) is \(told($0))" } }
      return (.noGo, "no go: " + said.joined(separator: ", ") + " (at or above \(threshold.rawValue))")
    case .uncleared(let passes, _):
      let why = passes.map { "\($0.name): \($0.reason.description)" }
      return (.unknown, "unknown: a pass of the drive cannot be cleared (\(why.joined(separator: "; ")))")
    case nil:
      break
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
