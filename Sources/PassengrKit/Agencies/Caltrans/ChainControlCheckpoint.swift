import FoundationEssentials

/// One chain-control checkpoint as a Caltrans district feed reports it.
struct ChainControlCheckpoint: Equatable, Sendable {
  /// "10-ALP-4-0.65-W-14W".
  var index: String
  var district: Int
  var locationName: String
  /// The way it applies; nil for "*", both directions.
  var direction: TravelDirection?
  var county: String
  /// "I-80", "SR-4".
  var route: String
  /// false for retired gates ("false"); "Not Reported" counts as in service, to be safe.
  var isInService: Bool
  /// The status code as published: "R-0" … "R-3", or anything else (then the level is unknown).
  var status: String
  var statusDescription: String
  /// When the feed file was generated.
  var recordedAt: Date?

  /// R-0 open, R-1 traction required, R-2 chains required, R-3 chains on all vehicles; any other
  /// value (a longitude has been seen here) is unknown, never open.
  /// The description is read by the one reader (`CaltransWords`) and counts as much as the code:
  /// each direction takes the worse of both, so a description that says worse than the code
  /// ("Traffic is being turned around at Kingvale" beside R-0) is believed, and words not
  /// understood keep an R-0 from `open` (beside a chain code they leave the code standing). A
  /// description that says only information (or nothing) leaves the code's level.
  var level: RestrictionLevel {
    // A location name that states a restriction ("BASSETTS (CLOSED)") counts as much as the code.
    let coded =
      CaltransWords.read(locationName).statedClosures.level(for: .both).map {
        RestrictionLevel.worst(of: [codeLevel, $0])
      } ?? codeLevel
    guard let described = CaltransWords.read(statusDescription).level(for: .both) else { return coded }
    // Words not understood keep an R-0 from open; beside a chain code they leave the code standing.
    if described == .unknown, coded != .open { return coded }
    // A closure that may come ("Closures possible") is an advisory that never hides a chain code.
    if described == .travelAdvisory, coded != .open, coded != .unknown,
      Wording(RestrictionClassifier.normalize(statusDescription)).hasAny(Lexicon.possibleClosures)
    {
      return coded
    }
    return RestrictionLevel.worst(of: [coded, described])
  }

  /// Caltrans' truck levels: maximum and minimum chains for trucks, and truck screening. They bind
  /// trucks only; a car goes by the R-level posted at the same place.
  static let truckLevels: Set<String> = ["MAX", "MIN", "TS", "R-MAX", "R-MIN", "R-TS"]

  /// Whether its status is a truck level (MAX, MIN, TS).
  var isTruckLevel: Bool {
    Self.truckLevels.contains(status.uppercased().replacing(" ", with: ""))
  }

  /// What a truck level says to a car: a closure its words or place state, else nothing (nil).
  var truckLevelForACar: RestrictionLevel? {
    let said = [locationName, statusDescription].compactMap {
      CaltransWords.read($0).statedClosures.level(for: .both)
    }
    return said.isEmpty ? nil : RestrictionLevel.worst(of: said)
  }

  /// The level the code alone states.
  var codeLevel: RestrictionLevel {
    switch status.uppercased().replacing(" ", with: "") {
    case "R-0", "R0": return .open
    case "R-1", "R1": return .tractionRequired
    case "R-2", "R2": return .chainsRequired
    case "R-3", "R3": return .chainsAll
    default: return .unknown
    }
  }

  /// What the code means, in Caltrans' words, for a checkpoint that gives no description.
  var meaning: String {
    switch codeLevel {
    case .open: return "No chain controls are in effect at this time."
    case .tractionRequired:
      return
        "Chains or traction devices are required on all vehicles except passenger vehicles and light trucks under 6,000 lb gross with snow-tread tires on at least two drive wheels."
    case .chainsRequired:
      return
        "Chains or traction devices are required on all vehicles except four-wheel or all-wheel drive vehicles with snow-tread tires on all four wheels."
    case .chainsAll: return "Chains or traction devices are required on all vehicles without exception."
    default: return "unreadable status '\(status)'"
    }
  }

  /// The restriction text: the description (or the code's meaning), the code and the place.
  var text: String {
    let said = statusDescription.isEmpty ? meaning : statusDescription
    return level == .unknown ? "\(said) at \(locationName)" : "\(status) at \(locationName): \(said)"
  }

  /// Whether it belongs to `corridor`: same route, one of its counties, one of its districts.
  func belongs(to corridor: Corridor) -> Bool {
    Self.key(route) == Self.key(corridor.route) && corridor.districts.contains(district)
      && corridor.counties.contains { Self.key($0) == Self.key(county) }
  }

  /// Whether it reports the pass direction `direction`: "*" reports both, and so does a direction
  /// the pass does not run (`North` at SIERRA CITY on east–west Yuba Pass).
  func reports(_ direction: TravelDirection) -> Bool { self.direction?.caltransCovers(direction) ?? true }

  private static func key(_ text: String) -> String {
    text.lowercased().filter { $0.isLetter || $0.isNumber }
  }
}

extension ChainControlCheckpoint {
  /// The checkpoint as parsing a saved feed shows it: one row, named by place and route.
  func report(fetchedAt: Date) -> PassReport {
    let place = "\(county) County, district \(district)" + (isInService ? "" : ", out of service")
    var report = PassReport(
      id: nil, publishedName: "\(locationName) \(route)", elevationFeet: nil,
      conditions: PassConditions(
        restrictions: [Restriction(direction: direction ?? .both, text: text, level: level)], roadConditions: place,
        weather: nil, temperatureF: nil, updatedAt: recordedAt, fetchedAt: fetchedAt))
    report.name = locationName
    report.highway = route
    return report
  }
}
