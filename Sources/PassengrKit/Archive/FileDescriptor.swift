import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Small POSIX file helpers for the archive and the history log.
enum FileDescriptor {
  /// Writes all of `data` to `fd`, retrying short writes and EINTR; false on any other error.
  static func writeAll(_ fd: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { raw -> Bool in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        let count = Glibc.write(fd, base + offset, raw.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
  }
}
