/// A catalogue pass of a 511 state and how the platform's records are matched to it: its roadways,
/// its summit, the names its segments and pass records go by, the platform's own pass id.
struct IBI511Site: Sendable {
  /// The pass, disabled until enabled.
  var pass: Pass
  /// Its summit: where events and segments are measured from.
  var summit: Coordinate
  /// Its roadways as highways: `US 89/91` carries both.
  var roadways: [Highway]
  /// Names a segment or pass record calls it by, folded (`parleys`, `wolf creek`).
  var names: [String]
  /// The platform's own id of the pass in `mountainpasses`, when it lists it.
  var platformID: String?
  /// Whether a seasonal gate closes it in winter (checked in `mountainpasses`).
  var hasSeasonalGate: Bool

  /// What a catalogue says of a site, before its roadways are read and its names folded: cheap to
  /// make, so a catalogue's passes are listed without building its sites (`parse` and `status`
  /// list every agency's passes and match no record).
  struct Entry: Sendable {
    var pass: Pass
    var summit: Coordinate
    var state: String
    var names: [String] = []
    var platformID: String? = nil
    var hasSeasonalGate = false
  }

  /// The site of a catalogue's entry.
  init(_ entry: Entry) {
    self.init(
      entry.pass, summit: entry.summit, state: entry.state, names: entry.names, platformID: entry.platformID,
      hasSeasonalGate: entry.hasSeasonalGate)
  }

  /// A site; `names` default to the pass's name without `Pass`/`Summit`.
  init(
    _ pass: Pass, summit: Coordinate, state: String, names: [String] = [], platformID: String? = nil,
    hasSeasonalGate: Bool = false
  ) {
    self.pass = pass
    self.summit = summit
    roadways = pass.highway.split(separator: "/").reduce(into: [Highway]()) { found, part in
      // "SR 224/SR 190" is two roads; "US 89/91" one road of two numbers, which Highway reads whole.
      if let road = Highway(String(part), state: state) { found.append(road) }
    }
    if let whole = Highway(pass.highway, state: state), !roadways.contains(whole) { roadways.insert(whole, at: 0) }
    let own = pass.name.foldedWords()
    self.names = ([own] + names.map { $0.foldedWords() }).filter { !$0.isEmpty }
    self.platformID = platformID
    self.hasSeasonalGate = hasSeasonalGate
  }

  /// Whether `text` (a segment's or pass record's name) names this pass.
  func isNamed(in text: String?) -> Bool {
    guard let text else { return false }
    let folded = Wording(TextSanitizer.clean(text).foldedWords(separators: "-/:,.()@"))
    return names.contains { folded.has($0) }
  }
}
