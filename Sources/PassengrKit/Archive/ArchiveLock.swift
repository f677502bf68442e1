import FoundationEssentials
import Networking
import Synchronization

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

  /// Waits up to `timeout` for the exclusive lock, telling `onWait` once when another process
  /// holds it. The wait polls on a thread of its own, never on the cooperative pool, whose few
  /// threads every other task of the process needs meanwhile. The holder writes its pid into the
  /// lock file, so whoever waits can say for whom. Cancelling the caller ends the wait (throwing
  /// `CancellationError`): the polling thread stops before the descriptor it polls is closed, so it
  /// never touches a descriptor the process has since reused.
  static func acquire(path: String, timeout: Duration, onWait: (@Sendable (LockWait) -> Void)? = nil) async throws
    -> ArchiveLock
  {
    let fd = try open(path)
    if flock(fd, LOCK_EX | LOCK_NB) == 0 { return ArchiveLock(owning: fd) }
    // Read once: the give-up names the same process the wait named.
    let holder = holder(of: fd)
    onWait?(LockWait(holder: holder, path: path, timeout: TimeSpan(seconds: Double(timeout.components.seconds))))
    let stop = StopFlag()
    let run = Future<Bool?>.onThread {
      let deadline = ContinuousClock.now + timeout
      while flock(fd, LOCK_EX | LOCK_NB) != 0 {
        guard errno == EWOULDBLOCK || errno == EINTR else { return false }
        if stop.isSet { return nil }
        guard ContinuousClock.now < deadline else { return false }
        usleep(useconds_t(Int.random(in: 5_000...20_000)))
      }
      return true
    }.start()
    // The thread's own end is waited for, cancelled or not: only then is `fd` closed.
    let locked = await withTaskCancellationHandler {
      await run.result
    } onCancel: {
      stop.set()
    }
    switch locked {
    case .success(true):
      return ArchiveLock(owning: fd)
    case .success(nil):
      close(fd)
      throw CancellationError()
    default:
      close(fd)
      throw ArchiveError.lockTimeout(path: path, seconds: Int(timeout.components.seconds), holder: holder)
    }
  }

  /// Set once when a waiter's caller is cancelled; read by the polling thread.
  private final class StopFlag: Sendable {
    private let flag = Atomic<Bool>(false)
    var isSet: Bool { flag.load(ordering: .acquiring) }
    func set() { flag.store(true, ordering: .releasing) }
  }

  /// Opens (creating it, 0600) the lock file at `path` for reading and writing, never through a
  /// symbolic link and only as a regular file with no other name: the holder writes into it and
  /// empties it, which through a link or a second hard link would empty some other file. Throws
  /// `unusableLock` naming what stands there instead.
  private static func open(_ path: String) throws -> Int32 {
    try open(path, creating: true)
  }

  /// Why the lock file at `path` cannot be used, as `open` would refuse it; nil when it is usable
  /// or not there yet. Creates nothing (for `doctor`).
  static func problem(at path: String) -> ArchiveError? {
    do {
      let fd = try open(path, creating: false)
      if fd >= 0 { close(fd) }
      return nil
    } catch let error as ArchiveError {
      return error
    } catch {
      return ArchiveError.unusableLock(path: path, reason: String(describing: error))
    }
  }

  /// `open`, creating the file only when `creating`; without it a missing file is -1.
  private static func open(_ path: String, creating: Bool) throws -> Int32 {
    let fd = Glibc.open(path, (creating ? O_CREAT : 0) | O_RDWR | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY | O_NONBLOCK, 0o600)
    guard fd >= 0 else {
      let code = errno
      if code == ENOENT, !creating { return -1 }
      if code == EISDIR {
        throw ArchiveError.unusableLock(
          path: path, reason: "is a directory, not a file; remove it and Passengr makes a new one")
      }
      if code == ELOOP {
        throw ArchiveError.unusableLock(
          path: path,
          reason: "is a symbolic link; Passengr never writes through one: remove it and Passengr makes a new one")
      }
      throw ArchiveError.unusableLock(path: path, reason: "cannot be opened (\(SystemMessage.words(for: code)))")
    }
    var status = stat()
    let problem: String?
    if fstat(fd, &status) != 0 {
      problem = "cannot be examined (\(SystemMessage.current()))"
    } else if status.st_mode & S_IFMT != S_IFREG {
      problem = "is not a regular file; remove it and Passengr makes a new one"
    } else if status.st_nlink > 1 {
      problem =
        "has another name (a hard link); Passengr never writes into a shared file: remove it and Passengr makes a new one"
    } else {
      problem = nil
    }
    if let problem {
      close(fd)
      throw ArchiveError.unusableLock(path: path, reason: problem)
    }
    return fd
  }

  /// Takes the locked `fd` and records this process in it: the number written over whatever was
  /// there, then the rest cut off, so a reader sees a whole number at the start at every moment
  /// (the file cannot be replaced by rename: the lock is on this very file).
  private convenience init(owning fd: Int32) {
    self.init(descriptor: fd)
    let text = Array("\(getpid())\n".utf8)
    let written = text.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    if written == text.count { _ = ftruncate(fd, off_t(text.count)) }
  }

  /// The process that recorded itself in the lock file `fd`, if the record reads as a pid and
  /// that process still runs a Passengr front end (`isPassengr`): a stale record whose number the
  /// system gave to another program names nobody.
  static func holder(of fd: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    let line = String(decoding: buffer.prefix(count), as: UTF8.self).split(separator: "\n").first ?? ""
    guard let pid = Int32(line.trimmingSpaces()), pid > 0 else { return nil }
    // Signal 0 only asks whether the process exists (EPERM: it does, as another user).
    guard kill(pid, 0) == 0 || errno == EPERM, isPassengr(pid) else { return nil }
    return pid
  }

  /// Whether process `pid` runs `passengr` or `passengr-bar`, by its command name in `/proc`;
  /// false when that cannot be read.
  static func isPassengr(_ pid: Int32) -> Bool {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/comm") else { return false }
    let name = String(decoding: data, as: UTF8.self).trimmingSpacesAndNewlines()
    return name == "passengr" || name == "passengr-bar"
  }

  deinit {
    // The record goes with the lock: a pid left behind would name a process no longer holding it.
    _ = ftruncate(descriptor, 0)
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
