/// Errors from parsing HTML or XML and from evaluating XPath.
public enum MarkupError: Error, Equatable, Sendable {
  /// The input held no markup: zero bytes, or only whitespace.
  case emptyDocument
  /// The input looks like binary data (it contains NUL bytes), not text markup.
  case binaryContent(offset: Int)
  /// The input is larger than the configured limit and was not parsed.
  case inputTooLarge(bytes: Int, limit: Int)
  /// The XML is not well-formed; `line` and `column` are where libxml2 stopped.
  case notWellFormed(line: Int, column: Int, reason: String)
  /// Elements nest deeper than libxml2's limit; the document is rejected rather than truncated.
  case tooDeep(line: Int, limit: Int)
  /// Entity expansion went past the parser's limits (for example a "billion laughs" document).
  case entityExpansion(line: Int, reason: String)
  /// The charset names an encoding this libxml2 cannot convert from.
  case unsupportedEncoding(String)
  /// An XPath expression could not be compiled or evaluated; `reason` is libxml2's message.
  case invalidXPath(expression: String, reason: String)
  /// libxml2 returned no document and gave no more specific reason.
  case parserFailure(reason: String)
}
