import FoundationEssentials

/// A parsed, well-formed XML document.
public final class XMLDocument: MarkupDocument {
  let storage: DocumentStorage
  /// How the bytes were decoded, and why.
  public let encoding: EncodingDecision
  /// What libxml2 said while parsing, captured (never printed).
  public let diagnostics: [ParserDiagnostic]

  /// Parses `data` as XML. Entities are not expanded from outside and nothing is fetched.
  ///
  /// - Parameter encoding: the charset from the HTTP `Content-Type` header, if any.
  /// - Throws: `MarkupError.notWellFormed` with line and column, or another `MarkupError`.
  public init(data: Data, encoding charset: String? = nil, url: String? = nil, limits: MarkupLimits = .default) throws {
    let parsed = try DocumentParser.parse(data, charset: charset, url: url, flavor: .xml, limits: limits)
    storage = parsed.storage
    encoding = parsed.encoding
    diagnostics = parsed.diagnostics
  }

  /// The document itself, for XPath relative to the root.
  public var documentNode: Node { storage.documentNode }
}
