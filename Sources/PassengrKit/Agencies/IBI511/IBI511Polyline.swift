/// Google's encoded polyline, as the platform writes a road's geometry: precision 1e-5, latitude
/// before longitude, each value a zig-zag delta in 5-bit chunks from `?` (63).
enum IBI511Polyline {
  /// The points of `encoded`; nil when it is not a polyline (a character out of range, a value cut
  /// short, a point off the earth). An empty string is no points.
  static func decode(_ encoded: String) -> [Coordinate]? {
    var points: [Coordinate] = []
    var latitude = 0
    var longitude = 0
    var bytes = Array(encoded.utf8)[...]
    // More points than any road has is no polyline this reader trusts.
    while !bytes.isEmpty, points.count < 100_000 {
      guard let dLat = next(&bytes), let dLon = next(&bytes) else { return nil }
      latitude += dLat
      longitude += dLon
      guard let point = Coordinate(latitude: Double(latitude) / 1e5, longitude: Double(longitude) / 1e5) else {
        return nil
      }
      points.append(point)
    }
    return bytes.isEmpty ? points : nil
  }

  /// The next value, consumed from `bytes`.
  private static func next(_ bytes: inout ArraySlice<UInt8>) -> Int? {
    var result = 0
    var shift = 0
    while let byte = bytes.first {
      bytes.removeFirst()
      guard (63...126).contains(byte), shift <= 30 else { return nil }
      let chunk = Int(byte) - 63
      result |= (chunk & 0x1F) << shift
      shift += 5
      if chunk < 0x20 { return (result & 1) != 0 ? ~(result >> 1) : result >> 1 }
    }
    return nil
  }

  /// Encodes `points` (for fixtures and tests).
  static func encode(_ points: [Coordinate]) -> String {
    var output = ""
    var previous = (0, 0)
    for point in points {
      let current = (Int((point.latitude * 1e5).rounded()), Int((point.longitude * 1e5).rounded()))
      for delta in [current.0 - previous.0, current.1 - previous.1] {
        var value = delta < 0 ? ~(delta << 1) : delta << 1
        while value >= 0x20 {
          output.unicodeScalars.append(Unicode.Scalar(UInt8((0x20 | (value & 0x1F)) + 63)))
          value >>= 5
        }
        output.unicodeScalars.append(Unicode.Scalar(UInt8(value + 63)))
      }
      previous = current
    }
    return output
  }
}
