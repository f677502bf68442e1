extension String {
  /// This text with every occurrence of `target`'s Unicode scalars, read left to right, replaced by
  /// `replacement`: a literal match, whatever characters surround it (a key followed by a combining
  /// mark is still the key).
  func replacingScalars(of target: String, with replacement: String) -> String {
    let needle = Array(target.utf8)
    guard !needle.isEmpty else { return self }
    let haystack = Array(utf8)
    guard haystack.count >= needle.count else { return self }
    var result: [UInt8] = []
    result.reserveCapacity(haystack.count)
    var index = 0
    var replaced = false
    while index < haystack.count {
      if haystack[index] == needle[0], index + needle.count <= haystack.count,
        haystack[index..<(index + needle.count)].elementsEqual(needle)
      {
        result += replacement.utf8
        index += needle.count
        replaced = true
      } else {
        result.append(haystack[index])
        index += 1
      }
    }
    return replaced ? String(decoding: result, as: UTF8.self) : self
  }

  /// Whether `target`'s Unicode scalars occur in this text in a row, whatever surrounds them.
  func containsScalars(of target: String) -> Bool {
    let needle = Array(target.utf8)
    guard let first = needle.first else { return true }
    let haystack = Array(utf8)
    guard haystack.count >= needle.count else { return false }
    for index in 0...(haystack.count - needle.count)
    where haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}
