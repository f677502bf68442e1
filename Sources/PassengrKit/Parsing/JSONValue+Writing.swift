import FoundationEssentials

extension JSONValue {
  /// The value written as Foundation's `JSONSerialization` wrote it with `.sortedKeys`: no
  /// spaces, `/` escaped, control characters as `\u00xx`, whole `Double`s without `.0`, keys in
  /// Foundation's order (`JSONKeyOrder`). The ids of alerts that came without one are digests of
  /// these bytes, so they must not change.
  var sortedKeyBytes: [UInt8] {
    var output: [UInt8] = []
    write(into: &output)
    return output
  }

  private func write(into output: inout [UInt8]) {
    switch self {
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (position, key) in members.keys.sorted(by: JSONKeyOrder.precedes).enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        Self.write(key, into: &output)
        output.append(UInt8(ascii: ":"))
        members[key]?.write(into: &output)
      }
      output.append(UInt8(ascii: "}"))
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        element.write(into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .string(let text): Self.write(text, into: &output)
    case .number(let number): output.append(contentsOf: number.writtenText.utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .null: output.append(contentsOf: "null".utf8)
    }
  }

  private static func write(_ text: String, into output: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output += [UInt8(ascii: "\\"), byte]
      case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
      case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
      case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0...0x1F: output += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}

extension JSONValue: CustomStringConvertible {
  /// A string as it is; anything else as JSON text.
  var description: String {
    if let string { return string }
    return String(decoding: sortedKeyBytes, as: UTF8.self)
  }
}

/// The order in which Foundation's `JSONSerialization` wrote keys with `.sortedKeys`: the system
/// locale's collation, comparing digit runs by value and ignoring case, lower case first on a
/// tie. Written out for ASCII keys (every key an agency sends); other characters follow the
/// ASCII ones by scalar value.
enum JSONKeyOrder {
  /// Whether `first` is written before `second`.
  static func precedes(_ first: String, _ second: String) -> Bool {
    let (a, b) = (elements(first), elements(second))
    // Primary: characters by their collation weight, digit runs by value, case ignored.
    for (x, y) in zip(a, b) where x.primary != y.primary { return x.primary < y.primary }
    if a.count != b.count { return a.count < b.count }
    // Then digit runs written with fewer digits, then lower case before upper, left to right.
    for (x, y) in zip(a, b) where x.width != y.width { return x.width < y.width }
    for (x, y) in zip(a, b) where x.isUpper != y.isUpper { return !x.isUpper }
    return Array(first.unicodeScalars.map(\.value)).lexicographicallyPrecedes(second.unicodeScalars.map(\.value))
  }

  /// One collation element: a character, or a run of digits.
  private struct Element {
    /// Class (punctuation, digits, letters, other), then the weight within it.
    var primary: Primary
    /// The digits a run was written with; 1 for anything else.
    var width = 1
    var isUpper = false
  }

  private struct Primary: Comparable {
    var group: Int
    /// A digit run's value: its digits without leading zeros, compared by length, then by text.
    var digits: [UInt8] = []
    var weight: UInt32 = 0

    static func < (lhs: Primary, rhs: Primary) -> Bool {
      if lhs.group != rhs.group { return lhs.group < rhs.group }
      if lhs.digits.count != rhs.digits.count { return lhs.digits.count < rhs.digits.count }
      if lhs.digits != rhs.digits { return lhs.digits.lexicographicallyPrecedes(rhs.digits) }
      return lhs.weight < rhs.weight
    }
  }

  /// ASCII punctuation and symbols in the order of the Unicode collation's root table.
  private static let punctuation = Array("\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)

  private static func elements(_ key: String) -> [Element] {
    var elements: [Element] = []
    var scalars = key.unicodeScalars[...]
    while let scalar = scalars.first {
      if ("0"..."9").contains(scalar) {
        let run = scalars.prefix { ("0"..."9").contains($0) }
        scalars = scalars.dropFirst(run.count)
        let digits = run.map { UInt8($0.value) }
        let value = Array(digits.drop { $0 == UInt8(ascii: "0") })
        elements.append(Element(primary: Primary(group: 1, digits: value), width: digits.count))
        continue
      }
      scalars = scalars.dropFirst()
      if scalar.isASCII, let rank = punctuation.firstIndex(of: UInt8(scalar.value)) {
        elements.append(Element(primary: Primary(group: 0, weight: UInt32(rank))))
      } else if ("a"..."z").contains(scalar) {
        elements.append(Element(primary: Primary(group: 2, weight: scalar.value)))
      } else if ("A"..."Z").contains(scalar) {
        elements.append(Element(primary: Primary(group: 2, weight: scalar.value + 32), isUpper: true))
      } else {
        elements.append(Element(primary: Primary(group: 3, weight: scalar.value)))
      }
    }
    return elements
  }
}
