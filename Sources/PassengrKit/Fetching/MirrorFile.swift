import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a file of a `--base-url` directory as a network body is read: only a regular file (a FIFO
/// or device would block or never end), and never more than the body cap.
enum MirrorFile {
  /// Why a file could not be read.
  struct Failure: Error, Equatable {
    var reason: String
  }

  /// The bytes of the regular file at `url`, at most `limit` of them; nil when it does not exist.
  static func read(_ url: URL, limit: Int) throws(Failure) -> Data? {
    // O_NONBLOCK: opening a FIFO with no writer must not wait for one.
    let fd = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    if fd < 0 {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw Failure(reason: SystemMessage.current())
    }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw Failure(reason: SystemMessage.current()) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw Failure(reason: SystemMessage.words(for: EISDIR))
    case S_IFIFO: throw Failure(reason: "is a FIFO (named pipe), not a regular file")
    case S_IFCHR, S_IFBLK: throw Failure(reason: "is a device, not a regular file")
    case S_IFSOCK: throw Failure(reason: "is a socket, not a regular file")
    default: throw Failure(reason: "is not a regular file")
    }
    if Int64(status.st_size) > Int64(limit) { throw tooLarge(limit) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(reason: SystemMessage.current())
      }
      if count == 0 { return data }
      // A file that grows while it is read is held to the same cap.
      guard data.count + count <= limit else { throw tooLarge(limit) }
      data.append(contentsOf: chunk[0..<count])
    }
  }

  private static func tooLarge(_ limit: Int) -> Failure {
    Failure(reason: "larger than the \(limit)-byte limit for a source body")
  }
}
