import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads local files with plain words for what went wrong ("is a directory", "permission denied").
enum LocalFile {
  /// Why a file could not be read.
  struct Failure: Error, Equatable {
    var reason: String
  }

  /// The file's bytes, or nil when it does not exist.
  static func readIfPresent(_ url: URL) throws(Failure) -> Data? {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    if fd < 0 {
      if errno == ENOENT { return nil }
      throw Failure(reason: SystemMessage.current())
    }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw Failure(reason: SystemMessage.current()) }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw Failure(reason: SystemMessage.words(for: EISDIR)) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(reason: SystemMessage.current())
      }
      if count == 0 { return data }
      data.append(contentsOf: chunk[0..<count])
    }
  }

  /// The file's bytes; a missing file is a failure too.
  static func read(_ url: URL) throws(Failure) -> Data {
    guard let data = try readIfPresent(url) else { throw Failure(reason: SystemMessage.words(for: ENOENT)) }
    return data
  }
}
