import Foundation
import Markup
import TestSupport
import Testing

@Suite struct XMLDocumentTests {
  static let namespaces = [
    "w": "http://schemas.datacontract.org/2004/07/",
    "i": "http://www.w3.org/2001/XMLSchema-instance",
  ]

  func conditions() throws -> XMLDocument {
    try XMLDocument(data: Fixtures.data("cases/wsdot-api/conditions.xml"))
  }

  @Test func defaultNamespaceIsQueryableThroughARegisteredPrefix() throws {
    let document = try conditions()
    #expect(try document.nodes(matching: "//w:PassCondition", namespaces: Self.namespaces).count == 3)
    // XPath 1.0 has no default namespace: without the prefix nothing matches.
    #expect(try document.nodes(matching: "//PassCondition").isEmpty)
  }

  @Test func valuesKeepPublishedSpacingAndDecodeEntities() throws {
    let document = try conditions()
    let white = try document.string(
      of: "//w:PassCondition[w:MountainPassId=12]/w:MountainPassName", namespaces: Self.namespaces)
    #expect(white == "White Pass  US 12")
    let weather = try document.string(
      of: "//w:PassCondition[w:MountainPassId=11]/w:WeatherCondition", namespaces: Self.namespaces)
    #expect(weather == "Snowing & blowing snow")
  }

  @Test func nilTemperatureIsVisibleThroughItsAttribute() throws {
    let document = try conditions()
    let isNil = try document.boolean(
      of: "//w:PassCondition[w:MountainPassId=1]/w:TemperatureInFahrenheit/@i:nil = 'true'", namespaces: Self.namespaces
    )
    #expect(isNil)
    let passes = try document.nodes(matching: "//w:PassCondition", namespaces: Self.namespaces)
    let temperatures = try passes.map { try $0.string(of: "w:TemperatureInFahrenheit", namespaces: Self.namespaces) }
    #expect(temperatures == ["", "27", "34"])
  }

  @Test func relativeQueriesStartAtTheContextNode() throws {
    let document = try conditions()
    let snoqualmie = try #require(
      try document.firstNode(
        matching: "//w:PassCondition[w:MountainPassId=11]", namespaces: Self.namespaces))
    let directions = try snoqualmie.nodes(matching: "*/w:TravelDirection", namespaces: Self.namespaces).map(\.text)
    #expect(directions == ["Eastbound", "Westbound"])
    #expect(snoqualmie.name == "PassCondition")
    #expect(snoqualmie.parent?.name == "ArrayOfPassCondition")
    #expect(snoqualmie.elements.count == 12)
  }

  @Test func truncatedXMLNamesLineAndColumn() throws {
    #expect {
      try XMLDocument(data: Fixtures.data("cases/markup/truncated.xml"))
    } throws: { error in
      guard case MarkupError.notWellFormed(let line, let column, let reason) = error else { return false }
      return line >= 7 && column > 0 && !reason.isEmpty
    }
  }
}
