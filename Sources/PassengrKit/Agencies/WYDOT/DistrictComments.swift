import FoundationEssentials

/// What a route page's comments (its District Comments table, notes, any further table) say about
/// one pass. A comment is cut where it names a route ("WY22:", "US 14/16/20:"); a part about
/// another route is left to that route. Each clause of the rest goes through the one reader and is
/// placed by the places it names: the pass (its name, its segments' places), another segment of the
/// page, or none, when it speaks of what the clause before it spoke of. Placement fails closed: a
/// clause that restricts, or that is not understood, and is placed nowhere keeps the pass from
/// `open` (`unknown`, quoted), as does anything placed on the pass at its own level.
struct DistrictComments: Sendable {
  /// Words of the pass's own places and name; words of the page's other places.
  private var own: Set<String>
  private var other: Set<String>
  /// The pass's name as phrases ("south pass", "sylvan pass", "yellowstone east"), normalised.
  private var names: [String]
  /// The routes the pass lies on: its page's and its highway's.
  private var routes: [(letters: String, numbers: [String])]

  /// Every word that names a place on the page (harmless beside WYDOT's words).
  var places: Set<String> { own.union(other) }

  /// The placement for `pass`, whose `segments` lie on `page` of `route` ("WY22").
  init(pass: Pass, segments: [WYDOTCatalog.Segment], route: String, page: RoutePage) {
    let mine = Set(segments.map { WYDOTReport.key($0.text) })
    var name = pass.name
    var names = [name]
    if let open = name.firstIndex(of: "("), let close = name.firstIndex(of: ")"), open < close {
      names.append(String(name[name.index(after: open)..<close]))
      name = String(name[..<open])
      names.append(name)
    }
    self.names = names.map(RestrictionClassifier.normalize).filter { !$0.isEmpty }
    own = Set(segments.flatMap { Self.placeWords($0.text) } + names.flatMap(Self.placeWords))
    // The page's other segments, and the other passes of the route as the catalogue knows them (so
    // that a comment about another pass stays placed there whatever rows the page shows).
    let neighbours = WYDOTCatalog.passes.filter {
      $0.id != pass.id && (WYDOTCatalog.segments[$0.id] ?? []).contains { $0.route == route }
    }
    let others =
      page.rows.filter { !mine.contains(WYDOTReport.key($0.segment)) }.map(\.segment)
      + neighbours.map(\.name) + neighbours.flatMap { (WYDOTCatalog.segments[$0.id] ?? []).map(\.text) }
    other = Set(others.flatMap(Self.placeWords)).subtracting(own)
    routes = RoutePage.routes(in: RoutePage.written(route)) + RoutePage.routes(in: pass.highway)
  }

  /// Words that name a place: "Between Exit 235, Walcott Jct and Exit 255, WY 72" → walcott;
  /// "Sylvan Pass (Yellowstone East)" → sylvan, yellowstone. Words of the road's furniture and of
  /// the compass name nothing on their own.
  static func placeWords(_ text: String) -> [String] {
    RestrictionClassifier.normalize(text).split(separator: " ").map(String.init).filter { word in
      word.count >= 3 && word.allSatisfy(\.isLetter) && !generic.contains(word)
    }
  }

  private static let generic: Set<String> = [
    "the", "and", "between", "gate", "exit", "mile", "marker", "miles", "state", "line", "county", "cty", "eastbound",
    "westbound",
    "closure", "east", "west", "north", "south", "natl", "national", "park", "area", "recreation", "mountain", "lake",
    "creek", "rock",
    "big", "jct", "junction", "road", "pass", "summit", "passage", "river", "canyon", "hill",
  ]

  /// What `comments` say about the pass: each clause that sets a level for it, with the words to
  /// show (`placed` false when its sentence names no place and nothing before it did). A sentence is
  /// placed as a whole, so that a place cut by a comma ("Exit 323, Happy Jack Rd") still places it.
  func statements(in comments: [String]) -> [(statement: RoadWords.Statement, text: String, placed: Bool)] {
    var found: [(statement: RoadWords.Statement, text: String, placed: Bool)] = []
    for comment in comments {
      for part in parts(of: comment) where isOnTheRoute(part.routes) {
        // nil: no place named yet in this part; true: the pass; false: elsewhere.
        var place: Bool?
        for sentence in Self.sentences(of: part.text) {
          let words = WYDOTWords.read(sentence, places: places)
          // A label says where ("I 80 between Laramie and Cheyenne: CLOSED").
          if let named = placement(of: words.statements, labels: words.labels) { place = named }
          // A clause that names a place itself is placed by it ("Bare and wet - I 80: closed
          // between Walcott Jct and WY 72"); one that names none, by its sentence.
          for statement in words.statements where statement.level.map({ $0 != .open }) == true {
            let placed = placement(of: [statement]) ?? place
            if placed != false { found.append((statement, part.shown, placed == true)) }
          }
        }
      }
    }
    return found
  }

