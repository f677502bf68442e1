import FoundationEssentials

/// One entry of a Caltrans highway-information page, read into facts: what it is, which way, where,
/// why and when. `level(at:)` says what it means for a passenger car.
struct HighwayInfoEntry: Equatable, Sendable {
  /// What an entry is.
  enum Kind: String, Equatable, Sendable {
    case closure, reopening, chains
    case oneWayControl = "one-way-control"
    case laneClosure = "lane-closure"
    case trucksOnly = "trucks-only"
    case advisory,
      information
    /// Restricting or opening words that cannot be read for certain (a partial or conditional
    /// opening, a look-alike letter): the directions it concerns read unknown.
    case unclear
  }

  var kind: Kind
  /// A closure for the winter or the season.
  var isSeasonal = false
  /// The level a chain sentence states (the classifier's, with Caltrans' wordings).
  var chainLevel: RestrictionLevel?
  /// The one direction it is limited to; nil for both.
  var direction: TravelDirection?
  /// The places it names, as written, without counties: "Colfax", "Nevada State Line", "Tioga Pass".
  var places: [String] = []
  /// "Due to snow".
  var reason: String?
  /// When it holds; nil when it says no time.
  var time: HighwayInfoTime?
  /// The area header it stands under: "IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA".
  var area: String?
  /// The sentence, abridged of the "Motorists are advised …" boilerplate.
  var text: String

  /// The passenger-car level at `now`: closures `closed` (`closed_for_season` for the winter), a
  /// windowed closure only inside its window, chains their level, one-way control `traffic_delays`;
  /// nil for what never sets a passenger level (reopenings, trucks, advisories, information) and
  /// for a closure still to come.
  func level(at now: Date) -> RestrictionLevel? {
    switch kind {
    case .closure:
      if let time, !time.isInForce(at: now) { return nil }
      return isSeasonal ? .closedForSeason : .closed
    case .chains:
      if let time, !time.isInForce(at: now) { return nil }
      return chainLevel
    case .oneWayControl, .laneClosure:
      if let time, !time.isInForce(at: now) { return nil }
      return .trafficDelays
    case .unclear:
      if let time, !time.isInForce(at: now) { return nil }
      return .unknown
    case .reopening, .trucksOnly, .advisory, .information:
      return nil
    }
  }

  /// Whether it is a restriction still to come at `now` (shown as upcoming).
  func isUpcoming(at now: Date) -> Bool {
    isRestricting && time?.isUpcoming(at: now) == true
  }

  /// Whether it is of a kind that restricts travel (a closure, chains, traffic control).
  var isRestricting: Bool { [.closure, .unclear, .chains, .oneWayControl, .laneClosure].contains(kind) }

  /// Whether it concerns the pass direction `direction`: entries without one concern both, and so
  /// does one limited to a direction the pass does not run ("northbound" on east–west Yuba Pass).
  func concerns(_ direction: TravelDirection) -> Bool { self.direction?.caltransCovers(direction) ?? true }
}
