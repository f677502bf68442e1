import Markup

/// Makes text copied from the network safe to store and print: no control characters (each one a
/// space), no terminal escape sequences, no invisible format characters (bidirectional overrides,
/// zero-width spaces, byte order marks), whitespace collapsed; a line break that ends a sentence
/// written as one, and entities a feed left written out decoded (`LineBreaks`).
enum TextSanitizer {
  /// The cleaned text.
  static func clean(_ text: String) -> String {
    if isClean(text) { return text }
    var scalars = String.UnicodeScalarView()
    var iterator = LineBreaks.sentences(text).unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      switch scalar.value {
      case 0x1B:
        skipEscapeSequence(&iterator)
      case 0x9B:  // CSI in its 8-bit form
        skipUntilFinalByte(&iterator)
      case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029:
        // A control or line/paragraph separator (tab, vertical tab, form feed, next line...) stands
        // between words: it becomes a space, so "next line<VT>vt" never reads "next linevt".
        scalars.append(" ")
      case 0x20...0x7E:
        scalars.append(scalar)
      default:
        // Invisible format characters (bidirectional marks and overrides, zero-width space, byte
        // order mark, Arabic letter mark, soft hyphen...) can hide or reorder what a driver reads.
        // The two joiners stay: scripts and emoji need them to render.
        if scalar.properties.generalCategory == .format, scalar.value != 0x200C, scalar.value != 0x200D { continue }
        scalars.append(scalar)
      }
    }
    return String(scalars).collapsingWhitespace()
  }

  /// Whether `text` is printable ASCII with single spaces between words and none at the ends, and
  /// no "&" that may start an entity: what most text is, returned as it is without a second look.
  private static func isClean(_ text: String) -> Bool {
    var previous: UInt8 = 0x20
    for byte in text.utf8 {
      guard byte >= 0x20, byte <= 0x7E, byte != UInt8(ascii: "&"), !(byte == 0x20 && previous == 0x20) else {
        return false
      }
      previous = byte
    }
    return previous != 0x20 || text.isEmpty
  }

  /// The cleaned text, or nil when nothing is left.
  static func cleanOptional(_ text: String?) -> String? {
    guard let text else { return nil }
    let cleaned = clean(text)
    return cleaned.isEmpty ? nil : cleaned
  }

  /// Skips what follows ESC: a CSI (`[` … final byte), an OSC/DCS/APC string (to BEL or ESC \), or
  /// a single character.
  private static func skipEscapeSequence(_ iterator: inout String.UnicodeScalarView.Iterator) {
    guard let next = iterator.next() else { return }
    switch next {
    case "[":
      skipUntilFinalByte(&iterator)
    case "]", "P", "_", "^", "X":
      var previous: Unicode.Scalar?
      while let scalar = iterator.next() {
        if scalar.value == 0x07 || (previous?.value == 0x1B && scalar == "\\") { return }
        previous = scalar
      }
    default:
      return
    }
  }

  private static func skipUntilFinalByte(_ iterator: inout String.UnicodeScalarView.Iterator) {
    while let scalar = iterator.next() {
      if (0x40...0x7E).contains(scalar.value) { return }
    }
  }
}
