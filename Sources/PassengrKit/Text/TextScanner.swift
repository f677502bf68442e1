/// Small hand-written scanners for the few fixed formats in pass data: no regex engine to start,
/// which at process start-up cost more than the page itself.
enum TextScanner {
  /// The number at `start` in `characters` (`-12`, `28.5`), and where it ends.
  static func number(in characters: [Character], at start: Int, allowingCommas: Bool = false) -> (
    text: String, end: Int
  )? {
    var index = start
    var text = ""
    if index < characters.count, characters[index] == "-" {
      text.append("-")
      index += 1
    }
    guard index < characters.count, characters[index].isASCII, characters[index].isNumber else { return nil }
    var seenPoint = false
    while index < characters.count {
      let character = characters[index]
      if character.isASCII, character.isNumber {
        text.append(character)
      } else if allowingCommas, character == ",", index + 1 < characters.count, characters[index + 1].isASCII,
        characters[index + 1].isNumber
      {
        // "4,061": a thousands separator, dropped.
      } else if !allowingCommas, character == ".", !seenPoint, index + 1 < characters.count,
        characters[index + 1].isASCII,
        characters[index + 1].isNumber
      {
        seenPoint = true
        text.append(character)
      } else {
        break
      }
      index += 1
    }
    return (text, index)
  }

  /// Whether `text` is one or more ASCII digits.
  static func isDigits(_ text: Substring) -> Bool { !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }
}
