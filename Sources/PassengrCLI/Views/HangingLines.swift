import PassengrKit

/// A label and its text for a terminal: the label padded to a column, the text wrapped beside it
/// and its further lines indented under it, so that no line is wider than the terminal and no
/// word is cut. When the width leaves the text too little room, the text goes under the label.
enum HangingLines {
  /// The least room the text needs beside its label.
  private static let leastTextRoom = 24

  /// `label` (padded to `labelWidth`) and `text` wrapped to `width` columns.
  static func render(_ label: String, _ text: String, labelWidth: Int, width: Int) -> [String] {
    let indent = labelWidth
    // A text that fits is kept as written, its double spaces between columns included.
    if TerminalText.columns(text) <= width - indent { return [TerminalText.padded(label, to: indent) + text] }
    guard width - indent >= leastTextRoom else {
      return TerminalText.lines(label, width: width)
        + TerminalText.lines(text, width: max(width - 4, 10)).map { "    " + $0 }
    }
    let wrapped = TerminalText.lines(text, width: width - indent)
    return wrapped.enumerated().map { index, line in
      (index == 0 ? TerminalText.padded(label, to: indent) : String(repeating: " ", count: indent)) + line
    }
  }
}
