/// The sentences a field's line breaks end. A feed that writes one statement per line ("Chains or
/// snow tires are required from Camino to Meyers⏎Chains are required on single axle drive vehicles
/// towing trailers from Kyburz to Meyers") has no other stop between them, and cleaning turns the
/// break into a space: read as one clause, the trailers of the second line would be said of the
/// first line's rule too. A break ends a sentence where the line before it is complete (it ends
/// with no punctuation and no word that needs more, such as "of", "the", "to" or "mi") and the
/// line after it starts with a capital (in text in sentence case: in capitals, as a sign's lines
/// are, or in title case a capital says nothing); a line wrapped inside a sentence ("… 7.2 mi west of the⏎
/// Jct of SR 89") stays one sentence. A blank line always ends one. Entities a feed left written
/// out ("closed for renovation.&nbsp;") read as the characters they stand for.
enum LineBreaks {
  /// `text` with each line break that ends a sentence written as ". ", and written-out entities
  /// decoded; unchanged when it has neither.
  static func sentences(_ text: String) -> String {
    let hasBreak = text.utf8.contains { $0 == 0x0A || $0 == 0x0D }
    let hasEntity = text.utf8.contains(UInt8(ascii: "&"))
    let hasColumns = hasColumnGap(text)
    guard hasBreak || hasEntity || hasColumns else { return text }
    let decoded = hasEntity ? decodingEntities(text) : text
    guard hasBreak else { return hasColumns ? String(columns(decoded[...])) : decoded }
    let lines = decoded.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    var out = ""
    out.reserveCapacity(decoded.utf8.count + 8)
    var previous: Substring = ""
    var sawBlank = false
    for line in lines {
      let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
      if trimmed.isEmpty {
        sawBlank = true
        continue
      }
      if !out.isEmpty {
        // "Type of Closure: Lane⏎Lanes Closed: 1 of 3": a record's fields, one a line, keep a bar
        // between them (`FieldRecord`).
        if FieldRecord.isNamedField(previous.drop(while: { $0 == " " || $0 == "\t" })),
          FieldRecord.isNamedField(trimmed)
        {
          out += " | "
        } else {
          out += endsSentence(previous, before: trimmed, blank: sawBlank) ? ". " : " "
        }
      }
      out += hasColumns ? columns(line) : line
      previous = line
      sawBlank = false
    }
    return out
  }

