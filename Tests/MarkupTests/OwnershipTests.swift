import Foundation
import Markup
import TestSupport
import Testing

@Suite struct OwnershipTests {
  static let page = "travel/real-time/mountainpasses/snoqualmie"

  @Test func nodeOutlivesItsDocumentVariable() throws {
    weak var weakDocument: HTMLDocument?
    let node: Node = try {
      let document = try HTMLDocument(data: Fixtures.data(Self.page))
      weakDocument = document
      return try #require(try document.firstNode(matching: "//div[@class='condition'][3]"))
    }()
    #expect(weakDocument == nil)
    #expect(node.elements.first?.normalizedText == "Travel eastbound")
    #expect(node.parent?.parent?.name == "div")
    #expect(try node.string(of: "normalize-space(div[2])") == "Traction Tires Advised, Oversize Vehicles Prohibited.")
  }

  @Test func concurrentParsesGiveIdenticalResults() async throws {
    let data = try Fixtures.data(Self.page)
    let xml = try Fixtures.data("cases/wsdot-api/conditions.xml")
    let results = try await withThrowingTaskGroup(of: [String].self) { group in
      for index in 0..<200 {
        group.addTask {
          if index.isMultiple(of: 4) {
            let document = try XMLDocument(data: xml)
            return try document.nodes(matching: "//w:MountainPassName", namespaces: ["w": "http://schemas.datacontract.org/2004/07/"]).map(\.text)
          }
          let document = try HTMLDocument(data: data)
          return try document.nodes(matching: "//div[@class='conditionValue']").map(\.normalizedText)
        }
      }
      var all: [[String]] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 200)
    let distinct = Set(results.map { $0.joined(separator: "|") })
    #expect(distinct.count == 2)
    #expect(results.allSatisfy { $0.count == 7 || $0 == ["Blewett Pass US 97", "Snoqualmie Pass I-90", "White Pass  US 12"] })
  }
}
