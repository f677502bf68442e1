extension TerminalText {
  /// `text` in lines of at most `width` columns, broken at spaces; a word wider than the width is
  /// broken at the width, between characters.
  package static func lines(_ text: String, width: Int) -> [String] {
    // Where every scalar is a one-column character of its own, the text is wrapped on its scalars:
    // the same lines, without breaking it into grapheme clusters.
    // A text whose UTF-8 bytes fit is one line as it is (no character takes more columns than it
    // has bytes), when its words are apart by single spaces as the lines would join them.
    if text.utf8.count <= width, isSpacedOnce(text) { return [text] }
    // Printable ASCII is checked on the bytes first: most text is, and no scalar is decoded.
    let isPrintableASCII =
      text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
      ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    if isPrintableASCII || text.unicodeScalars.allSatisfy(isAlone) {
      return linesOfScalars(text, width: width)
    }
    return linesOfCharacters(text, width: width)
  }

  /// Whether `text` is words apart by single spaces, none around them, and not empty.
  private static func isSpacedOnce(_ text: String) -> Bool {
    // A native string's bytes are read in place; iterating `utf8` costs several times as much.
    text.utf8.withContiguousStorageIfAvailable(isSpacedOnce) ?? isSpacedOnce(Array(text.utf8))
  }

  private static func isSpacedOnce<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    var previous: UInt8 = 0x20
    for byte in bytes {
      if byte == 0x20, previous == 0x20 { return false }
      previous = byte
    }
    return previous != 0x20
  }

  /// Whether `scalar` is a one-column character of its own whatever surrounds it: printable ASCII,
  /// Latin-1 and Latin Extended (below the combining marks at U+0300, but the soft hyphen), general
  /// punctuation (U+2010–U+2027 and U+2030–U+205F, between the separators and invisible formats)
  /// and arrows. A cheap test before counting characters.
  private static func isAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010..<0x2028, 0x2030..<0x2060, 0x2190..<0x2200: return true
    default: return false
    }
  }

  /// `lines` of any text, character by character.
  static func linesOfCharacters(_ text: String, width: Int) -> [String] {
    var fill = LineFill(width: width)
    for word in text.split(separator: " ") {
      fill.add(word, columns: word.reduce(0) { $0 + columns(of: $1) })
    }
    return fill.finished()
  }

  /// `lines` of a text whose characters are each one scalar of one column: words are found on its
  /// UTF-8 bytes (a space is byte 0x20) and measured by their scalars.
  private static func linesOfScalars(_ text: String, width: Int) -> [String] {
    let utf8 = text.utf8
    // Words apart by single spaces, none around them: every line is a slice of the text.
    if isSpacedOnce(text) { return slices(text, width: width) }
    var fill = LineFill(width: width)
    var index = utf8.startIndex
    while index < utf8.endIndex {
      guard utf8[index] != 0x20 else {
        index = utf8.index(after: index)
        continue
      }
      var end = index
      var wordColumns = 0
      while end < utf8.endIndex, utf8[end] != 0x20 {
        // Every byte but a UTF-8 continuation byte starts a scalar, here a character.
        if utf8[end] & 0xC0 != 0x80 { wordColumns += 1 }
        end = utf8.index(after: end)
      }
      fill.add(text[index..<end], columns: wordColumns)
      index = end
    }
    return fill.finished()
  }

  /// `linesOfScalars` of a text whose words are apart by single spaces: the same lines, each cut
  /// from the text once.
  private static func slices(_ text: String, width: Int) -> [String] {
    let utf8 = text.utf8
    let width = max(1, width)
    var lines: [String] = []
    var lineStart = utf8.startIndex
    var lineEnd = utf8.startIndex
    var length = 0
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let wordStart = index
      var wordLength = 0
      while index < utf8.endIndex, utf8[index] != 0x20 {
        if utf8[index] & 0xC0 != 0x80 { wordLength += 1 }
        index = utf8.index(after: index)
      }
      if length == 0 {
        lineStart = wordStart
        length = wordLength
      } else if length + 1 + wordLength <= width {
        length += 1 + wordLength
      } else {
        lines.append(String(text[lineStart..<lineEnd]))
        lineStart = wordStart
        length = wordLength
      }
      lineEnd = index
      while length > width {
        let cut = text.unicodeScalars.index(lineStart, offsetBy: width)
        lines.append(String(text[lineStart..<cut]))
        lineStart = cut
        length -= width
      }
      if index < utf8.endIndex { index = utf8.index(after: index) }
    }
    if length > 0 || lines.isEmpty { lines.append(String(text[lineStart..<lineEnd])) }
    return lines
  }
}
