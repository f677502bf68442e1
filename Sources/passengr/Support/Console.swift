import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where output goes: stdout for what was asked for, stderr for everything else.
enum Console {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  /// One line on stderr, prefixed "passengr: ".
  static func error(_ message: String) {
    FileHandle.standardError.write(Data("passengr: \(message)\n".utf8))
  }

  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The terminal's width, `COLUMNS`, or 100 when output is not a terminal.
  static var width: Int {
    var size = winsize()
    if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    return 100
  }
}
