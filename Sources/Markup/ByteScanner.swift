/// A cursor over raw bytes for the small prescans done before libxml2 sees a document.
struct ByteScanner {
  let bytes: UnsafeRawBufferPointer
  var position = 0

  var isAtEnd: Bool { position >= bytes.count }
  var peek: UInt8? { isAtEnd ? nil : bytes[position] }
  var peekIsSpaceOrSlash: Bool { peek.map { Self.isSpace($0) || $0 == UInt8(ascii: "/") } ?? false }

  mutating func advance() { position += 1 }

  mutating func consume(_ literal: String) -> Bool {
    let utf8 = Array(literal.utf8)
    guard bytes.count - position >= utf8.count,
      bytes[position..<position + utf8.count].elementsEqual(utf8)
    else { return false }
    position += utf8.count
    return true
  }

  mutating func consumeCaseInsensitive(_ literal: String) -> Bool {
    let utf8 = Array(literal.utf8)
    guard bytes.count - position >= utf8.count,
      bytes[position..<position + utf8.count].elementsEqual(utf8, by: { Self.lower($0) == $1 })
    else { return false }
    position += utf8.count
    return true
  }

  mutating func skip(past literal: String) {
    while !isAtEnd, !consume(literal) { advance() }
  }

  /// The next `name=value` pair inside a tag, or nil at `>` or the end; names are lowercased.
  mutating func nextAttribute() -> (String, String)? {
    while let byte = peek, Self.isSpace(byte) || byte == UInt8(ascii: "/") { advance() }
    guard let first = peek, first != UInt8(ascii: ">") else { return nil }
    var name: [UInt8] = []
    while let byte = peek, !Self.isSpace(byte), byte != UInt8(ascii: "="), byte != UInt8(ascii: ">"),
      name.isEmpty || byte != UInt8(ascii: "/")
    {
      name.append(Self.lower(byte))
      advance()
    }
    while let byte = peek, Self.isSpace(byte) { advance() }
    guard peek == UInt8(ascii: "=") else { return (String(decoding: name, as: UTF8.self), "") }
    advance()
    while let byte = peek, Self.isSpace(byte) { advance() }
    var value: [UInt8] = []
    if let quote = peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      advance()
      while let byte = peek, byte != quote {
        value.append(byte)
        advance()
      }
      advance()
    } else {
      while let byte = peek, !Self.isSpace(byte), byte != UInt8(ascii: ">") {
        value.append(byte)
        advance()
      }
    }
    return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
  }

  static func lower(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }
}
