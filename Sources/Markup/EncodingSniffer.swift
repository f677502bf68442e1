/// Decides a document's encoding from its bytes so libxml2 never has to guess.
///
/// Order: byte order mark, the caller's charset, `<meta>` in the first 1024 bytes (HTML only),
/// the XML declaration, then UTF-8 if the bytes are valid UTF-8, else windows-1252. A declared
/// ASCII-compatible encoding is overruled when the bytes are valid UTF-8 holding non-ASCII
/// characters: mislabelled UTF-8 is common, real windows-1252 text that happens to be valid
/// UTF-8 is not.
enum EncodingSniffer {
  static let prescanLength = 1024

  static func decide(_ bytes: UnsafeRawBufferPointer, charset: String?, isHTML: Bool) -> EncodingDecision {
    if let bom = byteOrderMark(bytes) { return bom }
    let head = UnsafeRawBufferPointer(rebasing: bytes.prefix(prescanLength))
    let declared: (TextEncoding, EncodingDecision.Basis)? =
      charset.flatMap(TextEncoding.init(label:)).map { ($0, .declaredCharset) }
      ?? (isHTML ? MetaCharsetScanner.charset(in: head).map { ($0, .metaTag) } : nil)
      ?? xmlDeclarationEncoding(head).map { ($0, .xmlDeclaration) }
    let utf8 = UTF8Validator.classify(bytes)
    if let (encoding, basis) = declared {
      if encoding != .utf8, encoding.isASCIICompatible, utf8 == .validWithNonASCII {
        return EncodingDecision(encoding: .utf8, basis: .overruledByUTF8)
      }
      return EncodingDecision(encoding: encoding, basis: basis)
    }
    return utf8 == .invalid
      ? EncodingDecision(encoding: .windows1252, basis: .fallback)
      : EncodingDecision(encoding: .utf8, basis: .validUTF8)
  }

  private static func byteOrderMark(_ bytes: UnsafeRawBufferPointer) -> EncodingDecision? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return EncodingDecision(encoding: .utf8, basis: .byteOrderMark)
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return EncodingDecision(encoding: .utf16LE, basis: .byteOrderMark)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return EncodingDecision(encoding: .utf16BE, basis: .byteOrderMark)
    }
    return nil
  }

  /// The `encoding="..."` of a leading `<?xml ...?>` declaration.
  static func xmlDeclarationEncoding(_ head: UnsafeRawBufferPointer) -> TextEncoding? {
    guard head.starts(with: Array("<?xml".utf8)) else { return nil }
    let end = head.firstIndex(of: UInt8(ascii: ">")) ?? head.endIndex
    let declaration = String(decoding: head[..<end], as: UTF8.self)
    guard let range = declaration.firstRange(of: "encoding") else { return nil }
    var rest = declaration[range.upperBound...].drop(while: { $0 == " " || $0 == "=" || $0 == "\t" })
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    rest = rest.dropFirst()
    guard let close = rest.firstIndex(of: quote) else { return nil }
    return TextEncoding(label: String(rest[..<close]))
  }
}
