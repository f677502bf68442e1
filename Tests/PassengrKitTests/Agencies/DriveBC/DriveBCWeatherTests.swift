import Foundation
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// NWS covers the United States only: a BC pass says it has no forecast source, NWS is never asked
/// for it, and no US forecast saved before stands in.
@Suite(.hangGuard) struct DriveBCWeatherTests {
  @Test func noBCSummitIsCoveredAndEveryUSSummitIs() {
    for site in DriveBCCatalogue.sites { #expect(!NWSSource.covers(site.summit), "\(site.pass.name)") }
    for pass in Agencies.all.catalogue where pass.agency != .drivebc {
      guard let summit = pass.summit else { continue }
      #expect(NWSSource.covers(summit), "\(pass.name)")
    }
  }

  @Test func nwsIsNeverAskedForABCPass() async throws {
    let server = try TestHTTPServer { _ in .init(status: 500, text: "should not be asked") }
    let loader = ResourceLoader(
      client: HTTPClient(configuration: HTTPClientConfiguration()), base: .remote(server.baseURL))
    let source = NWSSource(loader: loader, cacheFile: nil, clock: { DriveBCFixture.recorded })
    let weather = await source.weather(for: DriveBCCatalogue.sites.map(\.pass))
    #expect(server.requests.isEmpty)
    #expect(weather.count == DriveBCCatalogue.sites.count)
    for (_, one) in weather {
      #expect(one.forecast == nil && one.hourly == nil && one.listedAlerts.isEmpty)
      #expect(one.problems.map(\.kind) == [.outsideCoverage])
      #expect(one.problems.first?.description.contains("no forecast source") == true)
    }
  }

  @Test func aUSForecastSavedBeforeIsNotKept() throws {
    let saved = PassWeather(
      forecast: WeatherForecast(
        periods: [], updatedAt: DriveBCFixture.recorded, fetchedAt: DriveBCFixture.recorded, elevationMeters: nil,
        url: "https://api.weather.gov/gridpoints/OTX/1,1/forecast"),
      alertsFetchedAt: DriveBCFixture.recorded)
    let fresh = PassWeather(problems: [WeatherProblem(kind: .outsideCoverage, resource: "forecast", detail: "")])
    let merged = fresh.merged(over: saved)
    #expect(merged.forecast == nil && merged.alertsFetchedAt == nil)
  }
}
