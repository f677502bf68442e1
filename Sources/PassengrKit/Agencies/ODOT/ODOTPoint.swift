/// A point in Oregon as TripCheck gives it, read so that a slip of the keyboard does not move it:
/// latitude and longitude swapped, or a longitude written without its minus sign, are put right
/// (Oregon's latitudes and longitudes never overlap, so either slip is unmistakable). Anything
/// that is not then a point in or near Oregon is not a point at all.
struct ODOTPoint: Equatable, Sendable {
  /// Oregon's latitudes, with a margin.
  static let latitudes = 41.0...47.0
  /// Oregon's longitudes, with a margin.
  static let longitudes = -125.5 ... -116.0

  /// Degrees north.
  var latitude: Double
  /// Degrees east (negative).
  var longitude: Double

  /// The point `latitude`, `longitude` name, put right; nil when they name no point in Oregon.
  init?(latitude: Double?, longitude: Double?) {
    guard let first = latitude, let second = longitude, first.isFinite, second.isFinite else { return nil }
    for (north, east) in [(first, second), (second, first)] {
      for east in [east, -east] where Self.latitudes.contains(north) && Self.longitudes.contains(east) {
        self.latitude = north
        self.longitude = east
        return
      }
    }
    return nil
  }
}
