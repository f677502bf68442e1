import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The byte readers of ASCII text answer as `Character`s and Foundation answer, for every text they
/// take, and leave every other text to the caller.
@Suite struct ASCIITextTests {
  /// A text of `length` characters drawn from `alphabet`.
  static func text(_ alphabet: [Character], length: Int, _ generator: inout SeededGenerator) -> String {
    String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? " " })
  }

  static let ascii: [Character] = (0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) } + ["\n", "\t", "\r\n"]
  static let mixed: [Character] = ascii + ["é", "e\u{301}", "ſ", "\u{212A}", "ﬁ", "İ", "ß", "–", "¿", "\u{301}"]

  @Test func markersAreFoundWhereFoundationFindsThem() {
    var generator = SeededGenerator(seed: 0x41_53_43)
    let letters: [Character] = Array("abkAsKS [](*#)<>.:")
    for _ in 0..<4_000 {
      let text = Self.text(letters, length: Int.random(in: 0...24, using: &generator), &generator)
      let markers = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        Self.text(letters, length: Int.random(in: 1...3, using: &generator), &generator)
      }
      #expect(
        ASCIIText.contains(anyOf: markers, in: text, ignoringCase: false) == markers.contains { text.contains($0) },
        "\(markers) in \(text)")
      let lowered = markers.map { $0.lowercased() }
      let loweredText = text.lowercased()
      #expect(
        ASCIIText.contains(anyOf: lowered, in: text, ignoringCase: true)
          == lowered.contains { loweredText.contains($0) },
        "\(markers) in \(text), any case")
    }
  }

  @Test func anotherTextOrAnEmptyMarkerIsLeftToFoundation() {
    #expect(ASCIIText.contains(anyOf: ["inj"], in: "No Inj ſ", ignoringCase: true) == nil)
    #expect(ASCIIText.contains(anyOf: ["é"], in: "cafe", ignoringCase: false) == nil)
    #expect(ASCIIText.contains(anyOf: [""], in: "text", ignoringCase: false) == nil)
    #expect(ASCIIText.contains(anyOf: ["ext", ""], in: "text", ignoringCase: false) == nil)
    #expect(ASCIIText.contains(anyOf: [], in: "text", ignoringCase: false) == false)
    #expect(ASCIIText.contains(anyOf: ["runcated"], in: "[TRUNCATED]", ignoringCase: true) == true)
    #expect(ASCIIText.contains(anyOf: ["runcated"], in: "[TRUNCATED]", ignoringCase: false) == false)
  }

  @Test func wordsAreTheSplitAtSpaces() {
    var generator = SeededGenerator(seed: 0x57_4F_52)
    for alphabet in [Self.ascii, Self.mixed, Array("ab  \u{301}")] {
      for _ in 0..<2_000 {
        let text = Self.text(alphabet, length: Int.random(in: 0...30, using: &generator), &generator)
        #expect(ASCIIText.words(text) == text.split(separator: " ").map(String.init), "\(text.debugDescription)")
      }
    }
  }

  @Test func punctuationIsTrimmedAsFoundationTrimsIt() {
    // Every ASCII character at either end, then generated texts.
    for scalar in (0..<0x80).compactMap(Unicode.Scalar.init) {
      for text in ["\(scalar)ab\(scalar)", "\(scalar)", "\(scalar)\(scalar)", "a\(scalar)", "\(scalar)a"] {
        let piece = Substring(text)
        #expect(
          ASCIIText.trimmingPunctuation(piece) == piece.trimmingCharacters(in: .punctuationCharacters),
          "\(text.debugDescription)")
      }
    }
    var generator = SeededGenerator(seed: 0x50_55_4E)
    var taken = 0
    for _ in 0..<4_000 {
      let text = Self.text(Self.mixed, length: Int.random(in: 0...8, using: &generator), &generator)
      let piece = Substring(text)
      guard let trimmed = ASCIIText.trimmingPunctuation(piece) else {
        #expect(text.utf8.contains { $0 >= 0x80 }, "\(text.debugDescription)")
        continue
      }
      #expect(trimmed == piece.trimmingCharacters(in: .punctuationCharacters), "\(text.debugDescription)")
      taken += 1
    }
    #expect(taken > 1_000)
  }
}
