import FoundationEssentials
import Networking

/// A point on the earth in decimal degrees (WGS 84): a pass's summit, where weather is asked for.
public struct Coordinate: Codable, Equatable, Hashable, Sendable {
  /// Degrees north (negative south), −90…90.
  public let latitude: Double
  /// Degrees east (negative west), −180…180.
  public let longitude: Double

  /// A point; nil when either number is not finite or out of range (data from outside is checked
  /// here, never trusted).
  public init?(latitude: Double, longitude: Double) {
    guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else {
      return nil
    }
    self.latitude = latitude
    self.longitude = longitude
  }

  /// A catalogue's point, written as literals known to be in range.
  init(_ latitude: Double, _ longitude: Double) {
    self.latitude = max(-90, min(90, latitude.isFinite ? latitude : 0))
    self.longitude = max(-180, min(180, longitude.isFinite ? longitude : 0))
  }

  /// The point as NWS asks for it: at most four decimals (about 11 m), trailing zeros dropped,
  /// `47.7462,-121.0859`. Rounding first keeps cache keys stable and avoids NWS's redirect.
  public var rounded: String {
    func text(_ value: Double) -> String {
      var written = DecimalText.text((value * 10_000).rounded() / 10_000, places: 4)
      while written.contains("."), written.hasSuffix("0") { written.removeLast() }
      if written.hasSuffix(".") { written.removeLast() }
      return written == "-0" ? "0" : written
    }
    return "\(text(latitude)),\(text(longitude))"
  }
}
