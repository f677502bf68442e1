import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A process-wide advisory lock (`flock`) on `passengr.lock`, serialising every writer.
///
/// The lock lives in its own file because the archive itself is replaced by rename on each write.
final class ArchiveLock {
  private let descriptor: Int32

  /// Waits up to `timeout` for the exclusive lock.
  init(path: String, timeout: Duration) throws {
    let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw PassengrError.dataDirectory(path: path, reason: String(cString: strerror(errno)))
    }
    let deadline = ContinuousClock.now + timeout
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
        close(fd)
        throw PassengrError.lockTimeout(path: path, seconds: Int(timeout.components.seconds))
      }
      usleep(useconds_t(Int.random(in: 5_000...20_000)))
    }
    descriptor = fd
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
