@preconcurrency internal import CLibXML2

extension Node {
  /// The nodes `expression` selects, evaluated with this node as the context node.
  ///
  /// Cost: write `/descendant::div[@class='x']`, not `//div[@class='x']`, for a predicate over a
  /// whole document. libxml2 reads `//` as `descendant-or-self::node()/child::`, evaluates the step
  /// once per parent and merges the node sets with duplicate checks: quadratic in the matches (6 s
  /// for 14,400 rows on a 2 MB page, against 0.1 s). `/descendant::` walks the tree once. They
  /// differ only in positional predicates: `//td[1]` is every first `td` child, `/descendant::td[1]`
  /// the first `td` in the document.
  ///
  /// - Parameter namespaces: prefixes to register, e.g. `["w": "http://schemas.datacontract.org/2004/07/"]`;
  ///   XPath 1.0 has no default namespace, so elements in one need a prefix.
  /// - Throws: `MarkupError.invalidXPath` when the expression is malformed or selects no node set.
  public func nodes(matching expression: String, namespaces: [String: String] = [:]) throws -> [Node] {
    guard case .nodes(let nodes) = try value(of: expression, namespaces: namespaces) else {
      throw MarkupError.invalidXPath(expression: expression, reason: "the expression selects a value, not nodes")
    }
    return nodes
  }

  /// The first node `expression` selects, or nil when it selects none.
  public func firstNode(matching expression: String, namespaces: [String: String] = [:]) throws -> Node? {
    try nodes(matching: expression, namespaces: namespaces).first
  }

  /// The value of `expression`, whatever its type.
  public func value(of expression: String, namespaces: [String: String] = [:]) throws -> XPathValue {
    try evaluate(expression, namespaces: namespaces) { result in
      switch result.pointee.type {
      case XPATH_NODESET, XPATH_XSLT_TREE:
        return .nodes(nodeSet(result.pointee.nodesetval))
      case XPATH_NUMBER:
        return .number(result.pointee.floatval)
      case XPATH_BOOLEAN:
        return .boolean(result.pointee.boolval != 0)
      default:
        return .string(String.consuming(xmlXPathCastToString(result)) ?? "")
      }
    }
  }

  /// The XPath `string()` of the result: a node set gives its first node's text.
  public func string(of expression: String, namespaces: [String: String] = [:]) throws -> String {
    try evaluate(expression, namespaces: namespaces) { String.consuming(xmlXPathCastToString($0)) ?? "" }
  }

  /// The XPath `number()` of the result, e.g. of `count(//div)`; NaN when it is not a number.
  public func number(of expression: String, namespaces: [String: String] = [:]) throws -> Double {
    try evaluate(expression, namespaces: namespaces) { xmlXPathCastToNumber($0) }
  }

  /// The XPath `boolean()` of the result: a node set is true when it is not empty.
  public func boolean(of expression: String, namespaces: [String: String] = [:]) throws -> Bool {
    try evaluate(expression, namespaces: namespaces) { xmlXPathCastToBoolean($0) != 0 }
  }

  private func evaluate<T>(
    _ expression: String, namespaces: [String: String], _ body: (xmlXPathObjectPtr) throws -> T
  ) throws -> T {
    let log = DiagnosticLog()
    let result: xmlXPathObjectPtr? = try LibXML.capturingDiagnostics(into: log) {
      guard let context = xmlXPathNewContext(storage.pointer) else {
        throw MarkupError.invalidXPath(expression: expression, reason: "out of memory")
      }
      defer { xmlXPathFreeContext(context) }
      context.pointee.node = pointer
      for (prefix, uri) in namespaces {
        let status = prefix.withXMLString { prefix in uri.withXMLString { xmlXPathRegisterNs(context, prefix, $0) } }
        guard status == 0 else {
          throw MarkupError.invalidXPath(expression: expression, reason: "cannot register namespace prefix '\(prefix)'")
        }
      }
      return expression.withXMLString { xmlXPathEval($0, context) }
    }
    guard let result else {
      throw MarkupError.invalidXPath(expression: expression, reason: log.firstError?.message ?? "evaluation failed")
    }
    defer { xmlXPathFreeObject(result) }
    return try body(result)
  }

  private func nodeSet(_ set: xmlNodeSetPtr?) -> [Node] {
    guard let set, set.pointee.nodeNr > 0, let table = set.pointee.nodeTab else { return [] }
    var nodes: [Node] = []
    nodes.reserveCapacity(Int(set.pointee.nodeNr))
    for index in 0..<Int(set.pointee.nodeNr) {
      // Namespace nodes are copies owned by the result object; they would dangle once it is freed.
      guard let node = table[index], node.pointee.type != XML_NAMESPACE_DECL else { continue }
      nodes.append(Node(storage: storage, pointer: node))
    }
    return nodes
  }
}
