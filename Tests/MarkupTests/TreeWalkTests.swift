import Foundation
import Markup
import TestSupport
import Testing

/// The tree walks (`descendants(withClass:)`, `firstDescendant(named:)`) select what the XPath
/// queries they replace selected, on generated pages and on the shipped pass pages.
@Suite struct TreeWalkTests {
  typealias Generator = SeededGenerator

  static let classes = [
    "condition", "conditionLabel", "conditionValue", "condition extra", " condition ", "x\tcondition", "Condition",
    "conditions",
    "pre-condition", "condition\ncondition", "", "a b c", "CONDITION",
  ]
  static let names = ["div", "span", "H1", "h1", "p", "section", "title", "table", "td", "tr", "ul", "li", "h2", "b"]

  static func element(_ generator: inout Generator, depth: Int) -> String {
    let name = names.randomElement(using: &generator) ?? "div"
    var attributes = ""
    if Bool.random(using: &generator) { attributes = " class=\"\(classes.randomElement(using: &generator) ?? "")\"" }
    if Int.random(in: 0..<5, using: &generator) == 0 { attributes += " class=\"condition\"" }
    var body = Bool.random(using: &generator) ? "text \(Int.random(in: 0...99, using: &generator))" : ""
    if depth < 5 {
      for _ in 0..<Int.random(in: 0...4, using: &generator) { body += element(&generator, depth: depth + 1) }
    }
    return "<\(name)\(attributes)>\(body)</\(name)>"
  }

  func ids(_ nodes: [Node]) -> [String] { nodes.map { "\($0.name)|\($0.attribute("class") ?? "-")|\($0.text)" } }

  @Test func classWalkSelectsWhatXPathAndTheTokenTestSelect() throws {
    var generator = Generator(state: 0x7265_6177)
    var matched = 0
    for round in 0..<400 {
      let page =
        "<html><head><title>t</title></head><body>" + (0..<6).map { _ in Self.element(&generator, depth: 0) }.joined()
        + "</body></html>"
      let document = try HTMLDocument(data: Data(page.utf8))
      for token in ["condition", "conditionLabel", "Condition"] {
        let walked = document.documentNode.descendants(withClass: token)
        let queried = try document.nodes(matching: "/descendant::*[contains(@class,'\(token)')]").filter {
          $0.hasClass(token)
        }
        #expect(ids(walked) == ids(queried), "round \(round), token \(token)")
        matched += walked.count
        #expect(
          document.documentNode.firstDescendant(withClass: token).map { ids([$0]) } == queried.first.map { ids([$0]) })
      }
      for name in ["h1", "title", "td", "H2"] {
        let walked = document.documentNode.firstDescendant(named: name)
        let queried = try document.firstNode(matching: "/descendant::\(name.lowercased())[1]")
        #expect(walked.map { ids([$0]) } == queried.map { ids([$0]) }, "round \(round), name \(name)")
      }
    }
    #expect(matched > 1000, "the generated pages hold matches to compare")
  }

  @Test func shippedPassPagesSelectTheSameRows() throws {
    for pass in ["snoqualmie", "manastash", "blewett", "north-cascades"] {
      let document = try HTMLDocument(data: try Fixtures.data("travel/real-time/mountainpasses/\(pass)"))
      let walked = document.documentNode.descendants(withClass: "condition")
      let queried = try document.nodes(matching: "/descendant::*[contains(@class,'condition')]").filter {
        $0.hasClass("condition")
      }
      #expect(!walked.isEmpty)
      #expect(ids(walked) == ids(queried))
      #expect(
        document.documentNode.firstDescendant(named: "h1")?.text
          == (try document.firstNode(matching: "/descendant::h1[1]"))?.text)
    }
  }
}
