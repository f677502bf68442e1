/// Finds where JSON stops being valid, because Foundation's decoder on Linux does not say.
///
/// Run only after a decode has failed. Answers "line 3, column 14 (offset 40)" and a reason.
struct JSONSyntaxLocator {
  struct Failure: Error, Equatable {
    var line: Int
    var column: Int
    var offset: Int
    var reason: String

    var location: String { "line \(line), column \(column) (offset \(offset))" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private static let maxDepth = 512

  static func firstError(in bytes: [UInt8]) -> Failure? {
    var locator = JSONSyntaxLocator(bytes: bytes)
    do {
      locator.skipSpace()
      try locator.value(depth: 0)
      locator.skipSpace()
      if locator.index < bytes.count { throw locator.failure("unexpected text after the JSON value") }
      return nil
    } catch let failure as Failure {
      return failure
    } catch {
      return nil
    }
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func failure(_ reason: String) -> Failure {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Failure(line: line, column: column, offset: index, reason: reason)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
  }

  private mutating func value(depth: Int) throws {
    guard depth < Self.maxDepth else { throw failure("nesting deeper than \(Self.maxDepth) levels") }
    guard let byte = current else { throw failure("unexpected end of data") }
    switch byte {
    case UInt8(ascii: "{"): try container(close: UInt8(ascii: "}"), depth: depth, isObject: true)
    case UInt8(ascii: "["): try container(close: UInt8(ascii: "]"), depth: depth, isObject: false)
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default: throw failure("unexpected character '\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func container(close: UInt8, depth: Int, isObject: Bool) throws {
    index += 1
    skipSpace()
    if current == close {
      index += 1
      return
    }
    while true {
      skipSpace()
      if isObject {
        guard current == UInt8(ascii: "\"") else { throw failure("expected a quoted key") }
        try string()
        skipSpace()
        guard current == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
        index += 1
        skipSpace()
      }
      try value(depth: depth + 1)
      skipSpace()
      guard let byte = current else { throw failure("unexpected end of data") }
      if byte == close {
        index += 1
        return
      }
      guard byte == UInt8(ascii: ",") else { throw failure("expected ',' or '\(Character(Unicode.Scalar(close)))'") }
      index += 1
      skipSpace()
      if current == close { throw failure("trailing comma") }
    }
  }

  private mutating func string() throws {
    index += 1
    while let byte = current {
      index += 1
      if byte == UInt8(ascii: "\"") { return }
      if byte == UInt8(ascii: "\\") {
        index += 1
      } else if byte < 0x20 {
        index -= 1
        throw failure("control character in a string")
      }
    }
    throw failure("unterminated string")
  }

  private mutating func literal(_ word: String) throws {
    for expected in word.utf8 {
      guard current == expected else { throw failure("invalid literal, expected '\(word)'") }
      index += 1
    }
  }

  private mutating func number() throws {
    let start = index
    while let byte = current,
      byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    {
      index += 1
    }
    if index == start { throw failure("invalid number") }
  }
}
