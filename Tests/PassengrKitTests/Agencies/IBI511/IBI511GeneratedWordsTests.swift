import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Every word of every record is read: closing and chain wording, spelt a few ways, put into each
/// text field of each record of the four recorded winter days, never leaves a direction the record
/// speaks for `open`, and on a record at the pass a closure closes. Harmless wording closes nothing.
@Suite(.hangGuard) struct IBI511GeneratedWordsTests {
  /// What a phrase says.
  enum Meaning { case closure, chains, harmless }

  static let grammar: [(String, Meaning)] = [
    ("Road closed", .closure), ("CLOSED", .closure), ("Closed in both directions", .closure),
    ("Closed due to avalanche danger", .closure),
    ("Highway closed", .closure), ("Road is closed", .closure),
    ("Chains required", .chains), ("Traction tires required", .chains), ("Chains or traction tires required", .chains),
    ("Traction tires advised", .chains), ("Chain controls in effect", .chains),
    ("Watch for snowplows", .harmless), ("Use caution", .harmless), ("Icy spots", .harmless),
    ("Snow packed", .harmless),
  ]

  /// The text fields each resource's records carry, as the reader reads them.
  static let fields: [IBI511Resource.Kind: [String]] = [
    .event: ["Description", "Comment", "EventSubType", "LanesAffected", "DetourInstructions"],
    .roadConditions: ["RoadCondition", "WeatherCondition", "Restriction"],
    .winterRoads: ["Primary Condition", "Secondary Conditions", "Weather Conditions", "Visibility"],
    .mountainPasses: ["SurfaceStatus"],
  ]

  /// A phrase as a source might write it.
  static func spelt(_ phrase: String, _ variant: Int) -> String {
    switch variant {
    case 1: return phrase.uppercased()
    case 2: return "\u{200B}" + phrase.replacingOccurrences(of: " ", with: "\u{00A0}")
    case 3: return phrase.lowercased() + "."
    default: return phrase
    }
  }

  /// `phrase` put into `existing`: in its place, after it, or before it.
  static func injected(_ phrase: String, into existing: String, mode: Int) -> String {
    switch mode {
    case 1: return existing.isEmpty ? phrase : "\(existing). \(phrase)"
    case 2: return existing.isEmpty ? phrase : "\(phrase). \(existing)"
    default: return phrase
    }
  }

  /// The recorded answers of `deployment`, as JSON objects.
  static func recorded(_ deployment: IBI511Deployment) throws -> [IBI511Resource.Kind: [[String: Any]]] {
    var answers: [IBI511Resource.Kind: [[String: Any]]] = [:]
    for resource in deployment.resources {
      let path = "\(deployment.host)/api/\(resource.kind.version)/get/\(resource.kind.rawValue)@format=json"
      answers[resource.kind] = try JSONSerialization.jsonObject(with: Fixtures.data(path)) as? [[String: Any]] ?? []
    }
    return answers
  }

  /// Decodes each recorded answer once.
  static func answers(_ records: [IBI511Resource.Kind: [[String: Any]]]) throws -> [IBI511Resource.Kind: Result<
    IBI511Answer, Error
  >] {
    var answers: [IBI511Resource.Kind: Result<IBI511Answer, Error>] = [:]
    for (kind, list) in records { answers[kind] = .success(try IBI511Records.answer(list, kind: kind)) }
    return answers
  }

  /// Reads `sites` of `agency` from `answers`, judged at the recording's time.
  static func read(
    _ agency: any IBI511Agency, _ answers: [IBI511Resource.Kind: Result<IBI511Answer, Error>], sites: [IBI511Site]
  ) -> [Int: PassConditions] {
    let now = IBI511Reading.newestTime(of: answers) ?? IBI511Records.now
    let reading = IBI511Reading(deployment: agency.deployment, answers: answers, now: now, fetchedAt: now)
    return Dictionary(
      uniqueKeysWithValues: sites.compactMap { site in
        (try? reading.conditions(for: site).get()).map { (site.pass.id, $0) }
      })
  }

