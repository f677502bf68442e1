import FoundationEssentials

/// Reads the loosely typed values of CDOT's GeoJSON: numbers that may arrive as strings, texts that
/// may arrive as lists, and the feature collection itself.
enum CDOTValue {
  /// `value` as a finite number (a JSON number or a numeric string, not a flag); nil otherwise.
  static func number(_ value: JSONValue?) -> Double? { LooseJSON.number(value) }

  /// `value` as a whole count (`laneClosures` arrives as `"0"`); nil otherwise.
  static func count(_ value: JSONValue?) -> Int? {
    guard let number = number(value), number >= 0, number < 1000, number == number.rounded() else { return nil }
    return Int(exactly: number)
  }

  /// `value` as a milepost: at least 0 and below 1000 (no Colorado highway is longer); nil otherwise.
  static func milepost(_ value: JSONValue?) -> Double? {
    guard let number = number(value), number >= 0, number < 1000 else { return nil }
    return number
  }

  /// The entries of a list of words (`additionalImpacts`); a single string is one entry.
  static func list(_ value: JSONValue?) -> [String] {
    if let list = value?.array { return list.compactMap { words($0) } }
    return words(value).map { [$0] } ?? []
  }

  /// `value` read as words CDOT wrote: a string, the strings of a list joined as sentences, or a
  /// number as written. Nil when absent or empty; words in another shape are still words.
  static func words(_ value: JSONValue?) -> String? {
    switch value {
    case .array(let list):
      return TextSanitizer.cleanOptional(list.compactMap { words($0) }.joined(separator: ". "))
    case .number(let number): return number.text
    case .bool(let flag): return flag ? "1" : "0"
    default: break
    }
    guard let string = value?.string else { return nil }
    return TextSanitizer.cleanOptional(string)
  }

  /// The features of the GeoJSON feature collection in `data`, or a failure naming `url`.
  static func features(_ data: Data, url: String) throws -> [[String: JSONValue]] {
    let root: JSONValue
    do {
      root = try JSONValue(parsing: data, fragmentsAllowed: true)
    } catch {
      let failure = JSONSyntaxLocator.firstError(in: Array(data))
      throw SourceError.malformed(
        source: SourceName.cdot.rawValue, url: url, location: failure?.location ?? "the top level",
        reason: failure?.reason ?? "not JSON")
    }
    guard let features = root["features"], features.array != nil else {
      throw SourceError.source(.cdot, CDOTFailure.notAFeatureCollection(url: url))
    }
    // A feature that is not an object is no record at all: it cannot say anything of a road.
    guard let records = features.objects else {
      throw SourceError.source(.cdot, CDOTFailure.notAFeatureCollection(url: url))
    }
    return records
  }

  /// The points of a GeoJSON geometry (Point, MultiPoint, LineString, MultiLineString), as
  /// coordinates; points out of range are left out.
  static func points(of geometry: JSONValue?) -> [Coordinate] {
    guard let object = geometry?.object else { return [] }
    return points(in: object["coordinates"])
  }

  /// Every `[lon, lat]` pair nested in `value`.
  private static func points(in value: JSONValue?) -> [Coordinate] {
    guard let list = value?.array else { return [] }
    if list.count >= 2, let lon = number(list[0]), let lat = number(list[1]), list[0].array == nil {
      return Coordinate(latitude: lat, longitude: lon).map { [$0] } ?? []
    }
    return list.flatMap { points(in: $0) }
  }
}
