import Dispatch
import FoundationEssentials
import Glibc

/// Reads a secret from standard input: on a terminal, after a prompt on stderr and with echo off
/// (restored however the read ends, an interrupt included); from a pipe or file, as it comes, at most 64 KiB.
enum SecretInput {
  /// What standard input holds, up to its end (a pipe) or the first line (a terminal).
  static func read(prompt: String) -> Data {
    guard isatty(STDIN_FILENO) == 1 else { return StandardStream.input.read(upTo: 1 << 16) }
    StandardStream.error.write(prompt)
    var state = termios()
    let hasTerminal = tcgetattr(STDIN_FILENO, &state) == 0
    let saved = state
    // Interrupted while echo is off, the terminal gets its echo back before the process ends.
    let interrupts = [SIGINT, SIGTERM, SIGHUP].map { number -> DispatchSourceSignal in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        var restored = saved
        if hasTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &restored) }
        StandardStream.error.write("\n")
        _exit(128 + number)
      }
      source.resume()
      return source
    }
    if hasTerminal {
      var quiet = saved
      quiet.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
    }
    defer {
      var restored = saved
      if hasTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &restored) }
      interrupts.forEach { $0.cancel() }
      for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
      StandardStream.error.write("\n")
    }
    return Data((Swift.readLine(strippingNewline: true) ?? "").utf8)
  }
}
