import Foundation
import Markup
import TestSupport
import Testing

@Suite struct PassPageTests {
  static let modernPage = "travel/real-time/mountainpasses/snoqualmie"
  static let legacyPage = "traffic/passes/snoqualmie/index.html"

  func value(labelled label: String, in document: HTMLDocument) throws -> Node {
    let query =
      "//div[contains(concat(' ', @class, ' '), ' condition ')]"
      + "[normalize-space(div[@class='conditionLabel'])='\(label)']/div[@class='conditionValue']"
    return try #require(try document.firstNode(matching: query))
  }

  @Test func modernPageRowsAreFoundByLabel() throws {
    let document = try HTMLDocument(data: Fixtures.data(Self.modernPage))
    #expect(
      try value(labelled: "Travel eastbound", in: document).normalizedText
        == "Traction Tires Advised, Oversize Vehicles Prohibited.")
    #expect(try value(labelled: "Travel westbound", in: document).normalizedText == "No restrictions")
    #expect(try value(labelled: "Temperature", in: document).normalizedText == "28°F / -2°C as of 8:45 PM 01/10/2025")
    #expect(try value(labelled: "Elevation", in: document).normalizedText == "3022 ft / 921 m")
    #expect(
      try value(labelled: "Last updated", in: document).normalizedText
        == "Friday, January 10, 2025 8:45 PM [Disclaimer]")
    #expect(document.encoding == EncodingDecision(encoding: .utf8, basis: .metaTag))
  }

  @Test func textKeepsWhitespaceWhileNormalizedTextCollapsesIt() throws {
    let document = try HTMLDocument(data: Fixtures.data(Self.modernPage))
    let conditions = try value(labelled: "Conditions", in: document)
    #expect(conditions.text.hasPrefix("\n          Compact snow"))
    #expect(conditions.text.contains("road.\n"))
    #expect(conditions.normalizedText == "Compact snow and ice on the road.")
  }

  @Test func noBreakSpacesAndEntitiesAreNormalized() throws {
    let html = Data("<p id='x'>&nbsp; Chains\u{00A0}&nbsp;required &amp; more\t\n</p>".utf8)
    let node = try #require(try HTMLDocument(data: html).firstNode(matching: "//p[@id='x']"))
    #expect(node.text == "\u{00A0} Chains\u{00A0}\u{00A0}required & more\t\n")
    #expect(node.normalizedText == "Chains required & more")
  }

  @Test func legacyPageSpansAreFoundById() throws {
    let document = try HTMLDocument(data: Fixtures.data(Self.legacyPage))
    func span(_ id: String) throws -> String {
      try document.string(of: "normalize-space(//div[@id='PassPageBoxPanel']//span[@id='\(id)'])")
    }
    #expect(
      try span("PassInfoRestrictionsOne")
        == "Traction Tires Required, Chains required on Vehicles over 10,000 gross vehicle weight. Oversize Vehicles Prohibited."
    )
    #expect(try span("PassInfoRestrictionsTwo") == "Chains required on all vehicles except all wheel drive")
    #expect(try span("PassInfoTemperature") == "31°F")
    #expect(try span("PassInfoElevationF") == "3022 ft")
    #expect(try span("PassInfoWeather") == "Snowing, 2\" new snow.")
    #expect(try span("PassInfoLastUpdate") == "Monday January 6, 2020 5:15 PM")
    // The page says iso-8859-1 and is plain ASCII, so the declaration stands.
    #expect(document.encoding.encoding == .windows1252)
  }

  @Test func truncatedPageKeepsWhatArrived() throws {
    let document = try HTMLDocument(data: Fixtures.data("cases/markup/truncated.html"))
    let labels = try document.nodes(matching: "//div[@class='conditionLabel']").map(\.normalizedText)
    #expect(labels == ["Temperature", "Elevation", "Travel eastbound", "Travel westbound"])
  }
}
