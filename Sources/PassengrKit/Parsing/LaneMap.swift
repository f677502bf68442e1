/// A lane map as CDOT publishes it (`laneClosures`): no count, but a 16-bit map written in hex
/// ("4000", "7000", "c001"), one bit per place across the road from the left: the top bit the left
/// shoulder, then travel lane 1 (leftmost) to lane 14, the lowest bit the right shoulder; a set bit
/// is closed. Every travel lane of a direction closed is the road closed that way; shoulders never
/// count. Read by CDOT's reader and by the reader of a record written as JSON alike.
enum LaneMap {
  /// What a lane map says of a direction's travel lanes.
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

  /// The state of `laneCount` travel lanes (nil when not told or unreadable) under the map `map`.
  static func state(map: String, laneCount: Int?) -> State {
    var digits = map.trimmingSpaces().lowercased()
    if digits.hasPrefix("0x") { digits.removeFirst(2) }
    guard !digits.isEmpty, digits.count <= 4, let bits = UInt16(digits, radix: 16) else { return .unreadable }
    let laneBits = bits & 0x7FFE
    guard let count = laneCount, count >= 0, count <= 14 else { return laneBits == 0 ? .open : .unreadable }
    let mask = UInt16((1 << count) - 1) << UInt16(15 - count)
    // A closed lane the direction does not have is a map nobody can read for it.
    guard laneBits & ~mask == 0 else { return .unreadable }
    if count > 0, laneBits == mask { return .allClosed }
    return laneBits == 0 ? .open : .lanesClosed
  }
}
