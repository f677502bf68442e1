extension StringProtocol {
  /// The range of the last occurrence of `pattern`, its UTF-8 bytes compared exactly (Foundation's
  /// backwards search, for the patterns of ASCII punctuation and words Passengr looks for).
  package func lastRange(of pattern: String) -> Range<String.Index>? {
    let wanted = Array(pattern.utf8)
    guard !wanted.isEmpty else { return nil }
    let bytes = Substring(self).utf8
    var end = bytes.endIndex
    while let start = bytes.index(end, offsetBy: -wanted.count, limitedBy: bytes.startIndex) {
      if bytes[start..<end].elementsEqual(wanted) { return start..<end }
      end = bytes.index(before: end)
    }
    return nil
  }

  /// Whether this text is `other` in any mix of cases (Foundation's case-insensitive comparison,
  /// for the ASCII words Passengr compares: "WSDOT", "Actual").
  package func equalsIgnoringCase(_ other: String) -> Bool {
    lowercased() == other.lowercased()
  }

  /// This text cut or padded with spaces to `length` UTF-16 units, as Foundation's
  /// `padding(toLength:withPad: " ", startingAt: 0)` does: a column of a fixed width.
  package func padded(to length: Int) -> String {
    let units = Array(utf16)
    guard units.count < length else { return String(decoding: units.prefix(Swift.max(0, length)), as: UTF16.self) }
    return String(self) + String(repeating: " ", count: length - units.count)
  }
}
