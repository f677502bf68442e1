import FoundationEssentials

/// TripCheck's code tables (`RW/Metadata`): the words for each weather, road-condition and
/// driving-restriction code. Descriptions always come from here, never from our own table.
struct ODOTMetadata: Codable, Equatable, Sendable {
  /// Weather words by code.
  var weather: [String: String]
  /// Road-condition words by code.
  var roads: [String: String]
  /// Driving-restriction words by code.
  var restrictions: [String: String]

  /// Reads the tables; throws when `data` is not JSON or has no restriction list.
  static func decode(_ data: Data, url: String) throws -> ODOTMetadata {
    let root = try ODOTValue.object(data, url: url)
    let items = root["road-weather-items"]?.object ?? [:]
    guard let restrictions = items["driving-restriction-list"]?.array else {
      throw SourceError.source(
        .odot, ODOTFailure.notTheAnswer(url: url, missing: "road-weather-items.driving-restriction-list"))
    }
    return ODOTMetadata(
      weather: table(items["weather-condition-list"]?.array ?? [], id: "weather-id", words: "weather-desc"),
      roads: table(items["road-condition-list"]?.array ?? [], id: "road-cond-id", words: "road-cond-desc"),
      restrictions: table(restrictions, id: "restriction-id", words: "restriction-desc"))
  }

  /// Code → words from a list of objects; entries without either are left out.
  private static func table(_ list: [JSONValue], id: String, words: String) -> [String: String] {
    var table: [String: String] = [:]
    for entry in list.compactMap(\.object) {
      guard let code = ODOTValue.id(entry[id]), let text = ODOTValue.text(entry[words]) else { continue }
      table[code] = text
    }
    return table
  }

  /// Whether every code `report` carries is explained here.
  func explains(_ report: ODOTReport) -> Bool {
    (report.restrictionID.map { restrictions[$0] != nil } ?? true)
      && (report.weatherID.map { weather[$0] != nil } ?? true)
      && (report.roadConditionID.map { roads[$0] != nil } ?? true)
  }
}
