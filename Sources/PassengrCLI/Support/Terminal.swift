import Glibc

/// What the terminal is, for front ends that print to one.
enum Terminal {
  /// Whether standard output is a terminal.
  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
  /// Whether standard error is a terminal.
  static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The terminal's width, `COLUMNS`, or 100 when output is not a terminal.
  static var width: Int {
    var size = winsize()
    if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    // getenv, not ProcessInfo's environment, which copies every variable into a dictionary.
    if let raw = getenv("COLUMNS"), let columns = Int(String(cString: raw)), columns > 0 { return columns }
    return 100
  }
}
