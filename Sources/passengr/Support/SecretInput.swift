import Foundation

/// Reads a secret from standard input: on a terminal, after a prompt on stderr and with echo off
/// (restored however the read ends); from a pipe or file, as it comes, at most 64 KiB.
enum SecretInput {
  /// What standard input holds, up to its end (a pipe) or the first line (a terminal).
  static func read(prompt: String) -> Data {
    guard isatty(STDIN_FILENO) == 1 else { return FileHandle.standardInput.readData(ofLength: 1 << 16) }
    FileHandle.standardError.write(Data(prompt.utf8))
    var saved = termios()
    let hasTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
    if hasTerminal {
      var quiet = saved
      quiet.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
    }
    defer {
      if hasTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
      FileHandle.standardError.write(Data("\n".utf8))
    }
    return Data((Swift.readLine(strippingNewline: true) ?? "").utf8)
  }
}
