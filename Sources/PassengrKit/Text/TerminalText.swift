/// Text as a terminal shows it: how many columns it takes, padded to a column, and in lines that
/// fit a width. East Asian wide and full-width characters and emoji take two columns, combining
/// marks, joiners and variation selectors none; a character is never split between lines.
package enum TerminalText {
  /// How many columns `text` takes on a terminal.
  package static func columns(_ text: some StringProtocol) -> Int {
    // Most text is printable ASCII, one column a byte: counted without forming characters.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + columns(of: $1) }
  }

  /// `text` with spaces after it up to `width` columns; text already as wide is returned as it is.
  package static func padded(_ text: String, to width: Int) -> String {
    let columns = columns(text)
    return columns >= width ? text : text + String(repeating: " ", count: width - columns)
  }

  /// How many columns `character` takes: the widest of its scalars, and two for an emoji shown as
  /// an emoji (a variation selector 16 after an emoji, a flag, a sequence joined by ZWJ).
  static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    var widest = 0
    for scalar in scalars {
      if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }
      widest = max(widest, columns(of: scalar))
    }
    return widest
  }

  /// How many columns `scalar` takes on its own: 2 wide or full-width or an emoji by default, 0 a
  /// mark, format character (joiners included), Hangul vowel or final consonant, or control
  /// character (sanitized text carries none: they are never printed), 1 anything else.
  static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    switch value {
    case 0x20..<0x7F: return 1
    case 0..<0x20, 0x7F..<0xA0, 0xAD: return 0
    case 0xA0..<0x300: return 1
    default: break
    }
    // Marks first: a few stand in the wide ranges (the ideographic tone marks, the kana voicing marks).
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator: return 0
    default: break
    }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) ? 0 : 1
  }

  /// Whether `value` is in `wideRanges`.
  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count
    while low < high {
      let middle = (low + high) / 2
      if wideRanges[middle].upperBound < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < wideRanges.count && wideRanges[low].contains(value)
  }

  /// East Asian Wide and Fullwidth characters that are not emoji (emoji are told by their
  /// Emoji_Presentation property), from Unicode's EastAsianWidth.txt, in order; a gap of unassigned
  /// code points between two runs is taken in, as terminals do.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
    0x3041...0x3247,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, Kanbun, enclosed CJK
    0x3250...0x4DBF,  // enclosed CJK, CJK compatibility, CJK extension A
    0x4E00...0xA4C6,  // CJK unified ideographs, Yi
    0xA960...0xA97C,  // Hangul jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6B,  // CJK compatibility forms, small form variants
    0xFF01...0xFF60,  // full-width forms
    0xFFE0...0xFFE6,  // full-width signs
    0x16FE0...0x1B2FB,  // ideographic symbols, Tangut, Khitan, Kana supplement, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x3FFFD,  // CJK extensions B and later
  ]
}
