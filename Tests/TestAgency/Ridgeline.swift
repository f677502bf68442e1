// Ridgeline reaches PassengrKit's internals, which only a debug build lets another module see; a
// release build (`swift build -c release` builds every target) compiles this file empty.
#if DEBUG
  import Foundation

  @testable import PassengrKit

  /// An agency that exists only in the tests, defined the way a real one is (an id, a catalogue, a
  /// keyed source, a format it recognises, a failure of its own), to prove a new agency needs no
  /// change outside its own folder. The CLI tests run it through `passengr-ridgeline`, the command
  /// tree with Ridgeline added.
  package struct Ridgeline: Agency {
    package static let id = AgencyID(rawValue: "ridgeline")
    package static let format = SourceFormat(rawValue: "ridgeline-json")
    package static let source = SourceName(rawValue: "ridgeline")
    /// Its one address: a query picks the region, so a directory mirror needs the query in a file name.
    package static let url = URL(string: "https://api.ridgeline.example/v1/passes?region=north")!

    /// What only Ridgeline can get wrong.
    package enum Failure: AgencyFailure {
      case regionMissing(String)

      package var description: String {
        switch self {
        case .regionMissing(let url): return "ridgeline's answer at \(url) has no passes for the region"
        }
      }
    }

    package init() {}

    package var id: AgencyID { Self.id }
    package var name: String { "Ridgeline DOT" }
    package var attribution: String { "Ridgeline Department of Transportation, courtesy of its open data terms" }
    package var idRange: ClosedRange<Int> { 9000...9099 }
    package var catalogue: [Pass] {
      [
        Pass(
          id: 9001, agency: id, name: "Test Summit", highway: "RT 21", elevationFeet: 6100, directions: .eastWest,
          order: 1, isEnabled: true),
        Pass(
          id: 9002, agency: id, name: "Quiet Gap", highway: "RT 9", elevationFeet: 4200, directions: .northSouth,
          order: 2, isEnabled: false),
      ]
    }
    package var sourceNames: [SourceName] { [Self.source] }
    /// Its roads are a system of its own: `RT 21` is Ridgeline's route 21, no other agency's road.
    package var state: String? { "rl" }
    package var routePrefixes: [String] { ["rt"] }
    package var aliases: [Int: [String]] { [9001: ["Ridge Top"]] }
    package var key: AgencyKey? {
      AgencyKey(
        name: "subscription key", variable: "RIDGELINE_KEY", placement: .header("X-Ridgeline-Key"),
        hosts: ["api.ridgeline.example"])
    }
    /// The pace it asks for.
    package var minimumRequestInterval: Duration? = .milliseconds(1)
    package var formats: [SourceFormat] { [Self.format] }

    package func recognise(_ data: Data) -> SourceFormat.Recognition? {
      data.prefix(4096).contains(bytes: "\"ridgelinePasses\"") ? .certain(Self.format) : nil
    }

    package func reports(from data: Data, format: SourceFormat, charset: String?, location: String, fetchedAt: Date)
      throws
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

    package func source(named name: SourceName, _ settings: SourceSettings) -> any AgencySource {
      RidgelineSource(loader: settings.loader, clock: settings.clock)
    }
  }

  extension Agencies {
    /// The built-in agencies and Ridgeline, as `passengr-ridgeline` and the tests run them.
    package static var withRidgeline: Agencies { Agencies(Agencies.all.list + [Ridgeline()]) }
  }
#endif
