import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// The byte search that recognises formats finds exactly what a plain search finds: generated pages
/// of a few letters (so patterns almost match everywhere), patterns of one to twelve bytes, at the
/// start, the end, across, and nowhere.
@Suite struct ByteSearchTests {
  /// Whether `pattern` occurs in `bytes`, looked for at every offset.
  static func plainSearch(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
    guard !pattern.isEmpty else { return true }
    guard bytes.count >= pattern.count else { return false }
    return (0...(bytes.count - pattern.count)).contains { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
  }

  @Test func findsWhatAPlainSearchFinds() {
    var random = SeededGenerator(seed: 50)
    let letters = Array("abcab\"<>Hr ".utf8)
    for round in 0..<3_000 {
      let page = (0..<Int.random(in: 0...300, using: &random)).map { _ in letters.randomElement(using: &random) ?? 0 }
      var pattern = (0..<Int.random(in: 1...12, using: &random)).map { _ in letters.randomElement(using: &random) ?? 0 }
      if round % 3 == 0, page.count > 4 {
        let start = Int.random(in: 0..<(page.count - 1), using: &random)
        pattern = Array(page[start..<min(page.count, start + Int.random(in: 1...12, using: &random))])
      }
      let text = String(decoding: pattern, as: UTF8.self)
      // A pattern that is not valid UTF-8 on its own is not one a recogniser asks for.
      guard Array(text.utf8) == pattern else { continue }
      #expect(Data(page).contains(bytes: text) == Self.plainSearch(page, pattern), "\(page) \(pattern)")
      #expect(
        Data(page).prefix(page.count / 2).contains(bytes: text)
          == Self.plainSearch(Array(page.prefix(page.count / 2)), pattern))
    }
  }

  @Test func findsAtTheEdgesAndNotBeyond() {
    let page = Data("roads.dot.ca.gov and Highway Information".utf8)
    #expect(page.contains(bytes: "roads.dot"))
    #expect(page.contains(bytes: "Highway Information"))
    #expect(page.contains(bytes: "n"))
    #expect(page.contains(bytes: ""))
    #expect(!page.contains(bytes: "Highway Informations"))
    #expect(!page.contains(bytes: "Highway information"))
    #expect(!Data().contains(bytes: "a"))
    #expect(Data("é".utf8).contains(bytes: "é"))
  }
}
