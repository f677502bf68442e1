import Foundation
import Markup
import TestSupport
import Testing

@Suite struct HostileInputTests {
  @Test(arguments: ["cases/markup/empty.html", "cases/markup/whitespace.html"])
  func emptyInputIsAnError(path: String) throws {
    let data = try Fixtures.data(path)
    #expect(throws: MarkupError.emptyDocument) { try HTMLDocument(data: data) }
    #expect(throws: MarkupError.emptyDocument) { try XMLDocument(data: data) }
  }

  @Test func binaryGarbageIsRejectedAsBinary() throws {
    let data = try Fixtures.data("cases/markup/garbage.bin")
    let nul = try #require(data.firstIndex(of: 0))
    #expect(throws: MarkupError.binaryContent(offset: nul)) { try HTMLDocument(data: data) }
    #expect(throws: MarkupError.self) { try XMLDocument(data: data) }
  }

  @Test func oversizedInputIsRefusedBeforeParsing() throws {
    let data = try Fixtures.data("travel/real-time/mountainpasses/snoqualmie")
    #expect(throws: MarkupError.inputTooLarge(bytes: data.count, limit: 1000)) {
      try HTMLDocument(data: data, limits: MarkupLimits(maxInputBytes: 1000))
    }
  }

  @Test func externalEntityIsNotExpanded() throws {
    let document = try XMLDocument(data: Fixtures.data("cases/markup/xxe.xml"))
    let everything = try document.string(of: "string(/)")
    #expect(!everything.contains("root:"))
    let name = try document.string(
      of: "//w:MountainPassName", namespaces: ["w": "http://schemas.datacontract.org/2004/07/"])
    #expect(name == "")
  }

  @Test func billionLaughsFailsFast() throws {
    let data = try Fixtures.data("cases/markup/billion-laughs.xml")
    let started = ContinuousClock.now
    #expect {
      let document = try XMLDocument(data: data)
      // Should it ever parse, the text must still not be expanded a billion times.
      return try document.string(of: "string(/)").count
    } throws: { error in
      if case MarkupError.entityExpansion = error { return true }
      return false
    }
    // A guard against an exponential blow-up, not a speed target.
    #expect(ContinuousClock.now - started < .seconds(120))
  }

  static func nested(_ depth: Int, open: String, close: String) -> Data {
    Data((String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth)).utf8)
  }

  @Test func deepHTMLNestingIsAnErrorNotATruncation() throws {
    let data = Self.nested(5000, open: "<div>", close: "</div>")
    #expect(throws: MarkupError.tooDeep(line: 1, limit: 256)) { try HTMLDocument(data: data) }
  }

  @Test func deepXMLNestingIsAnError() throws {
    let data = Self.nested(5000, open: "<a>", close: "</a>")
    #expect { try XMLDocument(data: data) } throws: { error in
      if case MarkupError.tooDeep(_, 256) = error { return true }
      return false
    }
  }

  @Test func nestingWithinTheLimitParses() throws {
    let document = try HTMLDocument(data: Self.nested(200, open: "<div>", close: "</div>"))
    #expect(try document.number(of: "count(//div)") == 200)
  }

  @Test func libxml2PrintsNothingToStderr() throws {
    let captured = try StderrCapture.run {
      _ = try? XMLDocument(data: Fixtures.data("cases/markup/truncated.xml"))
      _ = try? XMLDocument(data: Fixtures.data("cases/markup/billion-laughs.xml"))
      _ = try? HTMLDocument(data: Self.nested(300, open: "<div>", close: "</div>"))
      _ = try? HTMLDocument(data: Data("<p>unclosed <b><i>tags</p></zz>".utf8))
      let page = try HTMLDocument(data: Fixtures.data("cases/markup/truncated.html"))
      _ = try? page.value(of: "frobnicate(//div)")
      _ = try? page.nodes(matching: "//div[")
      _ = try? page.nodes(matching: "//undeclared:div")
    }
    // Other suites may write here while the capture is open; only libxml2's words count.
    for marker in [
      "parser error", "Excessive depth", "XPath", "xmlXPath", "Entity", "Opening and ending tag", "Unexpected end tag",
    ] {
      #expect(!captured.contains(marker), "libxml2 wrote to stderr: \(captured)")
    }
  }
}
