import Foundation
import Markup
import Testing

/// Reading a page as lines of text, as a person would: blocks and <br> break lines, the rest does not.
@Suite struct TextLinesTests {
  @Test func blocksAndBreaksMakeLinesAndScriptsAreLeftOut() throws {
    let html = """
      <html><head><title>T</title><script>var x = 1;</script></head><body>
      <div>I 80<br>[AREA] Is <b>closed</b>
       from A to B<br/></div><p>Second   line</p><ul><li>one</li><li>two</li></ul>
      <table><tr><td>a</td><td>b</td></tr></table><style>p{}</style>
      <pre>first
      second</pre></body></html>
      """
    let lines = try HTMLDocument(data: Data(html.utf8)).documentNode.textLines
    #expect(lines == ["I 80", "[AREA] Is closed from A to B", "Second line", "one", "two", "a b", "first", "second"])
  }
}
