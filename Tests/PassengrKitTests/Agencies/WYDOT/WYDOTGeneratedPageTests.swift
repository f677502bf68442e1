import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Generated WY 22 pages (with or without a route cell, cells shuffled, a status cell before the
/// segment, duplicate cells, directional sub-rows, district comments, a second table) with closure
/// and chain sentences (subjects × states × abbreviations × directions × negations) put in every
/// place a text can stand: no direction they close or restrict reads `open` or a lesser known
/// level; harmless words keep Teton Pass's level.
@Suite(.hangGuard) struct WYDOTGeneratedPageTests {
  static let teton = WYDOTRoutePageTests.teton
  static let now = WYDOTRoutePageTests.now

  /// Where a sentence goes.
  enum Place: CaseIterable {
    case conditions, advisory, restriction, secondConditions, secondAdvisory, secondRestriction, statusBeforeSegment,
      subRow, comments,
      secondTable, secondSegmentTable
  }

  /// A sentence and the level it asks for (nil: a negation or harmless words), with the direction it names.
  struct Sentence {
    var text: String
    var wanted: RestrictionLevel?
    var direction: TravelDirection
    /// Whether it is a negation ("Teton Pass is not closed").
    var isNegation = false
  }

  static let subjects = [
    "Road", "Highway", "Hwy", "WY 22", "WY-22", "Teton Pass", "TETON PASS",
    "The road between Wilson and the Idaho State Line",
  ]
  static let closures: [(String, RestrictionLevel)] = [
    ("closed", .closed), ("CLOSED", .closed), ("Clsd", .closed), ("is closed", .closed),
    ("closed to all traffic", .closed),
    ("impassable", .closed), ("is blocked", .closed), ("closed for the season", .closedForSeason),
    ("remains closed", .closed),
  ]
  static let chains: [(String, RestrictionLevel)] = [
    ("Chain Law - Level 2", .chainsRequired), ("Chain Law Level 2", .chainsRequired),
    ("CHAIN LAW \u{2013} LEVEL 2", .tractionRequired),
    ("Chain law is in effect", .chainsRequired), ("Level 2 chain law in effect", .chainsRequired),
    ("Chains required", .chainsRequired),
    ("Chain Law - Level 1", .tractionRequired), ("Level 1 chain law in effect", .tractionRequired),
  ]
  static let directions: [(String, TravelDirection)] = [
    ("", .both), ("eastbound", .eastbound), ("EB", .eastbound), ("W/B", .westbound), ("westbound", .westbound),
    ("in both directions", .both),
  ]
  static let negations = ["is not closed", "has reopened", "is open"]
  static let harmless = [
    "Dry", "Wet", "Slick in Spots", "Blowing Snow", "Falling Rock", "Black Ice", "Strong Winds",
    "Weight restriction: 60000 lbs",
    "Falling Rock, Black Ice", "None", "Fog",
  ]
  static let invisible = ["", "\u{200B}", "\u{00A0}", "&nbsp;", "&#8203;"]

  static func sentence(using random: inout SeededGenerator, kind: Int) -> Sentence {
    let subject = subjects.randomElement(using: &random) ?? "Road"
    let (way, direction) = directions.randomElement(using: &random) ?? ("", .both)
    let mark = invisible.randomElement(using: &random) ?? ""
    switch kind {
    case 0:
      let (state, level) = closures.randomElement(using: &random) ?? ("closed", .closed)
      return Sentence(
        text: "\(mark)\(subject) \(state) \(way)".trimmingCharacters(in: .whitespaces), wanted: level,
        direction: direction)
    case 1:
      let (phrase, level) = chains.randomElement(using: &random) ?? ("Chains required", .chainsRequired)
      let over = Bool.random(using: &random) ? " over Teton Pass" : ""
      return Sentence(
        text: "\(mark)\(phrase)\(over) \(way)".trimmingCharacters(in: .whitespaces), wanted: level, direction: direction
      )
    case 2:
      return Sentence(
        text: "Teton Pass \(negations.randomElement(using: &random) ?? "is open")", wanted: nil, direction: .both,
        isNegation: true)
    default:
      return Sentence(text: harmless.randomElement(using: &random) ?? "Dry", wanted: nil, direction: .both)
    }
  }

  /// `original` with `words` put in: replacing it, before or after it, as a sentence or a line of its own.
  static func insert(_ words: String, into original: String, using random: inout SeededGenerator) -> String {
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return words
    case 1: return "\(words). \(original)"
    case 2: return "\(original), \(words)"
    case 3: return "\(original). \(words)."
    default: return "\(original)<br />\(words)"
    }
  }

  /// A WY 22 page with `words` at `place` in or about Teton Pass's row; the row itself reads
  /// `advisory` (the chain law of the fixtures, or "None").
  static func page(_ words: String, at place: Place, advisory: String, using random: inout SeededGenerator) -> Data {
    func put(_ original: String, _ at: Place) -> String {
      place == at ? insert(words, into: original, using: &random) : original
    }
    var cells = [
      "<td class=\"lowimpactcond\" colspan=\"\">\(put("Slick in Spots", .conditions))</td>",
      "<td class=\"highimpact\">\(put(advisory, .advisory))</td>",
      "<td class=\"noimpactrestrict\">\(put("None", .restriction))</td>",
      "<td class=\"rpttime\">Feb 16, 2025, 07:00 AM</td>",
    ]
    switch place {
    case .secondConditions: cells.append("<td class=\"modimpactcond\">\(words)</td>")
    case .secondAdvisory: cells.append("<td class=\"modimpact\">\(words)</td>")
    case .secondRestriction: cells.append("<td class=\"noimpactrestrict\">\(words)</td>")
    default: break
    }
    cells.shuffle(using: &random)
    let before = place == .statusBeforeSegment ? "<td class=\"highimpactcond\">\(words)</td>" : ""
    var rows = [
      RoutePageShape.ordinary("Between Jackson and Wilson"),
      before + "<td class=\"closurelocation\">\(teton)</td>" + cells.joined()
        + "<td class=\"cameras\"><a href=\"#\">Cameras</a></td>",
    ]
    if place == .subRow {
      rows.append(RoutePageShape.subRow(Bool.random(using: &random) ? "Eastbound" : "Westbound", advisory: words))
    }
    // Where no record places it, a sentence names the pass or its segment (unless it does already).
    let named = words.contains("Teton Pass") || words.contains("TETON PASS") || words.contains("Wilson")
    let comments =
      place == .comments
      ? "WY22: Weight limit of 60,000 GVW is in effect over Teton Pass. \(words)\(named ? "" : " over Teton Pass")."
      : nil
    var tables: [String] = []
    if place == .secondTable {
      let said = named ? words : "\(words) between Wilson and the Idaho State Line"
      tables.append("<table class=\"grid\"><tr><th>Closures</th></tr><tr><td>\(said)</td></tr></table>")
    }
    if place == .secondSegmentTable {
      tables.append(
        "<table class=\"grid\"><tr><th>Conditions</th></tr><tr>" + RoutePageShape.ordinary(teton, advisory: words)
          + "</tr></table>")
    }
    return RoutePageShape.page(
      rows: rows, comments: comments, hasRouteCell: Bool.random(using: &random), tables: tables)
  }

  /// Teton Pass's conditions from a page, without test macros.
  static func teton(_ data: Data) throws -> PassConditions {
    guard let pass = WYDOTCatalog.passes.first(where: { $0.id == 4001 }) else {
      throw SourceError.noPassData(source: "test", url: "test")
    }
    let page = try RoutePage.decode(data, charset: nil, url: "test", route: "WY22")
    return try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["WY22": .success(page)], now: now
    ).get()
  }

  /// `rounds` generated pages: what went wrong.
  static func generatedPages(rounds: Int, seed: UInt64) throws -> [String] {
    var problems: [String] = []
    var random = SeededGenerator(seed: seed)
    for round in 0..<rounds {
      let place = Place.allCases[round % Place.allCases.count]
      let sentence = sentence(using: &random, kind: Int.random(in: 0..<4, using: &random))
      let advisory = Bool.random(using: &random) ? "Chain Law - Level 2" : "None"
      let data = page(sentence.text, at: place, advisory: advisory, using: &random)
      let conditions = try teton(data)
      let html = String(decoding: data, as: UTF8.self)
      let subRow = place == .subRow ? (html.contains(">Eastbound<") ? TravelDirection.eastbound : .westbound) : .both
      for restriction in conditions.restrictions {
        let level = restriction.level
        if let wanted = sentence.wanted {
          // The directions the sentence speaks for (and the sub-row it stands in) must not read lower.
          let covered =
            (sentence.direction == .both || sentence.direction == restriction.direction)
            && (subRow == .both || subRow == restriction.direction)
          if covered, level != .unknown, level.rank < wanted.rank {
            problems.append(
              "round \(round) \(place): \"\(sentence.text)\" -> \(restriction.direction) \(level) (wanted \(wanted))")
          }
        } else if sentence.isNegation {
          // A negation never closes (it may leave the level or, partly understood, read unknown).
          if level.isClosure {
            problems.append("round \(round) \(place): \"\(sentence.text)\" -> \(restriction.direction) \(level)")
          }
        } else {
          // Harmless words keep the level: open without a chain law, the chain law with it.
          let expected: RestrictionLevel = html.contains("Chain Law - Level 2") ? .chainsRequired : .open
          if level != expected {
            problems.append(
              "round \(round) \(place): \"\(sentence.text)\" -> \(restriction.direction) \(level) (kept \(expected)?)")
          }
        }
      }
    }
    return problems
  }

  @Test func closureAndChainSentencesInEveryPlaceOfGeneratedPagesNeverReadOpen() async throws {
    let problems = try await OwnThread.run { try Self.generatedPages(rounds: 660, seed: 34) }
    #expect(problems.isEmpty, "\(problems.count) problems: \(problems.prefix(20))")
  }

  @Test func everyPlaceAndEveryShapeIsReachedAndAnUntouchedPageReadsOpen() throws {
    var random = SeededGenerator(seed: 1)
    for place in Place.allCases {
      let conditions = try Self.teton(Self.page("Dry", at: place, advisory: "None", using: &random))
      #expect(conditions.level == .open, "\(place): \(conditions.restrictions)")
      let closed = try Self.teton(Self.page("Road closed", at: place, advisory: "None", using: &random))
      #expect(closed.level != .open, "\(place)")
    }
  }
}
