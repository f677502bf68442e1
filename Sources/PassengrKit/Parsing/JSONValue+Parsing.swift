import FoundationEssentials

extension JSONValue {
  /// Why a document is not JSON Passengr reads, and where (a byte offset into UTF-8 text).
  struct ParseFailure: Error, Equatable, Sendable {
    var offset: Int
    var reason: String
  }

  /// The document in `data`: an object or array at the top (any value with `fragmentsAllowed`).
  ///
  /// It accepts what Foundation's `JSONSerialization` accepted: UTF-8, or UTF-16 / UTF-32 by
  /// their byte-order mark or their zero bytes; a trailing comma before `]` or `}`; a repeated
  /// key (the last one counts); nesting 512 deep. It refuses what Foundation refused: control
  /// characters inside strings, unpaired surrogates, text that is not UTF-8, a number no `Double`
  /// holds (`1e400`), anything but white space after the value.
  init(parsing data: Data, fragmentsAllowed: Bool = false) throws(ParseFailure) {
    let utf8 = try Self.utf8(data)
    let value = try utf8.withUnsafeBufferPointer { bytes throws(ParseFailure) -> JSONValue in
      var parser = JSONParser(bytes: bytes)
      return try parser.document()
    }
    if !fragmentsAllowed, value.object == nil, value.array == nil {
      throw ParseFailure(offset: 0, reason: "the top level is neither an object nor an array")
    }
    self = value
  }

  /// `data` as UTF-8 bytes, its byte-order mark dropped; other Unicode forms are converted.
  private static func utf8(_ data: Data) throws(ParseFailure) -> [UInt8] {
    let bytes = [UInt8](data)
    let count = bytes.count
    enum Form {
      case utf8
      case utf16(bigEndian: Bool)
      case utf32(bigEndian: Bool)
    }
    var form = Form.utf8
    var skip = 0
    if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      skip = 3
    } else if count >= 4, bytes[0] == 0, bytes[1] == 0, bytes[2] == 0xFE, bytes[3] == 0xFF {
      (form, skip) = (.utf32(bigEndian: true), 4)
    } else if count >= 4, bytes[0] == 0xFF, bytes[1] == 0xFE, bytes[2] == 0, bytes[3] == 0 {
      (form, skip) = (.utf32(bigEndian: false), 4)
    } else if count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
      (form, skip) = (.utf16(bigEndian: false), 2)
    } else if count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
      (form, skip) = (.utf16(bigEndian: true), 2)
    } else if count >= 4 {
      switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
      case (0, 0, 0, _): form = .utf32(bigEndian: true)
      case (_, 0, 0, 0): form = .utf32(bigEndian: false)
      case (0, _, 0, _): form = .utf16(bigEndian: true)
      case (_, 0, _, 0): form = .utf16(bigEndian: false)
      default: break
      }
    } else if count >= 2 {
      switch (bytes[0], bytes[1]) {
      case (0, _): form = .utf16(bigEndian: true)
      case (_, 0): form = .utf16(bigEndian: false)
      default: break
      }
    }
    let body = bytes[skip...]
    switch form {
    case .utf8:
      return skip == 0 ? bytes : Array(body)
    case .utf16(let bigEndian):
      let units = stride(from: body.startIndex, to: body.endIndex - 1, by: 2).map { index -> UInt16 in
        let (first, second) = (UInt16(body[index]), UInt16(body[index + 1]))
        return bigEndian ? first << 8 | second : second << 8 | first
      }
      guard body.count % 2 == 0, let text = String(validating: units, as: UTF16.self) else {
        throw ParseFailure(offset: 0, reason: "the UTF-16 text is not valid")
      }
      return Array(text.utf8)
    case .utf32(let bigEndian):
      let units = stride(from: body.startIndex, to: body.endIndex - 3, by: 4).map { index -> UInt32 in
        let parts = (0..<4).map { UInt32(body[index + $0]) }
        return bigEndian
          ? parts[0] << 24 | parts[1] << 16 | parts[2] << 8 | parts[3]
          : parts[3] << 24 | parts[2] << 16 | parts[1] << 8 | parts[0]
      }
      guard body.count % 4 == 0, let text = String(validating: units, as: UTF32.self) else {
        throw ParseFailure(offset: 0, reason: "the UTF-32 text is not valid")
      }
      return Array(text.utf8)
    }
  }
}

