import Foundation
import Markup
import TestSupport
import Testing

@Suite struct XPathTests {
  let document: HTMLDocument

  init() throws {
    document = try HTMLDocument(data: Fixtures.data("travel/real-time/mountainpasses/snoqualmie"))
  }

  @Test func countStringAndBooleanResultsHaveTheirTypes() throws {
    #expect(try document.number(of: "count(//div[@class='condition'])") == 7)
    #expect(try document.string(of: "normalize-space(//h2)") == "Pass report")
    #expect(try document.boolean(of: "boolean(//div[@id='nowhere'])") == false)
    guard case .number(let count) = try document.value(of: "count(//h2)") else {
      Issue.record("count() should give a number")
      return
    }
    #expect(count == 3)
    guard case .string(let title) = try document.value(of: "string(//title)") else {
      Issue.record("string() should give a string")
      return
    }
    #expect(title == "Snoqualmie Pass I-90 | WSDOT")
    guard case .boolean(true) = try document.value(of: "count(//h1) = 1") else {
      Issue.record("a comparison should give true")
      return
    }
  }

  @Test func stringOfANodeSetIsItsFirstNodesText() throws {
    #expect(try document.string(of: "//div[@class='conditionLabel']") == "Temperature")
  }

  @Test func malformedExpressionIsAnErrorWithLibxmlsReason() throws {
    #expect {
      try document.nodes(matching: "//div[@class='condition'")
    } throws: { error in
      guard case MarkupError.invalidXPath(let expression, let reason) = error else { return false }
      return expression == "//div[@class='condition'" && !reason.isEmpty
    }
  }

  @Test func unknownPrefixAndUnknownFunctionAreErrors() throws {
    #expect(throws: MarkupError.self) { try document.nodes(matching: "//w:div") }
    #expect(throws: MarkupError.self) { try document.value(of: "frobnicate(//div)") }
  }

  @Test func askingForNodesFromAScalarExpressionIsAnError() throws {
    #expect(
      throws: MarkupError.invalidXPath(expression: "count(//div)", reason: "the expression selects a value, not nodes")
    ) {
      try document.nodes(matching: "count(//div)")
    }
  }

  @Test func nodesExposeNameAttributesChildrenAndParent() throws {
    let row = try #require(try document.firstNode(matching: "//div[@class='condition']"))
    #expect(row.name == "div")
    #expect(row.kind == .element)
    #expect(row.attribute("class") == "condition")
    #expect(row.attributes["data-v-4f1c2a7e"] == "")
    #expect(row.attribute("missing") == nil)
    #expect(row.elements.map { $0.attribute("class") } == ["conditionLabel", "conditionValue"])
    #expect(row.children.contains { $0.kind == .text })
    #expect(row.parent?.attribute("class") == "column-1")
    #expect(document.root?.name == "html")
    #expect(document.documentNode.parent == nil)
  }
}
