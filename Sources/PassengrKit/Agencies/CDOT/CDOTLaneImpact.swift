/// One entry of a CDOT record's `laneImpacts`: a direction of the road, its travel lanes there, and
/// CDOT's lane map. `laneClosures` is no count: it is a 16-bit map written in hex ("4000", "7000",
/// "c001"), one bit per place across the road from the left: the top bit the left shoulder, then
/// travel lane 1 (leftmost) to lane 14, the lowest bit the right shoulder; a set bit is closed.
/// Every travel lane of the direction closed is the road closed that way; shoulders never count.
struct CDOTLaneImpact: Equatable, Sendable {
  /// What the lane map says of the direction's travel lanes.
  enum State: Equatable, Sendable {
    /// No travel lane closed (shoulders or ramps may be).
    case open
    /// Some travel lanes closed, not all.
    case lanesClosed
    /// Every travel lane of the direction closed.
    case allClosed
    /// A map or lane count that cannot be read, or bits for lanes the direction does not have.
    case unreadable
  }

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
    var digits = map.trimmingSpaces().lowercased()
    if digits.hasPrefix("0x") { digits.removeFirst(2) }
    guard !digits.isEmpty, digits.count <= 4, let bits = UInt16(digits, radix: 16) else { return .unreadable }
    let laneBits = bits & 0x7FFE
    guard let count = CDOTValue.count(laneCount), count <= 14 else { return laneBits == 0 ? .open : .unreadable }
    let mask = UInt16((1 << count) - 1) << UInt16(15 - count)
    // A closed lane the direction does not have is a map nobody can read for it.
    guard laneBits & ~mask == 0 else { return .unreadable }
    if count > 0, laneBits == mask { return .allClosed }
    return laneBits == 0 ? .open : .lanesClosed
  }
}
