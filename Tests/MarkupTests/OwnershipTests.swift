import Foundation
import Markup
import Synchronization
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

  /// 200 parses on 200 threads at once, as concurrent callers would make them; real threads keep the
  /// CPU-bound work off the cooperative pool that the timing tests of other suites depend on.
  @Test func concurrentParsesGiveIdenticalResults() async throws {
    // A 23 KB page: 200 parses of the 104 KB one would hog both cores for seconds.
    let page = try Fixtures.data("travel/real-time/mountainpasses/stevens")
    let xml = try Fixtures.data("cases/wsdot-api/conditions.xml")
    let results = await withCheckedContinuation { (continuation: CheckedContinuation<[[String]], Never>) in
      let collected = Mutex<[[String]]>([])
      let group = DispatchGroup()
      for index in 0..<200 {
        group.enter()
        Thread.detachNewThread {
          defer { group.leave() }
          let values: [String]
          if index.isMultiple(of: 4) {
            let document = try? XMLDocument(data: xml)
            values =
              (try? document?.nodes(
                matching: "//w:MountainPassName", namespaces: ["w": "http://schemas.datacontract.org/2004/07/"]
              ).map(\.text)) ?? []
          } else {
            let document = try? HTMLDocument(data: page)
            values = (try? document?.nodes(matching: "//div[@class='conditionValue']").map(\.normalizedText)) ?? []
          }
          collected.withLock { $0.append(values) }
        }
      }
      group.notify(queue: .global()) { continuation.resume(returning: collected.withLock { $0 }) }
    }
    #expect(results.count == 200)
    let distinct = Set(results.map { $0.joined(separator: "|") })
    #expect(distinct.count == 2)
    #expect(results.filter { $0.count == 7 }.count == 150)
    #expect(results.filter { $0 == ["Blewett Pass US 97", "Snoqualmie Pass I-90", "White Pass  US 12"] }.count == 50)
  }
}