  /// Whether a text has a tab, or two spaces in a row, between words.
  static func hasColumnGap(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == 0x09 || byte == 0x20 && previous == 0x20 { return true }
      previous = byte
    }
    return false
  }

  /// A line whose cells a record's columns set apart, by a tab or a run of spaces ("CABBAGE HILL EB
  /// ␣␣I84␣␣air-temperature 3.0␣␣weather-id 6 Rain"), with a bar between cells (`FieldRecord`): at
  /// least three cells, and no cell but the last ends a sentence ("Wet pavement.␣␣Snow expected
  /// after 4 PM." is prose). A line that has bars already is kept as it is.
  static func columns(_ line: Substring) -> Substring {
    guard !line.contains("|") else { return line }
    var cells: [Substring] = []
    var start = line.startIndex
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      let next = line.index(after: index)
      let gap = character == "\t" || character == " " && next < line.endIndex && line[next] == " "
      if gap {
        cells.append(line[start..<index])
        var end = index
        while end < line.endIndex, line[end] == " " || line[end] == "\t" { end = line.index(after: end) }
        start = end
        index = end
      } else {
        index = next
      }
    }
    cells.append(line[start...])
    let kept = cells.filter { $0.contains(where: { $0 != " " }) }
    // A record's columns hold a field by its name ("lanesClosed 1", "weather-id 6 Rain", "Facility:
    // Mainline"); a dispatcher's padding ("VEH BLOCKING␣␣LN # 1") holds none. A tab is never
    // prose's: "CABBAGE HILL WB⇥Overcast⇥Spots of Ice⇥No restrictions" is a table's row.
    guard kept.count >= 3,
      line.contains("\t")
        || kept.contains(where: { cell in
          FieldRecord.field(String(cell)).map { FieldRecord.role(of: $0.key) != nil } ?? false
        }),
      !kept.dropLast().contains(where: { cell in
        cell.last(where: { $0 != " " }).map { ".!?".contains($0) } ?? false
      })
    else { return line }
    return Substring(kept.joined(separator: " | "))
  }

  /// Words a line may end with only inside a sentence.
  static let continuing: Set<String> = [
    "of", "the", "to", "and", "or", "from", "at", "near", "in", "on", "a", "an", "for", "with", "by", "between",
    "is", "are", "be", "been", "was", "were", "must", "will", "than", "over", "under", "per", "mi", "jct", "km",
    "east", "west", "north", "south", "eastbound", "westbound", "northbound", "southbound", "all", "no", "not",
    "except", "without", "until", "thru", "through", "into", "onto", "as", "but", "if", "unless", "which", "that",
    "have", "has", "due", "vehicles", "vehicle", "mp", "milepost", "exit", "hwy", "highway", "route", "sr", "us",
    "i", "interstate",
  ]

  /// Words a line starts with inside a sentence, after a kind of tire (`tireKinds`).
  static let carryingOn: Set<String> = ["tires", "tire"]

  /// The words of a kind of tire a line may end with before its noun: "… WITH SNOW⏎TIRES".
  static let tireKinds: Set<String> = ["snow", "traction", "winter", "studded", "mud", "weather", "season", "chain"]

  /// Whether the break between `line` and `next` ends a sentence.
  private static func endsSentence(_ line: Substring, before next: Substring, blank: Bool) -> Bool {
    let body = line.reversed().drop(while: { $0 == " " || $0 == "\t" })
    guard let last = body.first else { return false }
    // A closing bracket or quote ends a place or a name ("… to Meyers (El Dorado Co)"); any other
    // punctuation is a stop already there, or carries the sentence on: nothing to add.
    let closes: Set<Character> = [")", "]", "\"", "'", "\u{201D}", "\u{2019}"]
    // Only in sentence case does a capital start a sentence: a line in capitals ("REST AREA
    // CLOSED", a sign's line) or in title case ("Traction Tires⏎Advised") says nothing by it. The
    // line before must have three words or more, one of them in lower case.
    let words = line.split(separator: " ")
    let sentenceCase = words.count >= 3 && words.contains { $0.first?.isLowercase == true }
    // In capitals, a line of six words or more is a sentence (Caltrans' entries before 2023, one a
    // line); a sign's lines are shorter.
    let inCapitals =
      words.count >= 6 && !line.contains(where: \.isLowercase) && !next.contains(where: \.isLowercase)
    // A line that starts with "tires" after a line that ends with their kind carries on its
    // sentence: "… EXCEPT 4-WHEEL-DRIVE VEHICLES WITH SNOW⏎TIRES ON ALL 4 WHEELS …".
    let firstWord = next.prefix(while: { $0.isLetter }).lowercased()
    let lastWord = String(body.prefix(while: { $0.isLetter }).reversed()).lowercased()
    if !blank, carryingOn.contains(firstWord), tireKinds.contains(lastWord) { return false }
    let starts =
      next.first?.isUppercase == true
      && (sentenceCase && next.contains(where: \.isLowercase) || inCapitals)
    // After a place in brackets, a line may start with a figure: "… Bear Valley (Calaveras
    // Co)⏎1 lane traffic control will be in effect …".
    let startsWithFigure =
      next.first?.isNumber == true && sentenceCase && next.contains(where: \.isLowercase)
    if closes.contains(last) { return blank || starts || startsWithFigure }
    if last.isPunctuation || last.isSymbol { return false }
    if blank { return true }
    guard starts else { return false }
    let word = String(body.prefix(while: { $0.isLetter || $0.isNumber }).reversed()).lowercased()
    return !word.isEmpty && !continuing.contains(word)
  }

  /// The entities written out in feeds' text, with what each stands for.
  private static let entities: [(String, String)] = [
    ("&nbsp;", " "), ("&amp;", "&"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&lt;", "<"),
    ("&gt;", ">"), ("&ndash;", "\u{2013}"), ("&mdash;", "\u{2014}"), ("&#160;", " "),
  ]

  /// `text` with the entities of `entities` decoded, once each ("&amp;nbsp;" becomes "&nbsp;").
  private static func decodingEntities(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let tail = rest[amp...]
      if let (entity, character) = entities.first(where: { tail.hasPrefix($0.0) }) {
        out += character
        rest = tail.dropFirst(entity.count)
      } else {
        out += "&"
        rest = tail.dropFirst()
      }
    }
    out += rest
    return out
  }
}
