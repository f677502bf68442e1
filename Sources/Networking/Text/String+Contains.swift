extension String {
  /// Whether `other` occurs in this text: the standard library's `contains`, character by
  /// character, answered by comparing bytes when both texts are ASCII without a carriage return
  /// (every character then one byte, so the answers are the same).
  ///
  /// Every module that imports Networking calls this one for a `String` in a `String`, being the
  /// more specific: the standard library's own search builds a table of the pattern's characters
  /// on each call, which cost a refresh of 1,000 WSDOT passes 70% of its time in the reader's
  /// thousands of phrase checks (Benchmarks/README.md). Anything else goes to the standard library.
  package func contains(_ other: String) -> Bool {
    let answer =
      utf8.withContiguousStorageIfAvailable { haystack in
        other.utf8.withContiguousStorageIfAvailable { needle in
          Self.asciiContains(haystack, needle)
        } ?? nil
      } ?? nil
    if let answer { return answer }
    return self[...].contains(other)
  }

  /// The answer for ASCII texts without a carriage return; nil when either is another text.
  private static func asciiContains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>)
    -> Bool?
  {
    for byte in needle where byte >= 0x80 || byte == 0x0D { return nil }
    var found = needle.isEmpty
    let last = haystack.count - needle.count
    var index = 0
    while index < haystack.count {
      let byte = haystack[index]
      if byte >= 0x80 || byte == 0x0D { return nil }
      if !found, index <= last, byte == needle[0] {
        var offset = 1
        while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
        found = offset == needle.count
      }
      index += 1
    }
    return found
  }
}
