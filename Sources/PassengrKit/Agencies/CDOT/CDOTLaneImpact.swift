/// One entry of a CDOT record's `laneImpacts`: a direction of the road, its travel lanes there, and
/// CDOT's lane map (`laneClosures`, no count: see `LaneMap`).
struct CDOTLaneImpact: Equatable, Sendable {
  /// What the lane map says of the direction's travel lanes (`LaneMap`).
  typealias State = LaneMap.State

  /// The direction it speaks of; nil for none or both.
  var direction: TravelDirection?
  /// What its lane map says.
  var state: State
  /// The lane map as published, for messages.
  var map: String

  /// Reads one entry of `laneImpacts`.
  init(_ impact: [String: JSONValue]) {
    direction = CDOTRoute.direction(of: impact["direction"]?.string)
    let map = CDOTValue.words(impact["laneClosures"]) ?? ""
    self.map = map
    state = Self.state(map: map, laneCount: impact["laneCount"])
  }

  /// The state of `laneCount` travel lanes under the lane map `map`.
  static func state(map: String, laneCount: JSONValue?) -> State {
    LaneMap.state(map: map, laneCount: CDOTValue.count(laneCount))
  }
}
