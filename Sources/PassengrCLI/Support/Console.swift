import Foundation
import PassengrKit

/// Where output goes: stdout for what was asked for, stderr for everything else.
enum Console {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(bytes(text.hasSuffix("\n") ? text : text + "\n"))
  }

  /// One line on stderr, prefixed "passengr: ".
  static func error(_ message: String) {
    FileHandle.standardError.write(bytes("passengr: \(message)\n"))
  }

  /// The UTF-8 bytes of `text`, copied at once (`Data(text.utf8)` copies them one at a time).
  private static func bytes(_ text: String) -> Data {
    var text = text
    return text.withUTF8 { Data($0) }
  }

  static var stdoutIsTerminal: Bool { Terminal.stdoutIsTerminal }
  static var width: Int { Terminal.width }

  /// The width change lines wrap to: the terminal's, or COLUMNS; piped without COLUMNS, none, so
  /// scripts get one change per line.
  static var changeWidth: Int {
    stdoutIsTerminal || ProcessInfo.processInfo.environment["COLUMNS"] != nil ? Terminal.width : Int.max / 2
  }
}
