import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Every free-text field ODOT publishes goes through the one reader: crew comments beside code
/// `0`, and an incident's headline, comments and impact. Generated sentences (subjects × states ×
/// abbreviations × directions × positions × negations) that close or restrict a direction never
/// leave it `open`; benign wording keeps the level.
@Suite(.hangGuard) struct ODOTWordsTests {
  typealias R = ODOTReadingTests

  /// One generated sentence and the directions of an east-west pass it closes or restricts.
  struct Sentence: CustomStringConvertible {
    var text: String
    var directions: [TravelDirection]
    var description: String { text }
  }

  static let subjects = [
    "The road", "US 20", "US-20", "Hwy 20", "Santiam Pass", "Road", "Highway", "Pass", "Hwy 20 at the summit",
  ]
  static let closedStates = [
    "closed", "is closed", "CLOSED", "CLSD", "clsd", "Clsd", "is shut", "shut down", "blocked", "is blocked",
    "is impassable",
    "impassable", "closed to all traffic", "remains closed", "has been closed", "is closed until further notice",
    "closed indefinitely",
    "is clsoed", "is closd", "not passable",
  ]
  static let closedSentences = [
    "No travel", "NO TRAVEL", "No through traffic", "Traffic is being turned around at the summit",
    "Traffic turned around",
    "Vehicles are being turned around", "All lanes blocked", "Both lanes blocked", "Lanes blocked", "Road closure",
    "Full closure",
    "Gates closed", "Traffic stopped", "All traffic stopped", "Traffic held until further notice",
    "Closed for the season",
  ]
  static let chainSentences = [
    "Chains required", "CHAINS REQUIRED", "Chains req'd", "Chains reqd", "Chains required on all vehicles",
    "Carry chains or traction tires",
    "Traction tires required", "Chains or traction tires required", "Chain law in effect", "Chains mandatory",
    "Chains must be carried",
    "Traction devices required", "Chain restrictions in effect",
  ]
  /// Direction wording and the directions it names (both, when it names none).
  static let directions: [(text: String, ways: [TravelDirection])] = [
    ("", [.eastbound, .westbound]), ("eastbound", [.eastbound]), ("EB", [.eastbound]), ("westbound", [.westbound]),
    ("W/B", [.westbound]), ("in both directions", [.eastbound, .westbound]),
  ]
  static let negations = [
    "No closures", "The road is not closed", "Has reopened", "No road closures at this time", "Chains not required",
    "Not closed",
  ]
  static let benign = [
    "Plows working", "Sanding in progress", "Use caution", "Crews on scene", "Plows out", "PLOWS WORKING",
  ]
  static let positions = ["replace", "prefix", "suffix", "sentence"]

  /// Every closing and restricting sentence the generator makes.
  static var sentences: [Sentence] {
    var made: [Sentence] = []
    for (index, subject) in subjects.enumerated() {
      for (offset, state) in closedStates.enumerated() {
        let way = directions[(index + offset) % directions.count]
        let text =
          way.text.isEmpty
          ? "\(subject) \(state)"
          : (offset.isMultiple(of: 2)
            ? "\(subject) \(state) \(way.text)" : "\(way.text.capitalized) \(subject.lowercased()) \(state)")
        made.append(Sentence(text: text, directions: way.ways))
      }
    }
    for (index, text) in (closedSentences + chainSentences).enumerated() {
      let way = directions[index % directions.count]
      made.append(Sentence(text: way.text.isEmpty ? text : "\(text) \(way.text)", directions: way.ways))
      made.append(Sentence(text: text.uppercased(), directions: [.eastbound, .westbound]))
    }
    return made
  }

  /// `sentence` put into `original` at `position`.
  static func place(_ sentence: String, in original: String, at position: String) -> String {
    switch position {
    case "replace": return sentence
    case "prefix": return "\(sentence). \(original)"
    case "suffix": return "\(original); \(sentence)"
    default: return "\(original). \(sentence)."
    }
  }

  /// Santiam's conditions with station 140 reporting code `code` and crew `comments`.
  static func santiam(code: String = "0", comments: String) throws -> PassConditions {
    try R.reading([R.report(140, code: code, extra: ["comments": comments])]).conditions(for: R.santiam).get()
  }

  /// Santiam's conditions with code 0 and one active incident at milepost 80 on US 20 whose
  /// `field` is `text` (the others benign: no closure impact, a closure-free subtype).
  static func santiam(incident field: String, _ text: String) throws -> PassConditions {
    var incident = R.incident(route: "US20", milepost: 80, impact: "No to Minimum Delay")
    incident["headline"] = "Winter maintenance"
    incident["comments"] = "Crews on scene"
    incident[field] = text
    return try R.reading([R.report(140)], incidents: [incident]).conditions(for: R.santiam).get()
  }

