import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Generated inputs: a grammar of closing, restricting and harmless phrasings, injected into every
/// text field of every record of the recording that lies or may lie on a pass. Wherever the words
/// close or restrict a direction, it must not read `open`; where they close it on a pass, the
/// closure must show (never hidden behind `unknown`); harmless words keep an open pass open.
@Suite(.hangGuard) struct CDOTGeneratedTests {
  /// Phrasings that close the road.
  static let closing = [
    "Road closed", "ROAD CLOSED", "Road closed due to avalanche control", "Highway closed in both directions",
    "Closed for the season",
    "Seasonal closure", "I-70 closed between Vail and Copper Mountain", "Road closed. Expected to reopen at noon",
    "Closed",
  ]
  /// Phrasings that restrict or may close it.
  static let restricting = [
    "Traction Law Code 15 in effect", "Passenger Vehicle Chain Law Code 16 in effect",
    "Chains required on all vehicles",
    "Snow tires or chains required", "Only necessary travel", "Road may close", "Avalanche danger, road could close",
    "Chain law in effect",
  ]
  /// Phrasings that restrict nothing.
  static let harmless = ["Dry", "Wet pavement", "Icy spots", "Fog", "Snow packed spots", "Blowing snow"]

  /// One way of putting a phrase into a field's words.
  static let mutations: [@Sendable (String, String) -> String] = [
    { phrase, _ in phrase },
    { phrase, original in "\(phrase). \(original)" },
    { phrase, original in "\(original). \(phrase)" },
    { phrase, original in "\(original), \(phrase.lowercased())" },
    { phrase, original in "\(original). \(phrase.prefix(2))\u{200B}\(phrase.dropFirst(2))" },
    { phrase, original in "\(original)\n\(phrase.uppercased())" },
  ]

  /// Where a phrase can go in one feature: a property's key, or a condition entry's field.
  enum Slot: CustomStringConvertible {
    case property(String)
    case condition(Int, String)

    var description: String {
      switch self {
      case .property(let key): return key
      case .condition(let index, let key): return "currentConditions[\(index)].\(key)"
      }
    }
  }

  /// Every text slot of `feature`.
  static func slots(of feature: [String: Any]) -> [Slot] {
    let properties = feature["properties"] as? [String: Any] ?? [:]
    var slots = properties.keys.sorted().filter { !CDOTRecord.structural.contains($0) && properties[$0] is String }.map(
      Slot.property)
    for (index, entry) in (properties["currentConditions"] as? [[String: Any]] ?? []).enumerated() {
      slots += entry.keys.sorted().filter { entry[$0] is String }.map { Slot.condition(index, $0) }
    }
    return slots
  }

  /// `feature` with `change` made to the words in `slot`.
  static func injecting(_ feature: [String: Any], _ slot: Slot, _ change: (String) -> String) -> [String: Any] {
    var feature = feature
    var properties = feature["properties"] as? [String: Any] ?? [:]
    switch slot {
    case .property(let key):
      properties[key] = change(properties[key] as? String ?? "")
    case .condition(let index, let key):
      var entries = properties["currentConditions"] as? [[String: Any]] ?? []
      entries[index][key] = change(entries[index][key] as? String ?? "")
      properties["currentConditions"] = entries
    }
    feature["properties"] = properties
    return feature
  }

  /// The recording's features: segments, then incidents.
  static func recording() throws -> (segments: [[String: Any]], incidents: [[String: Any]]) {
    (
      try CDOTFixture.features("roadConditions"),
      try CDOTFixture.features("incidents") + CDOTFixture.features("incidents@offset=4")
    )
  }

  /// The directions `record` may speak for on each pass it is not off.
  static func reach(of record: CDOTRecord) -> [(Pass, [TravelDirection], CDOTPlacement)] {
    CDOTCatalogue.passes.compactMap { pass in
      guard let place = CDOTCatalogue.places[pass.id] else { return nil }
      let placement = CDOTPlacement.of(record, at: place)
      guard placement != .off else { return nil }
      let ways = pass.directions.all
      let scope = record.direction.map { ways.contains($0) ? [$0] : ways } ?? ways
      return (pass, scope, placement)
    }
  }

