/// The rectangle of latitude and longitude a station segment covers, as its report places its two
/// ends, widened a little: US 26's mileposts restart on each of its highways, so a milepost alone
/// can fall on two segments of one route, and where both sides give coordinates they must agree too.
struct ODOTArea: Equatable, Sendable {
  /// How far beyond its ends a segment reaches, in degrees (about 5 km).
  static let margin = 0.05

  /// The latitudes it spans, margin included.
  var latitudes: ClosedRange<Double>
  /// The longitudes it spans, margin included.
  var longitudes: ClosedRange<Double>

  /// The area between two ends; nil unless both are points in Oregon (`ODOTPoint`).
  init?(_ start: ODOTPoint?, _ end: ODOTPoint?) {
    guard let start, let end else { return nil }
    latitudes = (min(start.latitude, end.latitude) - Self.margin)...(max(start.latitude, end.latitude) + Self.margin)
    longitudes =
      (min(start.longitude, end.longitude) - Self.margin)...(max(start.longitude, end.longitude) + Self.margin)
  }

  /// Whether the point lies inside.
  func contains(_ point: ODOTPoint) -> Bool {
    latitudes.contains(point.latitude) && longitudes.contains(point.longitude)
  }
}