  static func expectNotOpen(_ conditions: PassConditions, _ ways: [TravelDirection], _ context: String) {
    for way in ways {
      let level = conditions.restriction(way)?.level
      #expect(
        level != nil && level != .open, "\(context) -> \(way): \(String(describing: conditions.restriction(way)))")
    }
  }

  @Test(arguments: positions)
  func crewCommentsThatCloseOrRestrictNeverLeaveCodeZeroOpen(position: String) throws {
    for sentence in Self.sentences {
      let comments = Self.place(sentence.text, in: "Plows working", at: position)
      Self.expectNotOpen(try Self.santiam(comments: comments), sentence.directions, "comments \"\(comments)\"")
    }
  }

  @Test(arguments: ["headline", "comments", "impact-desc"])
  func incidentWordsThatCloseOrRestrictNeverLeaveThePassOpen(field: String) throws {
    // Every sentence in the field once, the positions in turn (shifted each round, so each state
    // of the road goes at every position over the subjects): the crew comments above take every
    // sentence at every position; what is new here is the field.
    for (index, sentence) in Self.sentences.enumerated() {
      let position = Self.positions[(index + index / Self.positions.count) % Self.positions.count]
      let original =
        field == "headline" ? "Winter maintenance" : field == "comments" ? "Crews on scene" : "No to Minimum Delay"
      let text = Self.place(sentence.text, in: original, at: position)
      Self.expectNotOpen(try Self.santiam(incident: field, text), sentence.directions, "\(field) \"\(text)\"")
    }
  }

  /// A directional station's comments speak for its own direction: Cabbage Hill's eastbound
  /// station saying "closed" closes eastbound whatever direction word the sentence carries.
  @Test func aDirectionalStationsCommentsRaiseItsOwnDirection() throws {
    for sentence in Self.sentences {
      var eastbound = R.report(103, extra: ["comments": sentence.text])
      eastbound["location"] = ["location-name": "CABBAGE HILL EB", "route-id": "I84"]
      let conditions = try R.reading([eastbound, R.report(102)]).conditions(for: R.cabbage).get()
      Self.expectNotOpen(conditions, [.eastbound], "Cabbage Hill EB \"\(sentence.text)\"")
      #expect(conditions.restriction(.westbound)?.level == .open, "\(sentence.text): westbound has its own report")
    }
  }

  @Test func benignWordingKeepsEveryLevel() throws {
    for code in ["0", "A", "C", "D"] {
      let plain = try Self.santiam(code: code, comments: "").restriction(.eastbound)?.level
      for benign in Self.benign {
        for position in Self.positions {
          let comments = Self.place(benign, in: "Plows working", at: position)
          let conditions = try Self.santiam(code: code, comments: comments)
          #expect(
            conditions.restrictions.allSatisfy { $0.level == plain },
            "code \(code), \"\(comments)\": \(conditions.restrictions)")
        }
      }
    }
    for field in ["headline", "comments"] {
      for benign in Self.benign {
        let conditions = try Self.santiam(incident: field, benign)
        #expect(
          conditions.restrictions.allSatisfy { $0.level == .open }, "\(field) \"\(benign)\": \(conditions.restrictions)"
        )
      }
    }
  }

  /// A negated closure is never read as a closure or a chain requirement.
  @Test func negationsNeverClose() throws {
    for negation in Self.negations {
      for position in Self.positions {
        let comments = Self.place(negation, in: "Plows working", at: position)
        let conditions = try Self.santiam(comments: comments)
        #expect(
          conditions.restrictions.allSatisfy { $0.level == .open || $0.level == .unknown },
          "\"\(comments)\": \(conditions.restrictions)")
      }
    }
  }

  /// Words not understood beside code 0 make it `unknown`, quoting them; the crew's words stand as a notice.
  @Test func wordsNotUnderstoodBesideCodeZeroAreUnknownQuotingThem() throws {
    let conditions = try Self.santiam(comments: "Hwy impassable east of the summit")
    #expect(conditions.restrictions.allSatisfy { $0.level.isClosure || $0.level == .unknown })
    let odd = try Self.santiam(comments: "Wombats on the shoulder")
    #expect(
      odd.restrictions.allSatisfy { $0.level == .unknown && $0.text.contains("Wombats on the shoulder") },
      "\(odd.restrictions)")
  }

  /// Comments with an HTML comment and a Markdown link are read as their words.
  @Test func incidentCommentsAreReadWithoutTheirMarkup() {
    #expect(
      ODOTIncident.plain("<!-- ops --> Road closed. See [TripCheck](https://tripcheck.com).")
        == "  Road closed. See TripCheck.")
    #expect(ODOTIncident.plain("Unclosed <!-- comment") == "Unclosed  ")
  }
}
