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
    /// Saved data older than this is refreshed (and not current).
    var maxAge = StatusQuery().maxAge

    /// Checks nothing yet: name a trip or passes.
    public init() {}
  }

  /// One pass of the drive, in the direction driven.
  public struct CheckLeg: Sendable {
    /// The pass.
    var pass: Pass
    /// The direction driven; `.both` when both count.
    var direction: TravelDirection
    /// The worst level over the directions driven; unknown without data.
    var level: RestrictionLevel
    /// The text of the direction that set the level.
    var text: String
    /// Whether the data is older than it should be.
    var isStale: Bool
    /// Why the data is not current or complete, if it is not.
    var error: String?
    /// When the source last updated the pass.
    var updatedAt: Date?
    /// Whether this leg's data is current: there, fresh, and without error.
    var isCurrent: Bool { level != .unknown && !isStale && error == nil }
  }

  /// The answer for a drive.
  public struct CheckResult: Sendable {
    /// The trip's name; nil for passes named on the command line.
    var trip: String?
    /// Whether it was checked backwards.
    var isReturn: Bool
    /// The threshold used.
    var threshold: RestrictionLevel
    /// The verdict.
    public var verdict: Verdict
    /// The worst level over the directions driven.
    var worst: RestrictionLevel
    /// The passes in driving order.
    var legs: [CheckLeg]
    /// One line that says why: what stops the drive, what to carry, what is not known.
    var summary: String
    /// What went wrong while refreshing, one line each.
    public var problems: [String]
    /// Whether no pass of the drive has any data at all (exit 2).
    public var isNothingRead: Bool
    /// When it was judged.
    var now: Date
  }

  /// Checks a drive: refreshes its passes like `status` (enabled or not), then judges each
  /// direction driven.
  public func check(_ query: CheckQuery, now: Date? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> CheckResult {
    var trip: Trip
    if let name = query.trip {
      trip = try self.trip(named: name)
    } else {
      trip = Trip(name: "", legs: try Self.legs(query.passes, in: dataSource()))
    }
    if query.isReturn { trip = trip.reversed }
    var status = StatusQuery()
    status.passes = trip.legs.map { String($0.passID) }
    status.mode = query.mode
    status.maxAge = query.maxAge
    let result = try await self.status(status, now: now, progress: progress)
    let rows = Dictionary(result.rows.compactMap { row in row.id.map { ($0, row) } }, uniquingKeysWith: { first, _ in first })
    // The passes status showed: no second read of the archive.
    let shown = Dictionary(result.passes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let legs = trip.legs.compactMap { leg -> CheckLeg? in
      guard let pass = shown[leg.passID] else { return nil }
      return Self.judge(pass: pass, direction: leg.direction, row: rows[leg.passID])
    }
    let (verdict, summary) = Self.verdict(legs, threshold: query.failOn)
    return CheckResult(
      trip: query.trip == nil ? nil : trip.name, isReturn: query.isReturn, threshold: query.failOn, verdict: verdict,
      worst: RestrictionLevel.worst(of: legs.map(\.level)), legs: legs, summary: summary, problems: result.problems,
      isNothingRead: legs.allSatisfy { rows[$0.pass.id]?.conditions == nil }, now: result.now)
  }

  static func judge(pass: Pass, direction: TravelDirection?, row: StatusRow?) -> CheckLeg {
    let (first, second) = pass.directions.directions
    let driven = direction.map { [$0] } ?? [first, second]
    let restrictions = driven.map { way in row?.conditions?.restriction(way) ?? Restriction(direction: way, text: "no data", level: .unknown) }
    let level = RestrictionLevel.worst(of: restrictions.map(\.level))
    let shown = restrictions.first { $0.level == level } ?? restrictions[0]
    return CheckLeg(
      pass: pass, direction: direction ?? .both, level: row?.conditions == nil ? .unknown : level,
      text: row?.conditions == nil ? "no data yet" : shown.text, isStale: row?.isStale ?? false, error: row?.error,
      updatedAt: row?.conditions?.updatedAt)
  }

  /// The verdict over `legs` and the line that explains it.
  static func verdict(_ legs: [CheckLeg], threshold: RestrictionLevel) -> (Verdict, String) {
    func named(_ leg: CheckLeg) -> String { leg.direction == .both ? leg.pass.name : "\(leg.pass.name) \(leg.direction.rawValue)" }
    let stopping = legs.filter { $0.level.isAtLeast(threshold) }
    if !stopping.isEmpty {
      return (.noGo, "no go: " + stopping.map { "\(named($0)) is \($0.level.phrase)" }.joined(separator: ", ") + " (at or above \(threshold.rawValue))")
    }
    let unknown = legs.filter { !$0.isCurrent }
    if !unknown.isEmpty {
      let why = unknown.map { leg -> String in
        let reason = leg.level == .unknown ? (leg.error ?? "no current data") : leg.isStale ? "data is stale" : (leg.error ?? "no current data")
        return "\(named(leg)): \(reason)"
      }
      return (.unknown, "unknown: a pass of the drive has no current data, so it cannot be cleared (\(why.joined(separator: "; ")))")
    }
    if legs.allSatisfy({ $0.level == .open }) {
      return (.go, "go: every pass of the drive is open")
    }
    let worst = RestrictionLevel.worst(of: legs.map(\.level))
    let carry: String
    switch worst {
    case .trafficDelays: carry = "expect delays"
    case .tractionAdvised: carry = "traction tires advised"
    case .tractionRequired: carry = "traction tires required, or carry chains"
    case .chainsRequired: carry = "carry chains (all-wheel drive with traction tires exempt)"
    case .chainsAll: carry = "chains on every vehicle"
    default: carry = "check the restrictions"
    }
    let restricted = legs.filter { $0.level != .open }.map { "\(named($0)) \($0.level.phrase)" }
    return (.restrictions, "restrictions: \(carry) (\(restricted.joined(separator: ", ")))")
  }
}
