/// The WHATWG "prescan a byte stream" step, reduced to what finding a `<meta>` charset needs.
enum MetaCharsetScanner {
  static func charset(in head: UnsafeRawBufferPointer) -> TextEncoding? {
    var scanner = ByteScanner(bytes: head)
    while !scanner.isAtEnd {
      if scanner.consume("<!--") {
        scanner.skip(past: "-->")
      } else if scanner.consumeCaseInsensitive("<meta"), scanner.peekIsSpaceOrSlash {
        if let encoding = metaEncoding(&scanner) { return encoding }
      } else if scanner.peek == UInt8(ascii: "<") {
        scanner.skip(past: ">")
      } else {
        scanner.advance()
      }
    }
    return nil
  }

  private static func metaEncoding(_ scanner: inout ByteScanner) -> TextEncoding? {
    var isContentTypePragma = false
    var charset: String?
    var contentCharset: String?
    while let (name, value) = scanner.nextAttribute() {
      switch name {
      case "http-equiv": isContentTypePragma = value.lowercased() == "content-type"
      case "charset": charset = charset ?? value
      case "content": contentCharset = contentCharset ?? charsetParameter(in: value)
      default: break
      }
    }
    guard let label = charset ?? (isContentTypePragma ? contentCharset : nil),
      let encoding = TextEncoding(label: label)
    else { return nil }
    // A page cannot really be UTF-16 if its ASCII meta tag was readable: WHATWG says UTF-8.
    return encoding.isASCIICompatible ? encoding : .utf8
  }

  /// The value after `charset=` in a `content` attribute such as `text/html; charset=utf-8`.
  static func charsetParameter(in content: String) -> String? {
    guard let end = endOfFirstCharset(in: content) else { return nil }
    let rest = content[end...].drop(while: { $0 == " " || $0 == "\t" })
    guard rest.first == "=" else { return nil }
    let value = rest.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
    if let quote = value.first, quote == "\"" || quote == "'" {
      let inner = value.dropFirst()
      return inner.firstIndex(of: quote).map { String(inner[..<$0]) }
    }
    return String(value.prefix(while: { $0 != ";" && $0 != " " && $0 != "\t" }))
  }

  /// Where the first "charset", in any mix of ASCII cases (as WHATWG compares it), ends in `content`.
  private static func endOfFirstCharset(in content: String) -> String.Index? {
    let word = Array("charset".utf8)
    let bytes = content.utf8
    var start = bytes.startIndex
    while let found = bytes[start...].firstIndex(where: { $0 | 0x20 == word[0] }) {
      var cursor = found
      var matched = 0
      while matched < word.count, cursor < bytes.endIndex, bytes[cursor] | 0x20 == word[matched] {
        matched += 1
        cursor = bytes.index(after: cursor)
      }
      if matched == word.count { return cursor }
      start = bytes.index(after: found)
    }
    return nil
  }
}
