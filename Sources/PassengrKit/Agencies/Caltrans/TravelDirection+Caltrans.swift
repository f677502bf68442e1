import FoundationEssentials

extension TravelDirection {
  /// Whether a restriction Caltrans limits to `self` must count for the pass direction `asked`:
  /// the same direction, both, or a direction the pass does not run. SR 49 is signed north–south
  /// while Yuba Pass is catalogued east–west, and which signed direction is which catalogued one is
  /// published nowhere, so "northbound" there cannot be placed on one side: it counts for both.
  func caltransCovers(_ asked: TravelDirection) -> Bool {
    self == .both || self == asked || asked == .both || axis != asked.axis
  }

  /// The road axis a direction lies on; nil for both.
  private var axis: DirectionPair? {
    switch self {
    case .eastbound, .westbound: return .eastWest
    case .northbound, .southbound: return .northSouth
    case .both: return nil
    }
  }
}
