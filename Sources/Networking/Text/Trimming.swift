/// Trimming without Foundation, scalar by scalar as Foundation's `trimmingCharacters(in:)` trims (a
/// combining mark after a trimmed space stays). Package-wide: every module of Passengr trims this way.
extension StringProtocol {
  /// This text without the Unicode scalars `isTrimmed` accepts at either end.
  package func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = Substring(self).unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(Substring(scalars[first...last]))
  }

  /// Without spaces and tabs at either end: Unicode's space separators (the no-break space among
  /// them), the zero-width space and the tab, as Foundation's `.whitespaces`.
  package func trimmingSpaces() -> String {
    trimmingScalars(where: \.isSpaceOrTab)
  }

  /// Without white space or line ends at either end: the spaces and tab of `trimmingSpaces` and
  /// U+000A to U+000D, U+0085, U+2028 and U+2029, as Foundation's `.whitespacesAndNewlines`.
  package func trimmingSpacesAndNewlines() -> String {
    trimmingScalars(where: \.isSpaceOrNewline)
  }
}

extension Unicode.Scalar {
  /// A tab, one of Unicode's space separators or the zero-width space (Foundation's `.whitespaces`).
  package var isSpaceOrTab: Bool {
    if isASCII { return value == 0x20 || value == 0x09 }
    return value == 0x200B || properties.generalCategory == .spaceSeparator
  }

  /// A space, a tab or a line end (Foundation's `.whitespacesAndNewlines`).
  package var isSpaceOrNewline: Bool {
    if isASCII { return value == 0x20 || (0x09...0x0D).contains(value) }
    return value == 0x85 || value == 0x2028 || value == 0x2029 || value == 0x200B
      || properties.generalCategory == .spaceSeparator
  }
}

extension Unicode.Scalar {
  /// Unicode punctuation: the connector, dash, open, close, quote and other punctuation categories,
  /// as Foundation's `.punctuationCharacters`.
  package var isPunctuation: Bool {
    switch properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      return true
    default: return false
    }
  }
}
