import Foundation

@testable import PassengrKit

/// An agency that exists only in the tests, defined the way a real one is (an id, a catalogue, a
/// keyed source, a format it recognises, a failure of its own), to prove a new agency needs no
/// change outside its own folder.
struct Ridgeline: Agency {
  static let id = AgencyID(rawValue: "ridgeline")
  static let format = SourceFormat(rawValue: "ridgeline-json")
  static let source = SourceName(rawValue: "ridgeline")
  /// Its one address: a query picks the region, so a directory mirror needs the query in a file name.
  static let url = URL(string: "https://api.ridgeline.example/v1/passes?region=north")!

  /// What only Ridgeline can get wrong.
  enum Failure: AgencyFailure {
    case regionMissing(String)

    var description: String {
      switch self {
      case .regionMissing(let url): return "ridgeline's answer at \(url) has no passes for the region"
      }
    }
  }

  var id: AgencyID { Self.id }
  var name: String { "Ridgeline DOT" }
  var attribution: String { "Ridgeline Department of Transportation, courtesy of its open data terms" }
  var idRange: ClosedRange<Int> { 9000...9099 }
  var catalogue: [Pass] {
    [
      Pass(
        id: 9001, agency: id, name: "Test Summit", highway: "SH 21", elevationFeet: 6100, directions: .eastWest,
        order: 1, isEnabled: true),
      Pass(
        id: 9002, agency: id, name: "Quiet Gap", highway: "SH 9", elevationFeet: 4200, directions: .northSouth,
        order: 2, isEnabled: false),
    ]
  }
  var sourceNames: [SourceName] { [Self.source] }
  /// Its state routes are written `SH 21`, as Idaho writes them.
  var state: String? { "id" }
  var aliases: [Int: [String]] { [9001: ["Ridge Top"]] }
  var key: AgencyKey? {
    AgencyKey(
      name: "subscription key", variable: "RIDGELINE_KEY", placement: .header("X-Ridgeline-Key"),
      hosts: ["api.ridgeline.example"])
  }
  /// The pace it asks for.
  var minimumRequestInterval: Duration? = .milliseconds(1)
  var formats: [SourceFormat] { [Self.format] }

  func recognise(_ data: Data) -> SourceFormat.Recognition? {
    data.prefix(4096).contains(bytes: "\"ridgelinePasses\"") ? .certain(Self.format) : nil
  }

  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let passes = root["ridgelinePasses"] as? [[String: Any]]
    else {
      throw SourceError.source(Self.id, Failure.regionMissing(location))
    }
    return passes.compactMap { entry in
      guard let id = entry["id"] as? Int, let name = entry["name"] as? String else { return nil }
      let restrictions = [
        ("eastbound", TravelDirection.eastbound), ("westbound", .westbound), ("northbound", .northbound),
        ("southbound", .southbound),
      ]
      .compactMap { key, direction in (entry[key] as? String).map { Restriction(direction: direction, text: $0) } }
      var report = PassReport(
        id: id, publishedName: name, elevationFeet: nil,
        conditions: PassConditions(
          restrictions: restrictions, roadConditions: entry["conditions"] as? String, weather: nil, temperatureF: nil,
          updatedAt: nil, fetchedAt: fetchedAt))
      report.name = name
      return report
    }
  }

  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    RidgelineSource(loader: settings.loader, clock: settings.clock)
  }
}

/// Ridgeline's one source: every pass in one keyed request.
struct RidgelineSource: AgencySource {
  let loader: ResourceLoader
  let clock: @Sendable () -> Date

  var name: String { Ridgeline.source.rawValue }
  var answersWholeCatalogue: Bool { true }
  func requestURLs(for pass: Pass) -> [URL] { [Ridgeline.url] }

  func conditions(for passes: [Pass], progress: (@Sendable (Int) -> Void)?) async -> [Int: Result<
    PassConditions, Error
  >] {
    defer { progress?(passes.count) }
    do {
      let resource = try await loader.load(Ridgeline.url)
      let reports = try Ridgeline().reports(
        from: resource.data, format: Ridgeline.format, charset: resource.charset, location: resource.location,
        fetchedAt: clock())
      return matching(passes, with: reports, source: name)
    } catch {
      return failing(passes, with: error)
    }
  }
}

/// A second test agency whose documents look exactly like Ridgeline's: `parse --format auto` must
/// refuse to choose between them.
struct RidgelineTwin: Agency {
  var id: AgencyID { AgencyID(rawValue: "twin") }
  var name: String { "Twin DOT" }
  var attribution: String { "Twin DOT" }
  var idRange: ClosedRange<Int> { 9100...9199 }
  var catalogue: [Pass] { [] }
  var sourceNames: [SourceName] { [SourceName(rawValue: "twin")] }
  var formats: [SourceFormat] { [SourceFormat(rawValue: "twin-json")] }
  func recognise(_ data: Data) -> SourceFormat.Recognition? {
    data.prefix(4096).contains(bytes: "\"ridgelinePasses\"") ? .certain(SourceFormat(rawValue: "twin-json")) : nil
  }
  func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date) throws
    -> [PassReport]
  { [] }
  func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
    RidgelineSource(loader: settings.loader, clock: settings.clock)
  }
}
