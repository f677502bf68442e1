import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension DataProtocol where Self: ContiguousBytes {
  /// Whether the bytes contain `needle`'s UTF-8 bytes: a plain byte search (`memchr` for the first
  /// byte, `memcmp` for the rest), where a String search would first decode and compare Unicode text.
  func contains(bytes needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard let firstByte = pattern.first else { return true }
    return withUnsafeBytes { haystack in
      pattern.withUnsafeBytes { wanted in
        guard let base = haystack.baseAddress, let target = wanted.baseAddress, haystack.count >= wanted.count else {
          return false
        }
        var offset = 0
        let last = haystack.count - wanted.count
        while offset <= last {
          guard let hit = memchr(base + offset, Int32(firstByte), last - offset + 1) else { return false }
          let position = base.distance(to: UnsafeRawPointer(hit))
          if memcmp(base + position, target, wanted.count) == 0 { return true }
          offset = position + 1
        }
        return false
      }
    }
  }
}
