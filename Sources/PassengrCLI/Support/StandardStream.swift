import FoundationEssentials
import Glibc

/// One of the process's standard streams, written and read with the system calls themselves, as
/// Foundation's `FileHandle` did: unbuffered, so a line is out before the process may end.
struct StandardStream: Sendable {
  /// The stream's file descriptor.
  let descriptor: Int32

  /// Standard input.
  static let input = StandardStream(descriptor: STDIN_FILENO)
  /// Standard output.
  static let output = StandardStream(descriptor: STDOUT_FILENO)
  /// Standard error.
  static let error = StandardStream(descriptor: STDERR_FILENO)

  /// Writes `text`'s UTF-8 bytes, all of them (see `write(_:)`).
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// Writes all of `bytes`: a write cut short goes on with the rest, one interrupted by a signal
  /// or refused by a non-blocking descriptor is tried again. A reader that went away (EPIPE) ends
  /// the process as SIGPIPE would, even when SIGPIPE was ignored; any other failure ends it with
  /// exit 2 and, when the failing stream is not standard error, a line there. (`FileHandle.write`
  /// trapped on every failure.)
  func write(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let count = Glibc.write(descriptor, base + written, bytes.count - written)
      if count > 0 {
        written += count
        continue
      }
      let code = count < 0 ? errno : EIO
      switch code {
      case EINTR: continue
      case EAGAIN: waitUntilWritable()
      case EPIPE: Self.endAsBrokenPipe()
      default: fail(code)
      }
    }
  }

  /// Reads up to `limit` bytes, to the end of the input or the limit, whichever comes first, as
  /// `FileHandle.readData(ofLength:)` did. A read interrupted by a signal is tried again; one that
  /// fails otherwise (the input is a directory) ends the input there, where `FileHandle` trapped.
  func read(upTo limit: Int) -> Data {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 8192)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return Data(bytes)
  }

  /// Waits until the descriptor takes more bytes: it was made non-blocking by whoever shares it.
  private func waitUntilWritable() {
    var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    _ = poll(&poller, 1, -1)
  }

  /// Ends the process for a failed write: one line on standard error (unless that is what
  /// failed), exit 2, the status of trouble.
  private func fail(_ code: Int32) -> Never {
    if descriptor != STDERR_FILENO {
      let name = descriptor == STDOUT_FILENO ? "standard output" : "file descriptor \(descriptor)"
      let reason = String(cString: strerror(code))
      StandardStream.error.write(
        "passengr: cannot write to \(name): \(reason.prefix(1).lowercased() + reason.dropFirst())\n")
    }
    exit(2)
  }

  /// Ends the process as its default action for SIGPIPE does, which a parent may have set aside
  /// by ignoring the signal: the reader of a pipe went away, and nothing written now reaches anyone.
  private static func endAsBrokenPipe() -> Never {
    signal(SIGPIPE, SIG_DFL)
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    pthread_sigmask(SIG_UNBLOCK, &pipeSignal, nil)
    raise(SIGPIPE)
    _exit(128 + SIGPIPE)
  }
}
