import Foundation
import PassengrKit

/// Where output goes: stdout for what was asked for, stderr for everything else.
enum Console {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  /// One line on stderr, prefixed "passengr: ".
  static func error(_ message: String) {
    FileHandle.standardError.write(Data("passengr: \(message)\n".utf8))
  }

  /// "2025-01-10 20:45:00", local time: when a change happened, in `history` and `watch`.
  static func clock(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.string(from: date)
  }

  static var stdoutIsTerminal: Bool { Terminal.stdoutIsTerminal }
  static var width: Int { Terminal.width }
}
