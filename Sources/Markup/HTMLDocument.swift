import FoundationEssentials

/// A parsed HTML page. libxml2's HTML parser recovers from broken markup as browsers do.
public final class HTMLDocument: MarkupDocument {
  let storage: DocumentStorage
  /// How the bytes were decoded, and why.
  public let encoding: EncodingDecision
  /// What libxml2 said while parsing, captured (never printed).
  public let diagnostics: [ParserDiagnostic]

  /// Parses `data` as HTML.
  ///
  /// - Parameters:
  ///   - encoding: the charset from the HTTP `Content-Type` header, if any.
  ///   - url: the page's address, used to resolve relative links; never fetched.
  /// - Throws: `MarkupError` for empty, binary, oversized or too deeply nested input.
  public init(data: Data, encoding charset: String? = nil, url: String? = nil, limits: MarkupLimits = .default) throws {
    let parsed = try DocumentParser.parse(data, charset: charset, url: url, flavor: .html, limits: limits)
    storage = parsed.storage
    encoding = parsed.encoding
    diagnostics = parsed.diagnostics
  }

  /// The document itself, for XPath relative to the root.
  public var documentNode: Node { storage.documentNode }
}
