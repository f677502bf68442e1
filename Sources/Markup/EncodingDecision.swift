/// Which encoding a document is decoded with, and what settled it.
public struct EncodingDecision: Equatable, Sendable {
  /// What the decision rests on, strongest first.
  public enum Basis: String, Equatable, Sendable {
    /// A byte order mark at the start of the input.
    case byteOrderMark
    /// The charset the caller passed, usually from the HTTP `Content-Type` header.
    case declaredCharset
    /// A `<meta charset>` or `http-equiv` declaration in the first 1024 bytes.
    case metaTag
    /// The `encoding` of an `<?xml ...?>` declaration.
    case xmlDeclaration
    /// No usable declaration, and the bytes are valid UTF-8.
    case validUTF8
    /// A declaration named a legacy encoding, but the bytes are valid, non-ASCII UTF-8.
    case overruledByUTF8
    /// Nothing else applied: the bytes are decoded as windows-1252, as browsers do.
    case fallback
  }

  /// The encoding the document is decoded with.
  public var encoding: TextEncoding
  /// Why that encoding was chosen.
  public var basis: Basis
  /// Creates a decision; parsers make these, tests compare against them.
  public init(encoding: TextEncoding, basis: Basis) {
    self.encoding = encoding
    self.basis = basis
  }

  /// How many leading bytes are a byte order mark, skipped before parsing.
  var byteOrderMarkLength: Int {
    guard basis == .byteOrderMark else { return 0 }
    return encoding == .utf8 ? 3 : 2
  }
}
