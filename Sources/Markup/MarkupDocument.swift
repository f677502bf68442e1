/// What HTML and XML documents share: a tree to walk and XPath to query it.
public protocol MarkupDocument: AnyObject {
  /// The document node, parent of the root element; queries on the document start here.
  var documentNode: Node { get }
  /// The encoding the bytes were decoded with, and why.
  var encoding: EncodingDecision { get }
  /// What libxml2 reported while parsing (recovered HTML errors, mostly).
  var diagnostics: [ParserDiagnostic] { get }
}

extension MarkupDocument {
  /// The root element (`<html>` for HTML), or nil if the document has none.
  public var root: Node? { documentNode.elements.first }

  /// The nodes `expression` selects from the whole document.
  public func nodes(matching expression: String, namespaces: [String: String] = [:]) throws -> [Node] {
    try documentNode.nodes(matching: expression, namespaces: namespaces)
  }

  /// The first node `expression` selects, or nil.
  public func firstNode(matching expression: String, namespaces: [String: String] = [:]) throws -> Node? {
    try documentNode.firstNode(matching: expression, namespaces: namespaces)
  }

  /// The value of `expression` evaluated on the whole document.
  public func value(of expression: String, namespaces: [String: String] = [:]) throws -> XPathValue {
    try documentNode.value(of: expression, namespaces: namespaces)
  }

  /// The XPath `string()` of `expression` on the whole document.
  public func string(of expression: String, namespaces: [String: String] = [:]) throws -> String {
    try documentNode.string(of: expression, namespaces: namespaces)
  }

  /// The XPath `number()` of `expression` on the whole document.
  public func number(of expression: String, namespaces: [String: String] = [:]) throws -> Double {
    try documentNode.number(of: expression, namespaces: namespaces)
  }

  /// The XPath `boolean()` of `expression` on the whole document.
  public func boolean(of expression: String, namespaces: [String: String] = [:]) throws -> Bool {
    try documentNode.boolean(of: expression, namespaces: namespaces)
  }
}
