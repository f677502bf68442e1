@preconcurrency internal import CLibXML2

extension Node {
  /// The text as a reader sees it, line by line: block elements (`p`, `div`, `li`, `tr`, headings,
  /// …) and `<br>` break lines, scripts and styles are left out, white space inside a line is
  /// collapsed, and empty lines are dropped; inside `<pre>` the text's own line ends count too. For
  /// pages whose meaning is in their words, not in their classes or ids.
  public var textLines: [String] {
    var lines: [String] = []
    var current = ""
    var preformatted = 0
    func breakLine() {
      let line = current.collapsingWhitespace()
      if !line.isEmpty { lines.append(line) }
      current = ""
    }
    func walk(_ node: xmlNodePtr) {
      switch node.pointee.type {
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        guard let content = node.pointee.content else { return }
        let text = String(cString: content)
        if preformatted > 0 {
          let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
          for (index, part) in parts.enumerated() {
            if index > 0 { breakLine() }
            current += part
          }
        } else {
          current += text
        }
      case XML_ELEMENT_NODE, XML_DOCUMENT_NODE, XML_HTML_DOCUMENT_NODE:
        let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
        if Self.skipped.contains(name) { return }
        if name == "br" {
          breakLine()
          return
        }
        let isBlock = Self.blocks.contains(name)
        if isBlock { breakLine() }
        if name == "pre" { preformatted += 1 }
        var child = node.pointee.children
        while let next = child {
          walk(next)
          child = next.pointee.next
        }
        if name == "pre" { preformatted -= 1 }
        if isBlock { breakLine() } else if name == "td" || name == "th" { current += " " }
      default:
        return
      }
    }
    walk(pointer)
    breakLine()
    return lines
  }

  private static let skipped: Set<String> = [
    "script", "style", "noscript", "template", "head", "title", "select", "option",
  ]
  private static let blocks: Set<String> = [
    "address", "article", "aside", "blockquote", "body", "dd", "details", "dialog", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "html", "li",
    "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody", "thead", "tfoot", "tr", "ul", "center",
  ]
}
