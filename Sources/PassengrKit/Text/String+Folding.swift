extension String {
  /// Runs of white space made one space, trimmed. ASCII text (nearly all of it) is folded byte by
  /// byte; other text by Unicode's white space.
  func collapsingSpaces() -> String {
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      return split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
    return folded { $0 }
  }

  /// Lower case, the bytes `separators` names made spaces, runs of white space one space, trimmed:
  /// the form phrases are searched in. ASCII is folded byte by byte, the rest through `lowercased()`.
  func foldedWords(separators: String = "-/") -> String {
    let marks = Set(separators.utf8)
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      let lower = String(
        lowercased().map { character -> Character in
          character.asciiValue.map { marks.contains($0) } == true ? " " : character
        })
      return lower.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
    return folded { byte in
      if marks.contains(byte) { return 0x20 }
      return (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
  }

  /// ASCII bytes mapped by `map`, white space runs made one space, trimmed.
  private func folded(_ map: (UInt8) -> UInt8) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var pendingSpace = false
    for raw in utf8 {
      let byte = map(raw)
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace {
        bytes.append(0x20)
        pendingSpace = false
      }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
