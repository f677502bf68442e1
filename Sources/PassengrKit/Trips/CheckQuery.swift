import FoundationEssentials

/// Which drive to check and how.
public struct CheckQuery: Sendable {
  /// A saved trip's name, or nil for `passes`.
  public var trip: String?
  /// `PASS[:DIRECTION]` in driving order, when no trip is named.
  public var passes: [String] = []
  /// Drive it backwards: reversed order, every direction flipped.
  public var isReturn = false
  /// The level that stops the drive: by default an agency's plea not to travel (`travel_advisory`,
  /// "No Unnecessary Travel") or anything worse; `closed` stops it on a closure only
  /// (`closed_for_season` counts as closed). Data that is not current is never cleared of it.
  public var failOn = RestrictionLevel.travelAdvisory
  /// When to refresh first, as for `status`.
  public var mode = StatusQuery.Mode.whenOld
  /// Saved data older than this is refreshed (and not current): at a trailhead with no signal,
  /// a query that never refreshes, with a longer span, judges data fetched a while ago.
  public var maxAge = StatusQuery().maxAge
  /// Saved data older than this is not good enough when nothing can be fetched.
  public var maxStale = StatusQuery().maxStale
  /// How long fetching may take, as for `status`: someone about to drive wants an answer now.
  public var deadline = StatusQuery().deadline
  /// When the drive crosses its passes, for NWS's forecast and alerts then; nil for now. The
  /// verdict stays the road's as it is now: weather never changes it.
  public var at: CheckTime?
  /// The zone a time without an offset is read in, at its offset from GMT at the time of the check;
  /// nil for the first pass's own zone (a driver plans a crossing of Stevens Pass in Pacific time,
  /// wherever the machine's clock is set), read from the system's time-zone database.
  public var zone: TimeZone?

  /// Checks nothing yet: name a trip or passes.
  public init() {}
}
