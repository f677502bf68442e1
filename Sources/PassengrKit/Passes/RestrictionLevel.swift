/// How restricted travel over a pass is, in WSDOT's escalation order.
///
/// `open` < `trafficDelays` < `tractionAdvised` < `tractionRequired` < `chainsRequired` <
/// `chainsAll` < `closed`; `closedForSeason` counts as closed, and `unknown` is text we could not
/// classify, which is never taken for open.
public enum RestrictionLevel: String, CaseIterable, Codable, Sendable {
  case open
  case trafficDelays = "traffic_delays"
  case tractionAdvised = "traction_advised"
  case tractionRequired = "traction_required"
  case chainsRequired = "chains_required"
  case chainsAll = "chains_all"
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
    case .closed, .closedForSeason: return 6
    case .unknown: return nil
    }
  }

  /// Whether this level is at or above `threshold`; `unknown` meets no threshold.
  func isAtLeast(_ threshold: RestrictionLevel) -> Bool {
    guard let mine = severity, let theirs = threshold.severity else { return false }
    return mine >= theirs
  }

  /// How bad it is for a driver, for ordering: open, then unknown (it clears nothing), then the
  /// escalation order, a seasonal closure just above `closed`.
  var rank: Int {
    switch self {
    case .open: return 0
    case .unknown: return 1
    default: return (severity ?? 0) * 2 + 2 + (self == .closedForSeason ? 1 : 0)
    }
  }

  /// The worst of `levels`. Unknown text never lets a pass look open: if nothing known is worse
  /// than open and something is unknown, the result is unknown.
  static func worst(of levels: [RestrictionLevel]) -> RestrictionLevel {
    let known = levels.filter { $0 != .unknown }
    guard let worst = known.max(by: { $0.rank < $1.rank }) else { return .unknown }
    if worst == .open, known.count < levels.count { return .unknown }
    return worst
  }

  /// The levels a threshold can name, in order, for messages: "open, traffic_delays, …".
  public static var thresholds: String {
    allCases.filter { $0 != .unknown }.map(\.rawValue).joined(separator: ", ")
  }

  /// A short phrase for tables: "chains required".
  var phrase: String {
    switch self {
    case .open: return "open"
    case .trafficDelays: return "traffic delays"
    case .tractionAdvised: return "traction advised"
    case .tractionRequired: return "traction required"
    case .chainsRequired: return "chains required"
    case .chainsAll: return "chains, all vehicles"
    case .closed: return "closed"
    case .closedForSeason: return "closed for the season"
    case .unknown: return "unknown"
    }
  }

  /// Parses a level name as given on the command line: `chains_required`, `chains-required`, `chainsRequired`.
  public init?(name: String) {
    let key = name.lowercased().replacingOccurrences(of: "-", with: "_")
    if let level = RestrictionLevel(rawValue: key) {
      self = level
      return
    }
    guard let level = RestrictionLevel.allCases.first(where: { String(describing: $0).lowercased() == key }) else { return nil }
    self = level
  }
}
