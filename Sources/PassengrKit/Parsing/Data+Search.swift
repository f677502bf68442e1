import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

extension DataProtocol where Self: ContiguousBytes {
  /// Whether the bytes contain `needle`'s UTF-8 bytes: a plain byte search (`memchr` for the
  /// pattern's rarest byte in web pages, `memcmp` for the whole pattern where it is found), where a
  /// String search would first decode and compare Unicode text. `memchr` crosses a page many bytes
  /// a step; looked for by a common letter ("r" of "roads"), it stops every few bytes.
  func contains(bytes needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    let width = pattern.count
    guard width > 0 else { return true }
    var anchor = 0
    for index in pattern.indices
    where ByteCommonness.ranks[Int(pattern[index])] < ByteCommonness.ranks[Int(pattern[anchor])] {
      anchor = index
    }
    let rare = Int32(pattern[anchor])
    return withUnsafeBytes { haystack in
      pattern.withUnsafeBytes { wanted in
        guard let base = haystack.baseAddress, let target = wanted.baseAddress, haystack.count >= width else {
          return false
        }
        // The rare byte of a match lies between `anchor` and the last start plus `anchor`.
        let end = haystack.count - width + anchor
        var offset = anchor
        while offset <= end {
          guard let hit = memchr(base + offset, rare, end - offset + 1) else { return false }
          let position = base.distance(to: UnsafeRawPointer(hit))
          if memcmp(base + (position - anchor), target, width) == 0 { return true }
          offset = position + 1
        }
        return false
      }
    }
  }
}

/// How often each byte appears in a web page, roughly: white space, lower-case letters by their
/// frequency in English, and markup's punctuation are common; capitals, digits and the rest rare (0).
private enum ByteCommonness {
  static let ranks: [Int] = {
    let common = Array(" etaoinsrhldcu<>=\"/pmfgwybvk.-:_,;\n\t".utf8)
    var ranks = [Int](repeating: 0, count: 256)
    for (rank, byte) in common.enumerated() { ranks[Int(byte)] = common.count - rank }
    return ranks
  }()
}
