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

  /// The area between two points; nil unless all four numbers are plausible coordinates.
  init?(_ startLatitude: Double?, _ startLongitude: Double?, _ endLatitude: Double?, _ endLongitude: Double?) {
    guard let a = startLatitude, let b = startLongitude, let c = endLatitude, let d = endLongitude,
          [a, c].allSatisfy({ (-90...90).contains($0) && $0 != 0 }), [b, d].allSatisfy({ (-180...180).contains($0) && $0 != 0 }) else { return nil }
    latitudes = (min(a, c) - Self.margin)...(max(a, c) + Self.margin)
    longitudes = (min(b, d) - Self.margin)...(max(b, d) + Self.margin)
  }

  /// Whether the point lies inside.
  func contains(latitude: Double, longitude: Double) -> Bool {
    latitudes.contains(latitude) && longitudes.contains(longitude)
  }
}
