import FoundationEssentials
import Synchronization

/// How every text WSDOT publishes about a pass is read: `RestrictionText` (feed, API JSON and XML,
/// pass pages), `RoadCondition` and `WeatherCondition`. Each goes through the one reader
/// (`RoadWords`); WSDOT's surface and weather wording (`SurfaceWording`) and its own phrases that
/// the reader does not know yet are read as what they say, and only where the reader understood
/// nothing, so they never lower a level the reader found.
enum WSDOTWords {
  /// WSDOT's own terms for the reader: none that state a level outright (a phrase there would
  /// override what the reader makes of the whole clause).
  static let terms = RoadTerms.none

  /// WSDOT phrasings of its own restrictions, each read only as a whole clause the reader left not
  /// understood: "Oversize vehicles are prohibited" is "Oversize Vehicles Prohibited".
  static let phrases: [(clause: String, level: RestrictionLevel)] = [
    ("oversize vehicles are prohibited", .tractionAdvised), ("oversize vehicles are not allowed", .tractionAdvised),
    ("oversize vehicles not allowed", .tractionAdvised), ("oversized vehicles are prohibited", .tractionAdvised),
    ("oversize vehicles are prohibited on the pass", .tractionAdvised), ("no oversize vehicles", .tractionAdvised),
    ("traction tires are advised", .tractionAdvised), ("traction tires advised", .tractionAdvised),
    ("traction tires are required", .tractionRequired),
  ]

  /// What `text` says, clause by clause, with WSDOT's wording read. A restriction's text is read
  /// for its level, then again with the conditions (`applyConditions`): the texts read lately are
  /// kept with what they say, and a text is read once.
  static func read(_ text: String?) -> RoadWords {
    guard let text else { return readAfresh(nil) }
    // Keyed by the bytes: two spellings of one text (a letter with its accent or before it) are
    // equal as strings, but each is quoted as it is.
    let key = Array(text.utf8)
    if let known = lately.withLock({ $0[key] }) { return known }
    let words = readAfresh(text)
    lately.withLock { known in
      if known.count >= 64 { known.removeAll() }
      known[key] = words
    }
    return words
  }

  /// The texts read lately, by their bytes, with what they say (a reading depends on nothing but
  /// its text).
  private static let lately = Mutex<[[UInt8]: RoadWords]>([:])

  private static func readAfresh(_ text: String?) -> RoadWords {
    var words = RoadWords.read(text, terms: terms)
    for index in words.statements.indices where words.statements[index].meaning == .unrecognised {
      let clause = words.statements[index].clause
      if let phrase = phrases.first(where: { $0.clause == clause }) {
        words.statements[index].meaning = .restriction(phrase.level)
      }
    }
    return words
  }

  /// The restriction WSDOT published for `direction` in `text`: the worst its words say; `unknown`
  /// when they say nothing that sets a level.
  static func restriction(_ direction: TravelDirection, text: String) -> Restriction {
    Restriction(direction: direction, text: text, level: read(text).level)
  }

  /// `conditions` with the pass's road and weather conditions read and applied: a closure closes
  /// the directions it names (both when it names none), chains raise them, words not understood
  /// keep an open direction from `open`, quoted.
  ///
  /// A clause of one direction's restriction that names the other direction ("Closed westbound"
  /// under Eastbound), or both ("Closed in both directions"), is applied to the other direction
  /// too: no word is read for one direction only.
  static func applyConditions(to conditions: inout PassConditions) {
    for restriction in conditions.restrictions where restriction.direction != .both {
      var words = read(restriction.text)
      words.statements = words.statements.filter {
        $0.direction != .both && $0.direction != restriction.direction || $0.namesBoth
      }
      conditions.apply(words, label: "\(restriction.direction.rawValue.capitalized) restriction")
    }
    conditions.apply(read(conditions.roadConditions), label: "Conditions")
    conditions.apply(read(conditions.weather), label: "Weather")
  }
}
