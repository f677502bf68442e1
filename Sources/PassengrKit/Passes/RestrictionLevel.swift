/// How restricted travel over a pass is, in WSDOT's escalation order.
///
/// `open` < `trafficDelays` < `tractionAdvised` < `tractionRequired` < `chainsRequired` <
/// `chainsAll` < `travelAdvisory` < `closed`; `closedForSeason` counts as closed, and `unknown` is
/// text we could not classify, which is never taken for open. `travelAdvisory` is a state the agency
/// states in its own words ("No Unnecessary Travel", "Closed to light, high-profile vehicles"): a
/// known state, not missing data.
public enum RestrictionLevel: String, CaseIterable, Codable, Sendable {
  case open
  case trafficDelays = "traffic_delays"
  case tractionAdvised = "traction_advised"
  case tractionRequired = "traction_required"
  case chainsRequired = "chains_required"
  case chainsAll = "chains_all"
  case travelAdvisory = "travel_advisory"
  case closed
  case closedForSeason = "closed_for_season"
  case unknown

  /// Position in the escalation order; nil for `unknown`. A seasonal closure ranks with `closed`.
  var severity: Int? {
    switch self {
    case .open: return 0
    case .trafficDelays: return 1
    case .tractionAdvised: return 2
    case .tractionRequired: return 3
    case .chainsRequired: return 4
    case .chainsAll: return 5
    case .travelAdvisory: return 6
    case .closed, .closedForSeason: return 7
    case .unknown: return nil
    }
  }

  /// Whether this level is at or above `threshold`; `unknown` meets no threshold.
  func isAtLeast(_ threshold: RestrictionLevel) -> Bool {
    guard let mine = severity, let theirs = threshold.severity else { return false }
    return mine >= theirs
  }

  /// How bad it is for a driver: the one order every combination of levels, every escalation and
  /// every threshold follows. The escalation order up to the travel advisory, then `unknown`, then
  /// the closures: a known closure outranks `unknown` (it is never hidden behind it), and `unknown`
  /// outranks `open` and every lesser restriction (what we cannot read may be worse than what we can).
  var rank: Int {
    switch self {
    case .unknown: return 7
    case .closed: return 8
    case .closedForSeason: return 9
    default: return severity ?? 0
    }
  }

  /// The worst of `levels` by `rank`; nothing at all is `unknown`.
  static func worst(of levels: [RestrictionLevel]) -> RestrictionLevel {
    var worst: RestrictionLevel?
    for level in levels where worst.map({ level.rank > $0.rank }) ?? true { worst = level }
    return worst ?? .unknown
  }

  /// Whether this is a closure, seasonal or not.
  public var isClosure: Bool { self == .closed || self == .closedForSeason }

  /// The levels a threshold can name, in order, for messages: "open, traffic_delays, …".
  public static var thresholds: String {
    allCases.filter { $0 != .unknown }.map(\.rawValue).joined(separator: ", ")
  }

  /// A short phrase for tables: "chains required".
  public var phrase: String {
    switch self {
    case .open: return "open"
    case .trafficDelays: return "traffic delays"
    case .tractionAdvised: return "traction advised"
    case .tractionRequired: return "traction required"
    case .chainsRequired: return "chains required"
    case .chainsAll: return "chains, all vehicles"
    case .travelAdvisory: return "travel advisory"
    case .closed: return "closed"
    case .closedForSeason: return "closed for the season"
    case .unknown: return "unknown"
    }
  }

  /// Parses a level name as given on the command line: `chains_required`, `chains-required`, `chainsRequired`.
  public init?(name: String) {
    let key = name.lowercased().replacing("-", with: "_")
    if let level = RestrictionLevel(rawValue: key) {
      self = level
      return
    }
    guard let level = RestrictionLevel.allCases.first(where: { String(describing: $0).lowercased() == key }) else {
      return nil
    }
    self = level
  }
}
