import Foundation
import Markup
import TestSupport
import Testing

/// Collapsing white space gives, for ASCII text read byte by byte and for any other text, runs of
/// Unicode's white space made one space and none at the ends.
@Suite struct WhitespaceTests {
  /// The answer by definition: the text cut at its white space scalars, the pieces joined by spaces.
  static func reference(_ text: String) -> String {
    var pieces: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace {
        if !current.isEmpty { pieces.append(String(current)) }
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty { pieces.append(String(current)) }
    return pieces.joined(separator: " ")
  }

  @Test func runsOfWhiteSpaceAreOneSpace() {
    var generator = SeededGenerator(seed: 0x57_48_49)
    let ascii: [Unicode.Scalar] = (0..<0x80).compactMap(Unicode.Scalar.init)
    let mixed: [Unicode.Scalar] = ascii + ["\u{A0}", "\u{85}", "\u{2003}", "\u{3000}", "é", "\u{301}", "€"]
    for alphabet in [ascii, Array(" \t\n\r\u{0B}\u{0C}\u{1C}ab".unicodeScalars), mixed] {
      for _ in 0..<3_000 {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...24, using: &generator) {
          text.append(alphabet.randomElement(using: &generator) ?? " ")
        }
        let string = String(text)
        #expect(string.collapsingWhitespace() == Self.reference(string), "\(string.debugDescription)")
        let slice = string.dropFirst()
        #expect(slice.collapsingWhitespace() == Self.reference(String(slice)), "\(string.debugDescription)")
      }
    }
  }
}
