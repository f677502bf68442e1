import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Reads local files with plain words for what went wrong ("is a directory", "permission denied").
/// Only regular files are read, and never more than a limit: a FIFO would hang the read and a
/// device such as /dev/zero would never end.
enum LocalFile {
  /// Why a file could not be read.
  struct Failure: Error, Equatable {
    var reason: String
  }

  /// What a page, feed or document may weigh: the same cap as a network body.
  static let documentLimit = 5 << 20
  /// What Passengr's own files (the archive, the history) may weigh: they grow with the passes and
  /// the changes kept, far beyond any page.
  static let ownFileLimit = 256 << 20

  /// The file's bytes, or nil when it does not exist. A FIFO, device or socket is refused without
  /// waiting for a writer; a file larger than `limit` is refused.
  static func readIfPresent(_ url: URL, limit: Int = documentLimit) throws(Failure) -> Data? {
    try readWithIdentity(url, limit: limit)?.data
  }

  /// `readIfPresent(_:limit:)`, with the identity of the file that was read (taken from the open
  /// descriptor, so it is the file the bytes came from).
  static func readWithIdentity(_ url: URL, limit: Int = documentLimit) throws(Failure) -> (
    data: Data, identity: FileIdentity
  )? {
    try readWithIdentity(path: url.path, limit: limit)
  }

  /// `readWithIdentity(_:limit:)` of a path as typed.
  static func readWithIdentity(path: String, limit: Int = documentLimit) throws(Failure) -> (
    data: Data, identity: FileIdentity
  )? {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw Failure(reason: SystemMessage.current())
    }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw Failure(reason: SystemMessage.current()) }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw Failure(reason: SystemMessage.words(for: EISDIR)) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw Failure(reason: "not a regular file (a pipe, device or socket)")
    }
    guard status.st_size <= limit else { throw Failure(reason: "larger than \(limit >> 20) MiB") }
    return (
      try read(descriptor: fd, limit: limit, expectedSize: Int(truncatingIfNeeded: status.st_size)),
      FileIdentity(status)
    )
  }

  /// The bytes of the file at `path`; a missing file is a failure too.
  static func read(path: String, limit: Int = documentLimit) throws(Failure) -> Data {
    guard let data = try readWithIdentity(path: path, limit: limit)?.data else {
      throw Failure(reason: SystemMessage.words(for: ENOENT))
    }
    return data
  }

  /// The file's bytes; a missing file is a failure too.
  static func read(_ url: URL, limit: Int = documentLimit) throws(Failure) -> Data {
    guard let data = try readIfPresent(url, limit: limit) else {
      throw Failure(reason: SystemMessage.words(for: ENOENT))
    }
    return data
  }

  /// Everything `fd` yields up to `limit` bytes (standard input, a file that grew while read); more
  /// is a failure, never a read that does not end. `expectedSize` (a file's size when opened) sizes
  /// the buffer, so a file is read straight into it; the buffer grows if the file did.
  static func read(descriptor fd: Int32, limit: Int = documentLimit, expectedSize: Int = 1 << 16) throws(Failure)
    -> Data
  {
    // One byte more than expected, so the end of a file that did not grow is seen without a copy.
    var data = Data(count: min(max(expectedSize, 0), limit) + 1)
    var filled = 0
    while true {
      if filled == data.count {
        guard filled <= limit else { throw Failure(reason: "larger than \(limit >> 20) MiB") }
        data.count = min(filled * 2, limit + 1)
      }
      let count = data.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Glibc.read(fd, base + filled, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          // A descriptor opened without blocking that has nothing yet: wait for it.
          var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
          _ = poll(&poller, 1, 1000)
          continue
        }
        throw Failure(reason: SystemMessage.current())
      }
      if count == 0 {
        data.count = filled
        return data
      }
      filled += count
      guard filled <= limit else { throw Failure(reason: "larger than \(limit >> 20) MiB") }
    }
  }

  /// " to TARGET" for the symbolic link at `path`, cleaned for a message, or "" when the link
  /// cannot be read: the target only adds to a message about the link, never replaces it.
  static func linkTargetPhrase(of path: String) -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " to \(TextSanitizer.clean($0))" } ?? ""
  }
}