  @Test(arguments: [false, true])
  func wordsThatCloseOrRestrictNeverReadOpenInAnyField(inIncidents: Bool) async throws {
    // Seconds of reading on a thread of its own: the cooperative pool stays free for the timing tests.
    let (problems, checked) = try await OwnThread.run { try Self.closingWords(inIncidents: inIncidents) }
    #expect(problems.isEmpty, "\(problems.count) problems: \(problems.prefix(20).joined(separator: "\n"))")
    #expect(checked > 200)
  }

  static func closingWords(inIncidents: Bool) throws -> (problems: [String], checked: Int) {
    var problems: [String] = []
    let (segments, incidents) = try Self.recording()
    var checked = 0
    // How many records of this reading have taken words in each slot so far.
    var turns: [String: Int] = [:]
    let features = inIncidents ? incidents : segments
    for (index, feature) in features.enumerated() {
      let record = CDOTFixture.records([feature])[0]
      let reach = Self.reach(of: record)
      guard !reach.isEmpty else { continue }
      for slot in Self.slots(of: feature) {
        // Each slot of a record takes two closing phrases and one restricting phrase, the next of
        // the grammar in that slot each put in the next way (the reader is slow in debug builds):
        // over the records, every phrase goes into every slot many carry, every way of putting it
        // in with it, and every slot of every record on a pass is tried with closures.
        let turn = turns[slot.description, default: 0]
        turns[slot.description] = turn + 1
        let sample = [
          (Self.closing[(2 * turn) % Self.closing.count], 2 * turn),
          (Self.closing[(2 * turn + 1) % Self.closing.count], 2 * turn + 1),
          (Self.restricting[turn % Self.restricting.count], turn + 3),
        ]
        for (phrase, way) in sample {
          let mutation = Self.mutations[way % Self.mutations.count]
          var changed = features
          changed[index] = Self.injecting(feature, slot, { mutation(phrase, $0) })
          let reading = CDOTReading(
            segments: .success(CDOTFixture.records(inIncidents ? segments : changed)),
            incidents: .success(CDOTFixture.records(inIncidents ? changed : incidents)), fetchedAt: CDOTFixture.recorded
          )
          for (pass, scope, placement) in reach {
            let conditions = try reading.conditions(for: pass).get()
            for way in scope {
              let level = conditions.restriction(way)?.level
              checked += 1
              if level == .open {
                problems.append("\(pass.name) \(way): '\(phrase)' in \(slot) of \(record.id) read open")
              }
              if placement == .on, Self.closing.contains(phrase), !phrase.contains("Expected"),
                !CDOTRecord.restrictionsOnly.contains(slot.description),
                level?.isClosure != true
              {
                problems.append(
                  "\(pass.name) \(way): '\(phrase)' in \(slot) of \(record.id) read \(String(describing: level))")
              }
            }
          }
        }
      }
    }
    return (problems, checked)
  }

  @Test func harmlessWordsKeepAnOpenPassOpen() throws {
    let (segments, incidents) = try Self.recording()
    let base = CDOTReading(
      segments: .success(CDOTFixture.records(segments)), incidents: .success(CDOTFixture.records(incidents)),
      fetchedAt: CDOTFixture.recorded)
    let open = CDOTCatalogue.passes.filter { pass in
      (try? base.conditions(for: pass).get())?.restrictions.allSatisfy { $0.level == .open } == true
    }
    #expect(open.count >= 5)
    var random = SeededGenerator(seed: 7)
    for (index, feature) in segments.enumerated() {
      let record = CDOTFixture.records([feature])[0]
      let passes = Self.reach(of: record).map(\.0).filter { pass in open.contains { $0.id == pass.id } }
      guard !passes.isEmpty else { continue }
      for phrase in Self.harmless.shuffled(using: &random).prefix(3) {
        var changed = segments
        changed[index] = Self.injecting(feature, .condition(0, "conditionDescription"), { "\($0), \(phrase)" })
        let reading = CDOTReading(
          segments: .success(CDOTFixture.records(changed)), incidents: base.incidents, fetchedAt: CDOTFixture.recorded)
        for pass in passes {
          #expect(
            try reading.conditions(for: pass).get().restrictions.allSatisfy { $0.level == .open },
            "\(pass.name): '\(phrase)'")
        }
      }
    }
  }
}
