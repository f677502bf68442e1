/// The two directions a pass's road runs.
public enum DirectionPair: String, Codable, Sendable {
  case eastWest = "east-west"
  case northSouth = "north-south"

  /// First and second direction, in WSDOT's RestrictionOne / RestrictionTwo order.
  var directions: (TravelDirection, TravelDirection) {
    switch self {
    case .eastWest: return (.eastbound, .westbound)
    case .northSouth: return (.northbound, .southbound)
    }
  }

  /// Both directions, in that order.
  var all: [TravelDirection] { [directions.0, directions.1] }
}
