extension RestrictionLevel {
  /// How a level is coloured, the one mapping every surface (table, HTML, status bar) uses.
  public enum Tone: String, Sendable {
    /// Open: green.
    case clear
    /// Delays and traction tires: yellow.
    case caution
    /// Chains, travel advisories and closures: red.
    case danger
    /// Not known: magenta, never green.
    case unknown
  }

  /// The level's colour.
  public var tone: Tone {
    switch self {
    case .open: return .clear
    case .trafficDelays, .tractionAdvised, .tractionRequired: return .caution
    case .chainsRequired, .chainsAll, .travelAdvisory, .closed, .closedForSeason: return .danger
    case .unknown: return .unknown
    }
  }
}
