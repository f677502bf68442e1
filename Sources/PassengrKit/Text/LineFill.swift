/// Lines filled word by word, none wider than a width in terminal columns: the one place
/// `TerminalText.lines` decides where a line ends, whichever way it found and measured the words.
struct LineFill {
  /// The widest a line may be, in columns.
  let width: Int
  /// The lines filled so far.
  private(set) var lines: [String] = []
  /// The line being filled.
  private var current = ""
  /// How many columns `current` takes, kept as it grows: measuring a String walks it.
  private var columns = 0

  /// Starts with no line.
  init(width: Int) {
    self.width = max(1, width)
  }

  /// Puts `word`, `wordColumns` wide, after a space on the line being filled, or starts the next
  /// line with it; a word wider than the width is broken at the width, between characters.
  mutating func add(_ word: Substring, columns wordColumns: Int) {
    if current.isEmpty {
      current = String(word)
      columns = wordColumns
    } else if columns + 1 + wordColumns <= width {
      current += " "
      current += word
      columns += 1 + wordColumns
    } else {
      lines.append(current)
      current = String(word)
      columns = wordColumns
    }
    while columns > width {
      let (head, headColumns) = Self.head(of: current, width: width)
      guard head < current.endIndex else { break }
      lines.append(String(current[..<head]))
      current = String(current[head...])
      columns -= headColumns
    }
  }

  /// Where the first `width` columns of `text` end, never inside a character and never before the
  /// first one, and how many columns they take.
  private static func head(of text: String, width: Int) -> (String.Index, Int) {
    var end = text.startIndex
    var taken = 0
    for character in text {
      let next = TerminalText.columns(of: character)
      if taken + next > width, end > text.startIndex { break }
      taken += next
      end = text.index(after: end)
    }
    return (end, taken)
  }

  /// The lines, the one being filled included; one empty line for no words.
  func finished() -> [String] {
    !current.isEmpty || lines.isEmpty ? lines + [current] : lines
  }
}
