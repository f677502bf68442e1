import FoundationEssentials

extension MarkupError: CustomStringConvertible, LocalizedError {
  /// A one-line message a user can act on.
  public var description: String {
    switch self {
    case .emptyDocument:
      return "the document is empty"
    case .binaryContent(let offset):
      return "the input is binary data, not markup (NUL byte at offset \(offset))"
    case .inputTooLarge(let bytes, let limit):
      return "the document is \(bytes) bytes, over the \(limit)-byte limit"
    case .notWellFormed(let line, let column, let reason):
      return "not well-formed XML at line \(line), column \(column): \(reason)"
    case .tooDeep(let line, let limit):
      return "elements nest deeper than \(limit) levels (line \(line)); refusing a truncated document"
    case .entityExpansion(let line, let reason):
      return "entity expansion refused at line \(line): \(reason)"
    case .unsupportedEncoding(let name):
      return "unsupported character encoding '\(name)'"
    case .invalidXPath(let expression, let reason):
      return "invalid XPath '\(expression)': \(reason)"
    case .parserFailure(let reason):
      return "the parser produced no document: \(reason)"
    }
  }

  public var errorDescription: String? { description }
}
