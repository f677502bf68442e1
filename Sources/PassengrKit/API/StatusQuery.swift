import FoundationEssentials

/// What `status` shows and when it refreshes first.
public struct StatusQuery: Sendable {
  /// When to refresh before showing.
  public enum Mode: Sendable {
    /// When the shown passes' saved data is older than `maxAge` (or missing).
    case whenOld
    /// Always: a refresh whatever the age.
    case always
    /// Never: the saved data only.
    case never
  }

  /// Passes by id, name or prefix; the enabled ones when empty.
  public var passes: [String] = []
  /// A saved trip's name: its passes in driving order, instead of `passes`.
  public var trip: String?
  /// Only this agency's passes.
  public var agency: AgencyID?
  /// Saved data older than this is refreshed first (`.whenOld`), and shown as stale.
  public var maxAge = TimeSpan(seconds: 300)
  /// Saved data older than this is not good enough when nothing can be fetched.
  public var maxStale = TimeSpan(seconds: 86400)
  /// When to refresh.
  public var mode = Mode.whenOld
  /// Show the passes in the order named (a trip's driving order) instead of the user's list order.
  public var keepsGivenOrder = false
  /// How long fetching may take: someone about to drive wants an answer now. The session's own
  /// deadline still bounds it, and one request's `timeout` stretches it.
  public var deadline = PassengrSession.interactiveDeadline
  /// Whether the rows carry NWS's hourly forecasts (dozens of periods a pass, which most views never
  /// show): a front end that shows none leaves them unread, and `status` starts faster. The
  /// 12-hour forecast, alerts and problems are always there.
  public var includesHourly = true

  /// The defaults: the enabled passes, refreshed when older than 5 minutes.
  public init() {}
}
