import FoundationEssentials

/// Answers about texts of ASCII bytes, read in place: the same answers `Character`s and
/// Foundation give for such texts, without making a lowered copy or asking Foundation, whose
/// searches cost about 8,000 instructions each. A text with any other byte is left to the caller
/// (nil), which asks what it asked before.
enum ASCIIText {
  /// Whether `text` contains one of `markers`, ignoring the case of ASCII letters if asked: what
  /// `markers.contains { text.contains($0) }` (Foundation's search, on texts lowered first when
  /// case is ignored) answers. Nil when the text or a marker is not all ASCII, or a marker is empty.
  static func contains(anyOf markers: [String], in text: String, ignoringCase: Bool) -> Bool? {
    var text = text
    return text.withUTF8 { haystack -> Bool? in
      guard isASCII(haystack) else { return nil }
      var found = false
      for marker in markers {
        var marker = marker
        let answer = marker.withUTF8 { needle -> Bool? in
          guard !needle.isEmpty, isASCII(needle) else { return nil }
          return contains(needle, in: haystack, ignoringCase: ignoringCase)
        }
        guard let answer else { return nil }
        found = found || answer
      }
      return found
    }
  }

  /// `text` cut at its spaces, empty pieces left out: what `text.split(separator: " ").map(String.init)`
  /// gives, made from bytes when the text is all ASCII.
  static func words(_ text: String) -> [String] {
    var text = text
    let words = text.withUTF8 { bytes -> [String]? in
      guard isASCII(bytes) else { return nil }
      var words: [String] = []
      var start = 0
      for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x20 {
        if index > start {
          words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }
        start = index + 1
      }
      return words
    }
    return words ?? text.split(separator: " ").map(String.init)
  }

  /// `text` without the punctuation at its ends: what `text.trimmingCharacters(in:
  /// .punctuationCharacters)` gives when both ends are ASCII (`!"#%&'()*,-./:;?@[\]_{}` are
  /// punctuation; `$ + < = > ^ | ~` and the backtick are symbols). Nil when the trim would reach a
  /// byte that is not ASCII.
  static func trimmingPunctuation(_ text: Substring) -> String? {
    let trimmed = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var start = 0
      var end = bytes.count
      while start < end, bytes[start] < 0x80, isPunctuation[Int(bytes[start])] { start += 1 }
      guard start == end || bytes[start] < 0x80 else { return nil }
      while end > start, bytes[end - 1] < 0x80, isPunctuation[Int(bytes[end - 1])] { end -= 1 }
      guard end == start || bytes[end - 1] < 0x80 else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    return trimmed ?? nil
  }

  /// Whether each ASCII byte is punctuation (Unicode's general categories P*).
  private static let isPunctuation: [Bool] = (0..<128).map { byte in
    Array(##"!"#%&'()*,-./:;?@[\]_{}"##.utf8).contains(UInt8(byte))
  }

  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 }
  }

  private static func contains(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, ignoringCase: Bool
  ) -> Bool {
    guard needle.count <= haystack.count else { return false }
    @inline(__always) func folded(_ byte: UInt8) -> UInt8 {
      ignoringCase && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
    let first = folded(needle[0])
    for start in 0...(haystack.count - needle.count) where folded(haystack[start]) == first {
      var offset = 1
      while offset < needle.count, folded(haystack[start + offset]) == folded(needle[offset]) { offset += 1 }
      if offset == needle.count { return true }
    }
    return false
  }
}
