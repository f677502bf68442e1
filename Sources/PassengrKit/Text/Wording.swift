/// Normalised words (lower case, single spaces) searched for whole phrases, cheaply: a byte search
/// with word boundaries instead of Foundation's string search, which costs microseconds a call.
struct Wording: Sendable {
  private let bytes: [UInt8]

  /// `normalized` must already be lower case with single spaces.
  init(_ normalized: String) {
    bytes = Array(" \(normalized) ".utf8)
  }

  /// The text's words, in order.
  var tokens: [String] { String(decoding: bytes, as: UTF8.self).split(separator: " ").map(String.init) }

  /// How many of the text's words are in `words`.
  func count(of words: Set<String>) -> Int {
    String(decoding: bytes, as: UTF8.self).split(separator: " ").filter { words.contains(String($0)) }.count
  }

  /// Whether `phrase` (lower case, single spaces) stands in the text as whole words.
  func has(_ phrase: String) -> Bool {
    var phrase = phrase
    return phrase.withUTF8 { needle -> Bool in
      let count = needle.count
      guard count > 0, count + 2 <= bytes.count else { return false }
      return bytes.withUnsafeBufferPointer { haystack -> Bool in
        let first = needle[0]
        // Each start must follow a space and leave room for the phrase and the space after it.
        var at = 1
        while at + count < haystack.count {
          if haystack[at] == first, haystack[at - 1] == 0x20, haystack[at + count] == 0x20 {
            var index = 1
            while index < count, haystack[at + index] == needle[index] { index += 1 }
            if index == count { return true }
          }
          at += 1
        }
        return false
      }
    }
  }

  /// Whether any of `phrases` stands in the text.
  func hasAny(_ phrases: [String]) -> Bool { phrases.contains(where: has) }
}