  /// Whether `statements` name the pass (true), only other places of the page (false), or nothing (nil).
  private func placement(of statements: [RoadWords.Statement], labels: [String] = []) -> Bool? {
    let tokens =
      statements.flatMap { $0.clause.split(separator: " ").map(String.init) }
      + labels.flatMap { RestrictionClassifier.normalize($0).split(separator: " ").map(String.init) }
    let wording = Wording(tokens.joined(separator: " "))
    if tokens.contains(where: own.contains) || names.contains(where: wording.has) { return true }
    return tokens.contains(where: other.contains) ? false : nil
  }

  /// `text` cut into sentences: at a full stop, semicolon, exclamation or question mark that ends
  /// a word (not inside "6.000"; a comma may follow it), and at line ends.
  static func sentences(of text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      current.append(character)
      // "…of opening., I 80 between …": a full stop before a comma still ends the sentence.
      let ends = next.isWhitespace || next == "," || index + 1 == characters.count
      if character.isNewline || (".;!?".contains(character) && ends) {
        sentences.append(current)
        current = ""
      }
    }
    sentences.append(current)
    return sentences.filter { !$0.allSatisfy(\.isWhitespace) }
  }

  /// What the cells of another segment's row say of the pass by name ("Traffic held at Sherman
  /// Summit" in the next segment's advisory): each clause of a sentence that names the pass or its
  /// places and sets a level, with the cell's words. A sentence naming nothing is about its own segment.
  func statements(inRow row: SegmentRow) -> [(statement: RoadWords.Statement, text: String)] {
    row.cells.filter { $0.kind != .time }.flatMap { cell in
      Self.sentences(of: cell.lines.joined(separator: ". ")).flatMap {
        sentence -> [(statement: RoadWords.Statement, text: String)] in
        let words = WYDOTWords.read(sentence, places: places)
        guard placement(of: words.statements, labels: words.labels) == true else { return [] }
        return words.statements.filter { $0.level.map { $0 != .open } == true }.map {
          ($0, "\(row.segment): \(cell.text)")
        }
      }
    }
  }

  /// Whether a part headed by `named` routes (none: the page's own) is about the pass's road.
  private func isOnTheRoute(_ named: [(letters: String, numbers: [String])]) -> Bool {
    guard !named.isEmpty else { return true }
    return named.contains { part in
      routes.contains { $0.letters == part.letters && !Set($0.numbers).isDisjoint(with: part.numbers) }
    }
  }

  /// `comment` cut where it names a route followed by a colon ("WY22:", "US 14/16/20:").
  private func parts(of comment: String) -> [(
    routes: [(letters: String, numbers: [String])], text: String, shown: String
  )] {
    // A route heads a part at the start of the comment or of a sentence, not inside one ("I 80
    // between Exit 235 and Exit 255, WY 72: …" is one part about I 80).
    let heads = comment.matches(of: #/(?i)(?:^|[.;!]\s+|\n)\s*((WY|US|I)[\s-]?\d+[A-Z]?(/\d+[A-Z]?)*\s*:)/#).map {
      $0.output.1.startIndex..<$0.output.1.endIndex
    }
    guard !heads.isEmpty else { return [([], comment, comment)] }
    var parts: [(routes: [(letters: String, numbers: [String])], text: String, shown: String)] = []
    let lead = String(comment[..<heads[0].lowerBound])
    if !lead.trimmingSpaces().isEmpty { parts.append(([], lead, lead)) }
    for (index, head) in heads.enumerated() {
      let end = index + 1 < heads.count ? heads[index + 1].lowerBound : comment.endIndex
      let body = String(comment[head.upperBound..<end])
      parts.append(
        (
          RoutePage.routes(in: String(comment[head])), body,
          String(comment[head.lowerBound..<end]).trimmingSpaces()
        ))
    }
    return parts
  }
}
