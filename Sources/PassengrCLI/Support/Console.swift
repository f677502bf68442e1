import FoundationEssentials

/// Where output goes: stdout for what was asked for, stderr for everything else.
enum Console {
  static func out(_ text: String) {
    StandardStream.output.write(text.hasSuffix("\n") ? text : text + "\n")
  }

  /// One line on stderr, prefixed "passengr: ".
  static func error(_ message: String) {
    StandardStream.error.write("passengr: \(message)\n")
  }

  static var stdoutIsTerminal: Bool { Terminal.stdoutIsTerminal }
  static var width: Int { Terminal.width }

  /// The width change lines wrap to: the terminal's, or COLUMNS; piped without COLUMNS, none, so
  /// scripts get one change per line.
  static var changeWidth: Int {
    stdoutIsTerminal || ProcessInfo.processInfo.environment["COLUMNS"] != nil ? Terminal.width : Int.max / 2
  }
}
