import Foundation
import Testing

@testable import PassengrKit

/// A custom pass's page is read word for word: its restriction fields by the one reader, and its
/// conditions and weather fields too, applied to the directions they name.
@Suite struct CustomPageWordsTests {
  static let now = Date(timeIntervalSince1970: 1_736_560_000)

  /// What a page whose eastbound and westbound rows say "No restrictions" reads as, beside
  /// `conditions` and `weather`.
  static func conditions(_ conditions: String, weather: String = "Cloudy") throws -> PassConditions {
    let html = """
      <html><body><span id="eb">No restrictions</span><span id="wb">No restrictions</span>
      <p id="c">\(conditions)</p><p id="w">\(weather)</p></body></html>
      """
    let custom = CustomPass(
      url: URL(fileURLWithPath: "/pages/custom"),
      queries: [
        .eastbound: "//span[@id='eb']", .westbound: "//span[@id='wb']", .conditions: "//p[@id='c']",
        .weather: "//p[@id='w']",
      ])
    let pass = Pass(id: 1000, name: "Test Pass", highway: "", custom: custom)
    return try CustomPageDecoder.decode(Data(html.utf8), charset: "utf-8", pass: pass, custom: custom, fetchedAt: now)
  }

  @Test func aClosureInTheConditionsClosesTheDirectionsItNames() throws {
    let both = try Self.conditions("Road closed at the summit due to spinouts.")
    #expect(both.restrictions.map(\.level) == [.closed, .closed])
    let east = try Self.conditions("Bare and wet. Eastbound closed at milepost 34.")
    #expect(east.restriction(.eastbound)?.level == .closed)
    #expect(east.restriction(.westbound)?.level == .open)
    let weather = try Self.conditions("Bare and dry.", weather: "Whiteout, road CLSD")
    #expect(weather.restrictions.map(\.level) == [.closed, .closed])
  }

  @Test func harmlessConditionsKeepAnOpenPassOpenAndWordsNotUnderstoodDoNot() throws {
    #expect(
      try Self.conditions("Bare and wet, areas of standing water.", weather: "Light snow").restrictions.map(\.level)
        == [.open, .open])
    #expect(
      try Self.conditions("Gusts toppling semis near the summit").restrictions.map(\.level) == [.unknown, .unknown])
  }
}
