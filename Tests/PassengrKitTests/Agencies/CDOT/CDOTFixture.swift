import Foundation
import Networking
import TestSupport

@testable import PassengrKit

/// CDOT's recording in `Fixtures/` (a winter morning, see `Fixtures/tools/cdot.py`) read as a
/// refresh reads it, and the pieces tests build their own feeds from.
enum CDOTFixture {
  /// 2026-01-17 07:30 MST, when the recording was made.
  static let recorded = Date(timeIntervalSince1970: 1_768_660_200)

  /// A loader of the recording directory, laid out by host as CDOT's sources are.
  static func directoryLoader() -> ResourceLoader {
    ResourceLoader(client: HTTPClient(configuration: HTTPClientConfiguration()), base: .directory(Fixtures.directory))
      .agency(access: nil, minimumInterval: nil, layout: .byHost)
  }

  /// A loader of `server` carrying `key` as CDOT's key, without retries.
  static func serverLoader(_ server: TestHTTPServer, key: String = "cdot-key-0123") -> ResourceLoader {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(10)
    configuration.maxRetries = 0
    let access = ResourceLoader.Access(
      agency: .cdot,
      requirement: CDOT().key ?? AgencyKey(name: "", variable: "", placement: .query("apiKey"), hosts: []),
      key: Secret(key), file: "/dev/null")
    return ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
      .agency(access: access, minimumInterval: nil, layout: .byHost)
  }

  /// The recording read whole.
  static func reading() async -> CDOTReading {
    await CDOTSource(loader: directoryLoader(), clock: { recorded }).read()
  }

  /// The catalogue pass called `name`.
  static func pass(_ name: String) -> Pass {
    CDOTCatalogue.passes.first { $0.name == name } ?? CDOTCatalogue.passes[0]
  }

  /// The features of a saved file under `Fixtures/data.cotrip.org/api/v1/`, as JSON objects.
  static func features(_ file: String) throws -> [[String: Any]] {
    let data = try Fixtures.data("data.cotrip.org/api/v1/\(file)")
    return try CDOTValue.features(data, url: file).map { JSONValue.object($0).foundation as? [String: Any] ?? [:] }
  }

  /// A feature collection of `features` as bytes.
  static func collection(_ features: [[String: Any]]) throws -> Data {
    try JSONSerialization.data(withJSONObject: ["type": "FeatureCollection", "features": features])
  }

  /// The records of `features` as read.
  static func records(_ features: [[String: JSONValue]]) -> [CDOTRecord] {
    features.enumerated().map { CDOTRecord(feature: $0.element, index: $0.offset) }
  }

  /// The records of `features`.
  static func records(_ features: [[String: Any]]) -> [CDOTRecord] {
    features.enumerated().map { CDOTRecord(feature: JSONValue.members($0.element), index: $0.offset) }
  }
}
