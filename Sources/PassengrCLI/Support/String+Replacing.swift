extension String {
  /// This text with every occurrence of the ASCII `target` made `replacement`, as Foundation's
  /// `replacingOccurrences(of:with:)` makes it: left to right, never overlapping, and an occurrence
  /// whose last character carries a combining mark or a skin tone after it (`-\u{301}`) is not one,
  /// since Foundation compares whole composed characters. Unlike the standard library's
  /// `replacing`, a line end, a joiner or a spacing mark after the target does not hide it.
  func replacingEvery(_ target: String, with replacement: String) -> String {
    let wanted = Array(target.unicodeScalars)
    let scalars = Array(unicodeScalars)
    guard !wanted.isEmpty, wanted.count <= scalars.count else { return self }
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let end = index + wanted.count
      if end <= scalars.count, scalars[index..<end].elementsEqual(wanted),
        end == scalars.count || !Self.joinsTheCharacterBefore(scalars[end])
      {
        result.append(contentsOf: replacement.unicodeScalars)
        index = end
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }

  /// Whether `scalar` belongs to the character before it, as Foundation composes characters: a
  /// combining mark or an emoji's skin tone, not a joiner, a spacing mark or a line end.
  private static func joinsTheCharacterBefore(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isGraphemeExtend || scalar.properties.isEmojiModifier
  }
}
