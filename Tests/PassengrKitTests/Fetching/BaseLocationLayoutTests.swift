import Foundation
import TestAgency
import Testing

@testable import PassengrKit

/// Sources added since the first four agencies are mirrored by host, so agencies sharing paths never
/// share files; the first four keep their recordings' layout by path.
@Suite struct BaseLocationLayoutTests {
  private let points = URL(string: "https://api.weather.gov/points/47.7462,-121.0859")!
  private let alerts = URL(string: "https://api.weather.gov/alerts/active?point=47.7462,-121.0859")!

  @Test func aMirrorByHostPutsTheHostFirstAfterTheMirrorsOwnPath() {
    let plain = BaseLocation.remote(URL(string: "http://127.0.0.1:8080")!)
    #expect(
      plain.resolve(points, layout: .byHost)
        == .http(URL(string: "http://127.0.0.1:8080/api.weather.gov/points/47.7462,-121.0859")!))
    #expect(
      plain.resolve(alerts, layout: .byHost)
        == .http(URL(string: "http://127.0.0.1:8080/api.weather.gov/alerts/active?point=47.7462,-121.0859")!))
    let prefixed = BaseLocation.remote(URL(string: "http://127.0.0.1:8080/mirror/")!)
    #expect(
      prefixed.resolve(points, layout: .byHost)
        == .http(URL(string: "http://127.0.0.1:8080/mirror/api.weather.gov/points/47.7462,-121.0859")!))
  }

  @Test func aMirrorByPathKeepsThePathAlone() {
    let plain = BaseLocation.remote(URL(string: "http://127.0.0.1:8080")!)
    #expect(
      plain.resolve(points, layout: .byPath) == .http(URL(string: "http://127.0.0.1:8080/points/47.7462,-121.0859")!))
  }

  @Test func aDirectoryByHostWritesTheQueryAfterAnAt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("api.weather.gov/alerts")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("active@point=47.7462,-121.0859")
    try Data("{}".utf8).write(to: file)
    #expect(BaseLocation.directory(root).resolve(alerts, layout: .byHost) == .file(file))
    #expect(
      BaseLocation.directory(root).resolve(points, layout: .byHost)
        == .file(root.appendingPathComponent("api.weather.gov/points/47.7462,-121.0859")))
    #expect(
      BaseLocation.directory(root).resolve(points, layout: .byPath)
        == .file(root.appendingPathComponent("points/47.7462,-121.0859")))
  }

  @Test func theFirstFourAgenciesKeepTheirLayoutAndNewOnesAreByHost() {
    let firstFour: [AgencyID] = [.wsdot, .caltrans, .wydot, .odot]
    for agency in Agencies.all.list {
      #expect(agency.mirrorLayout == (firstFour.contains(agency.id) ? .byPath : .byHost), "\(agency.id)")
    }
    #expect(Ridgeline().mirrorLayout == .byHost)
  }
}