  /// Where the record lies for each site, and which directions it speaks for.
  static func reach(of record: [String: Any], kind: IBI511Resource.Kind, agency: any IBI511Agency) throws -> [(
    IBI511Site, IBI511Placement, [TravelDirection]
  )] {
    let parsed = try IBI511Records.answer([record], kind: kind).records[0]
    return agency.sites.compactMap { site in
      let ways = site.pass.directions.all
      switch kind {
      case .event:
        let event = IBI511Event(parsed)
        return (site, IBI511Placement.of(event, at: site, state: agency.deployment.state), event.directions(of: ways))
      case .roadConditions, .winterRoads:
        return (site, IBI511Placement.of(IBI511Condition(parsed), at: site, state: agency.deployment.state), ways)
      case .mountainPasses:
        let pass = IBI511PassRecord(parsed)
        let matched = (site.platformID != nil && pass.id == site.platformID) || site.isNamed(in: pass.name)
        return matched ? (site, .on, ways) : nil
      }
    }
  }

  /// Surface and weather words a segment may carry on any winter day.
  static let surface = [
    "Icy spots", "Snow packed", "Wet", "Light snow", "Patchy fog", "Bare dry", "Slush", "Scattered snow and ice",
  ]

  @Test(arguments: ["itd", "udot", "ndot"])
  func surfaceAndWeatherWordsOnASegmentKeepAnOpenDirectionOpen(agencyID: String) throws {
    let agency = try #require(Agencies.all.agency(AgencyID(rawValue: agencyID)) as? any IBI511Agency)
    let recorded = try Self.recorded(agency.deployment)
    let answers = try Self.answers(recorded)
    let baseline = Self.read(agency, answers, sites: agency.sites)
    let kind = try #require(agency.deployment.conditionKind)
    var checked = 0
    for (index, record) in (recorded[kind] ?? []).enumerated() {
      let open = try Self.reach(of: record, kind: kind, agency: agency).filter { site, placement, _ in
        placement == .on && baseline[site.pass.id]?.restrictions.allSatisfy { $0.level == .open } == true
      }
      guard !open.isEmpty else { continue }
      for field in Self.fields[kind] ?? [] where record[field] is String {
        for (number, words) in Self.surface.enumerated() {
          var changed = record
          changed[field] = Self.injected(words, into: record[field] as? String ?? "", mode: number % 3)
          var list = recorded[kind] ?? []
          list[index] = changed
          var changedAnswers = answers
          changedAnswers[kind] = .success(try IBI511Records.answer(list, kind: kind))
          let read = Self.read(agency, changedAnswers, sites: open.map(\.0))
          checked += 1
          for (site, _, _) in open {
            let levels = read[site.pass.id]?.restrictions.map(\.level) ?? []
            #expect(
              levels.allSatisfy { $0 == .open },
              "\(agencyID) \(field) = \"\(changed[field] ?? "")\" at \(site.pass.name): \(levels)")
          }
        }
      }
    }
    #expect(checked > 10)
  }

  @Test(arguments: ["itd", "udot", "ndot", "adot"])
  func closingAndChainWordsInAnyFieldNeverLeaveADirectionOpen(agencyID: String) async throws {
    // Seconds of reading on a thread of its own: the cooperative pool stays free for the timing tests.
    let (problems, checked) = try await OwnThread.run { try Self.closingWords(agencyID: agencyID) }
    #expect(problems.isEmpty, "\(problems.count) problems: \(problems.prefix(20).joined(separator: "\n"))")
    #expect(checked > 50, "the recordings give the grammar enough fields to go into: \(checked)")
  }

  /// The phrases put into a field at the `place`th of the `count` records that can carry it, each
  /// as (grammar index, spelling, placement).
  ///
  /// Over a field's records every phrase goes in once in its plain form, and each record takes a
  /// closure and a chain requirement in plain words, and one phrase at random spelt and placed in
  /// turn (every spelling and placement, where the field is in twelve records or more). Every
  /// phrase in every field of every record would be the same checks many times over: the reading
  /// of a phrase does not depend on the record, nor a record's placement on the phrase.
  static func cases(place: Int, of count: Int, using generator: inout SeededGenerator) -> [(Int, Int, Int)] {
    let closures = Self.grammar.indices.filter { Self.grammar[$0].1 == .closure }
    let chains = Self.grammar.indices.filter { Self.grammar[$0].1 == .chains }
    var plain = Self.grammar.indices.filter { $0 % count == place }
    for index in [closures[place % closures.count], chains[place % chains.count]] where !plain.contains(index) {
      plain.append(index)
    }
    let spelt = (Int.random(in: 0..<Self.grammar.count, using: &generator), place % 4, place % 3)
    return plain.map { ($0, 0, 0) } + [spelt]
  }

  static func closingWords(agencyID: String) throws -> (problems: [String], checked: Int) {
    var problems: [String] = []
    guard let agency = Agencies.all.agency(AgencyID(rawValue: agencyID)) as? any IBI511Agency else {
      return (["no 511 agency \(agencyID)"], 0)
    }
    let recorded = try Self.recorded(agency.deployment)
    let answers = try Self.answers(recorded)
    let baseline = Self.read(agency, answers, sites: agency.sites)
    var generator = SeededGenerator(seed: 0x511 &+ UInt64(agencyID.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
    var checked = 0
    for kind in recorded.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      let records = recorded[kind] ?? []
      let reaches = try records.map { try Self.reach(of: $0, kind: kind, agency: agency).filter { $0.1 != .off } }
      for field in Self.fields[kind] ?? [] {
        // The records this field can carry words into.
        let places = records.indices.filter { !reaches[$0].isEmpty && records[$0][field] != nil }
        for (place, index) in places.enumerated() {
          let record = records[index]
          let reach = reaches[index]
          let cases = Self.cases(place: place, of: places.count, using: &generator)
          for (phraseIndex, variant, mode) in cases {
            let (phrase, meaning) = Self.grammar[phraseIndex]
            let written = Self.spelt(phrase, variant)
            var changed = record
            if let list = record[field] as? [String] {
              changed[field] = mode == 0 ? [written] : list + [written]
            } else {
              changed[field] = Self.injected(written, into: record[field] as? String ?? "", mode: mode)
            }
            var list = records
            list[index] = changed
            var changedAnswers = answers
            changedAnswers[kind] = .success(try IBI511Records.answer(list, kind: kind))
            let read = Self.read(agency, changedAnswers, sites: reach.map(\.0))
            checked += 1
            for (site, placement, ways) in reach {
              guard let conditions = read[site.pass.id] else {
                problems.append("\(agencyID): \(site.pass.name) was not read")
                continue
              }
              let restrictions = conditions.restrictions.filter { ways.contains($0.direction) }
              let before = baseline[site.pass.id]?.restrictions ?? []
              let what =
                "\(agencyID) \(kind.rawValue)[\(index)].\(field) = \"\(changed[field] ?? "")\" at \(site.pass.name)"
              switch meaning {
              case .closure, .chains:
                if restrictions.contains(where: { $0.level == .open }) {
                  problems.append("\(what): \(restrictions.map(\.level))")
                }
                if meaning == .closure, placement == .on, !restrictions.allSatisfy({ $0.level.isClosure }) {
                  problems.append("\(what): \(restrictions.map(\.level))")
                }
              case .harmless:
                for restriction in restrictions
                where restriction.level.isClosure
                  && !before.contains(where: { $0.direction == restriction.direction && $0.level.isClosure })
                {
                  problems.append("\(what) closed it")
                }
              }
            }
          }
        }
      }
    }
    return (problems, checked)
  }
}