/// Reads one JSON value from UTF-8 bytes, as Foundation's parser does.
private struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func document() throws(JSONValue.ParseFailure) -> JSONValue {
    let value = try self.value()
    skipSpace()
    guard index == bytes.count else { throw failure("unexpected text after the JSON value") }
    return value
  }

  private func failure(_ reason: String) -> JSONValue.ParseFailure {
    JSONValue.ParseFailure(offset: index, reason: reason)
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// The next byte after white space; a failure at the end.
  private mutating func next() throws(JSONValue.ParseFailure) -> UInt8 {
    skipSpace()
    guard index < bytes.count else { throw failure("unexpected end of the document") }
    return bytes[index]
  }

  private mutating func value() throws(JSONValue.ParseFailure) -> JSONValue {
    switch try next() {
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw failure("a value was expected")
    }
  }

  private mutating func literal(_ word: StaticString) throws(JSONValue.ParseFailure) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw failure("unexpected end of the document") }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      index += offset
      throw failure("a value was expected")
    }
    index += count
  }

  private mutating func enter() throws(JSONValue.ParseFailure) {
    guard depth < 512 else { throw failure("arrays and objects are nested more than 512 deep") }
    depth += 1
  }

  private mutating func object() throws(JSONValue.ParseFailure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    var members: [String: JSONValue] = [:]
    var closed = try isEmpty(closing: UInt8(ascii: "}"))
    while !closed {
      guard try next() == UInt8(ascii: "\"") else { throw failure("a key in quotes was expected") }
      let key = try string()
      guard try next() == UInt8(ascii: ":") else { throw failure("a colon was expected after the key") }
      index += 1
      members[key] = try value()
      closed = try isClosed(by: UInt8(ascii: "}"), else: "a comma or a closing brace was expected")
    }
    return .object(members)
  }

  private mutating func array() throws(JSONValue.ParseFailure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    var elements: [JSONValue] = []
    var closed = try isEmpty(closing: UInt8(ascii: "]"))
    while !closed {
      elements.append(try value())
      closed = try isClosed(by: UInt8(ascii: "]"), else: "a comma or a closing bracket was expected")
    }
    return .array(elements)
  }

  /// Past an object's or array's opening: whether `closing` follows at once (it is empty).
  private mutating func isEmpty(closing: UInt8) throws(JSONValue.ParseFailure) -> Bool {
    index += 1
    guard try next() == closing else { return false }
    index += 1
    return true
  }

  /// After a member or element: whether `closing` ends the container, after a comma too (a
  /// trailing comma, as Foundation allows); false after a comma with more to come.
  private mutating func isClosed(by closing: UInt8, else expected: String) throws(JSONValue.ParseFailure) -> Bool {
    switch try next() {
    case closing:
      index += 1
      return true
    case UInt8(ascii: ","):
      index += 1
      guard try next() == closing else { return false }
      index += 1
      return true
    default:
      throw failure(expected)
    }
  }

  /// A string from its opening quote on.
  private mutating func string() throws(JSONValue.ParseFailure) -> String {
    index += 1
    var output: [UInt8] = []
    var runStart = index
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        output.append(contentsOf: bytes[runStart..<index])
        index += 1
        guard let text = String(validating: output, as: UTF8.self) else {
          throw JSONValue.ParseFailure(offset: runStart, reason: "a string is not valid UTF-8")
        }
        return text
      case 0...0x1F:
        throw failure("a control character is not escaped in a string")
      case UInt8(ascii: "\\"):
        output.append(contentsOf: bytes[runStart..<index])
        index += 1
        try escape(into: &output)
        runStart = index
      default:
        index += 1
      }
    }
    throw failure("a string is not closed")
  }

  private mutating func escape(into output: inout [UInt8]) throws(JSONValue.ParseFailure) {
    guard index < bytes.count else { throw failure("a string is not closed") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      let scalar: Unicode.Scalar?
      if UTF16.isLeadSurrogate(unit) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
          throw failure("a high surrogate is not followed by a low one")
        }
        index += 2
        let trail = try hexUnit()
        guard UTF16.isTrailSurrogate(trail) else { throw failure("a high surrogate is not followed by a low one") }
        scalar = Unicode.Scalar(0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(trail) - 0xDC00))
      } else if UTF16.isTrailSurrogate(unit) {
        throw failure("a low surrogate has no high one before it")
      } else {
        scalar = Unicode.Scalar(unit)
      }
      guard let scalar else { throw failure("an escape names no character") }
      output.append(contentsOf: String(scalar).utf8)
    default:
      throw failure("an escape is not one JSON knows")
    }
  }

  private mutating func hexUnit() throws(JSONValue.ParseFailure) -> UInt16 {
    guard index + 4 <= bytes.count else { throw failure("a \\u escape is cut short") }
    var unit: UInt16 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("a \\u escape has a character that is not hexadecimal")
      }
      unit = unit << 4 | UInt16(digit)
      index += 1
    }
    return unit
  }

  /// A number: `-`? (`0` | 1-9 digits) (`.` digits)? (`e`|`E` (`+`|`-`)? digits)?
  private mutating func number() throws(JSONValue.ParseFailure) -> JSONNumber {
    let start = index
    func isDigit(_ index: Int) -> Bool {
      index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { throw failure("a number has no digits") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if isDigit(index) { throw failure("a number starts with a zero") }
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else { throw failure("a number has no digits after its point") }
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard isDigit(index) else { throw failure("a number has no digits in its exponent") }
      while isDigit(index) { index += 1 }
    }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = JSONNumber(literal: literal) else {
      index = start
      throw failure("the number \(literal) is too large")
    }
    return number
  }
}
