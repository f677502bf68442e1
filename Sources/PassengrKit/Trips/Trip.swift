/// A drive the user saved: passes in driving order, each with the direction driven over it.
public struct Trip: Codable, Equatable, Sendable {
  /// One pass of a trip.
  public struct Leg: Codable, Equatable, Sendable {
    /// The pass's id.
    public internal(set) var passID: Int
    /// The direction driven over it; nil when both directions count.
    public internal(set) var direction: TravelDirection?
  }

  /// Its name as given; names compare case-insensitively.
  public internal(set) var name: String
  /// The passes in driving order.
  public internal(set) var legs: [Leg]

  /// Creates a trip.
  init(name: String, legs: [Leg]) {
    self.name = name
    self.legs = legs
  }

  /// The way home: the passes in reverse order, every direction flipped.
  var reversed: Trip {
    Trip(name: name, legs: legs.reversed().map { Leg(passID: $0.passID, direction: $0.direction?.opposite) })
  }

  /// Whether `name` names this trip (case-insensitively).
  func isNamed(_ other: String) -> Bool { name.lowercased() == other.lowercased() }
}

extension TravelDirection {
  /// The other way: eastbound for westbound, and so on; `both` stays.
  var opposite: TravelDirection {
    switch self {
    case .eastbound: return .westbound
    case .westbound: return .eastbound
    case .northbound: return .southbound
    case .southbound: return .northbound
    case .both: return .both
    }
  }
}
