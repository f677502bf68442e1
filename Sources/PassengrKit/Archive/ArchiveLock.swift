import Foundation
import Networking
#if canImport(Glibc)
import Glibc
#endif

/// A process-wide advisory lock (`flock`) on `passengr.lock`, serialising every writer.
///
/// The lock lives in its own file because the archive itself is replaced by rename on each write.
final class ArchiveLock: Sendable {
  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Waits up to `timeout` for the exclusive lock. The wait polls on a thread of its own, never on
  /// the cooperative pool, whose few threads every other task of the process needs meanwhile.
  static func acquire(path: String, timeout: Duration) async throws -> ArchiveLock {
    let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw PassengrError.dataDirectory(path: path, reason: String(cString: strerror(errno)))
    }
    if flock(fd, LOCK_EX | LOCK_NB) == 0 { return ArchiveLock(descriptor: fd) }
    let locked = try? await Future<Bool> { complete in
      Thread.detachNewThread {
        let deadline = ContinuousClock.now + timeout
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
          guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else { return complete(.success(false)) }
          usleep(useconds_t(Int.random(in: 5_000...20_000)))
        }
        complete(.success(true))
      }
    }.value
    guard locked == true else {
      close(fd)
      throw PassengrError.lockTimeout(path: path, seconds: Int(timeout.components.seconds))
    }
    return ArchiveLock(descriptor: fd)
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
