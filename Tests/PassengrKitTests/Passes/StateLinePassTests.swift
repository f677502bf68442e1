import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// A pass on a state line is one pass whose answer combines every agency that reports it: the
/// catalogue lists it once, a refresh reads each agency, and the answer keeps each one's words.
@Suite(.hangGuard) struct StateLinePassTests: ReadsFixtures {
  let sessions: FixtureSessions

  init() throws {
    sessions = try FixtureSessions("state-line")
  }

  static let fetched = Date(timeIntervalSince1970: 1_736_532_600)

  /// One agency's answer, in the words the fixtures hold for Siskiyou Summit.
  static func answer(_ restrictions: [(TravelDirection, String, RestrictionLevel)]) -> PassConditions {
    PassConditions(
      restrictions: restrictions.map { Restriction(direction: $0.0, text: $0.1, level: $0.2) }, roadConditions: nil,
      weather: nil, temperatureF: nil, updatedAt: fetched, fetchedAt: fetched)
  }

  static func share(_ agency: String, _ result: Result<PassConditions, Error>) -> PassConditions.Share {
    PassConditions.Share(agency: agency, source: agency.lowercased(), result: result)
  }

  static let odotOpen = answer([(.northbound, "No restrictions", .open), (.southbound, "No restrictions", .open)])
  static let caltransOpen = answer([
    (.northbound, "R-0 at HILT: No chain controls are in effect at this time.", .open),
    (.southbound, "R-0 at YREKA: No chain controls are in effect at this time.", .open),
  ])

  /// The judged answer of `shares` combined, over Siskiyou Summit's directions.
  static func judged(_ shares: [PassConditions.Share]) throws -> (PassConditions, PassJudgement) {
    let combined = try PassConditions.combining(shares, over: [.northbound, .southbound]).get()
    return (combined, PassJudgement(conditions: combined, over: [.northbound, .southbound], isCurrent: true))
  }

  @Test func theCatalogueListsEachStateLinePassOnceWithEveryAgency() throws {
    let catalogue = Agencies.all.catalogue
    for (name, id, agencies) in [
      ("Targhee Pass", 5008, ["itd", "mdt"]), ("Monida Pass", 5009, ["itd", "mdt"]),
      ("Lost Trail Pass", 5007, ["itd", "mdt"]), ("Siskiyou Summit", 3008, ["odot", "caltrans"]),
    ] {
      let listed = catalogue.filter { $0.name == name }
      #expect(listed.map(\.id) == [id], "\(name)")
      #expect(listed.first?.agencies.map(\.rawValue) == agencies, "\(name)")
    }
    #expect(Agencies.all.pass(id: 11010)?.id == 5008, "a partner's id gives the one pass")
    #expect(Agencies.all.pass(id: 2010)?.id == 3008)
    // Passes that only share a name stay two.
    #expect(catalogue.filter { $0.name == "Wolf Creek Pass" }.map(\.agency.rawValue) == ["cdot", "udot"])
  }

  /// A near miss of a name two passes share suggests each with its agency: names that resolve.
  @Test func aSuggestionOfASharedNameNamesEachAgency() throws {
    let names = PassNames(passes: Agencies.all.catalogue)
    #expect(
      throws: SelectionError.unknownPass(
        "wolf crek pass", suggestion: "cdot/Wolf Creek Pass or udot/Wolf Creek Pass")
    ) {
      try names.select("wolf crek pass")
    }
    #expect(try names.select("cdot/Wolf Creek Pass").id == 10006)
    #expect(try names.select("udot/Wolf Creek Pass").id == 6002)
    #expect(throws: SelectionError.unknownPass("targee", suggestion: "Targhee Pass")) { try names.select("targee") }
  }

  @Test func aClosureFromEitherAgencyClosesTheDirection() throws {
    let closed = Self.answer([
      (.northbound, "I 5 at Siskiyou Summit: Is closed to northbound traffic at the Oregon State Line", .closed),
      (.southbound, "R-0 at YREKA: No chain controls are in effect at this time.", .open),
    ])
    let (combined, judgement) = try Self.judged([
      Self.share("ODOT", .success(Self.odotOpen)), Self.share("Caltrans", .success(closed)),
    ])
    #expect(judgement.directions.map(\.level) == [.closed, .open])
    #expect(judgement.directions.first?.text?.hasPrefix("Caltrans: I 5 at Siskiyou Summit") == true)
    // Each agency's words are kept and credited to it, each direction's together.
    #expect(
      combined.restrictions.map(\.text).map { String($0.prefix(9)) } == [
        "ODOT: No ", "Caltrans:", "ODOT: No ", "Caltrans:",
      ])
    #expect(combined.restrictions.map(\.direction) == [.northbound, .northbound, .southbound, .southbound])
  }

  @Test func aDirectionIsOpenOnlyWhenEveryAgencySaysSo() throws {
    let (_, both) = try Self.judged([
      Self.share("ODOT", .success(Self.odotOpen)), Self.share("Caltrans", .success(Self.caltransOpen)),
    ])
    #expect(both.level == .open)
    let silent = Self.answer([(.southbound, "R-0 at YREKA: No chain controls are in effect at this time.", .open)])
    let (_, half) = try Self.judged([
      Self.share("ODOT", .success(Self.odotOpen)), Self.share("Caltrans", .success(silent)),
    ])
    #expect(half.directions.map(\.level) == [.unknown, .open], "Caltrans said nothing of northbound")
  }

  @Test func anAgencyThatFailsKeepsEveryDirectionFromOpenOverWhatTheOtherKnows() throws {
    let chains = Self.answer([
      (.northbound, "No restrictions", .open), (.southbound, "Carry chains or traction tires", .tractionRequired),
    ])
    let failed = Self.share("Caltrans", .failure(SourceError.sourceFailed(reason: "HTTP 503")))
    let (combined, judgement) = try Self.judged([Self.share("ODOT", .success(chains)), failed])
    #expect(judgement.directions.map(\.level) == [.unknown, .unknown])
    #expect(judgement.directions.map(\.floor) == [nil, .tractionRequired], "what ODOT knows stays the floor")
    #expect(combined.warning?.contains("Caltrans could not be read") == true)
    #expect(combined.partialFailures["caltrans"] != nil && combined.consulted.contains("caltrans"))
    // A row shows the failure as the pass's error: its answer is incomplete.
    let row = StatusRow(
      id: 3008, name: "Siskiyou Summit", highway: "I-5", directions: [.northbound, .southbound],
      conditions: combined, error: combined.warning)
    #expect(row.judgement.directions.map(\.currency) == [.incomplete, .incomplete])
    // Both failing is a failure, not an answer.
    let none = PassConditions.combining(
      [Self.share("ODOT", .failure(SourceError.sourceFailed(reason: "down"))), failed],
      over: [.northbound, .southbound])
    #expect((try? none.get()) == nil)
  }

  @Test func targheeIsOnePassEnabledByAnyOfItsNames() async throws {
    let session = try session()
    for name in ["targhee", "mdt/targhee", "itd/targhee", "11010", "5008"] {
      #expect(try session.passes(named: [name], includeDisabled: true).map(\.id) == [5008], "\(name)")
    }
    for name in ["siskiyou", "odot/siskiyou", "caltrans/siskiyou", "2010"] {
      #expect(try session.passes(named: [name], includeDisabled: true).map(\.id) == [3008], "\(name)")
    }
    let toggled = try await session.setEnabled(["targhee"], true)
    #expect(toggled.passes.map(\.id) == [5008])
    let all = try session.passes(includeDisabled: true)
    #expect(all.filter { $0.name == "Targhee Pass" }.map(\.id) == [5008])
    #expect(try session.passes(agency: AgencyID(rawValue: "mdt"), includeDisabled: true).contains { $0.id == 5008 })
  }

  /// Siskiyou Summit read from both recordings: ODOT says northbound has no restrictions, Caltrans
  /// R-1 at Hilt; the one answer is Caltrans' traction rule, credited, and names both agencies.
  @Test func aRefreshReadsEveryAgencyOfThePassAndTheAnswerNamesThemAll() async throws {
    let session = try session()
    _ = try await session.setEnabled(["siskiyou"], true)
    var query = StatusQuery()
    query.mode = .always
    query.passes = ["siskiyou"]
    let result = try await session.status(query)
    let row = try #require(result.rows.first { $0.id == 3008 })
    #expect(row.agencies.map(\.rawValue) == ["odot", "caltrans"])
    #expect(row.agencyNames == ["ODOT", "Caltrans"])
    let north = try #require(row.judgement.directions.first { $0.direction == .northbound })
    #expect(north.published == .tractionRequired && north.text?.hasPrefix("Caltrans: R-1 at HILT") == true)
    // ODOT's codes are not read into Caltrans' words: two agencies' answer is advised in general terms.
    #expect(row.judgement.deciding?.advice == AgencyAdvice.general.advice(for: .tractionRequired, words: nil))
    let texts = row.conditions?.restrictions.map(\.text) ?? []
    #expect(texts.contains { $0.hasPrefix("ODOT: ") } && texts.contains { $0.hasPrefix("Caltrans: ") })
    #expect(row.attribution?.contains("Oregon") == true && row.attribution?.contains("California") == true)
  }

  /// ODOT's one answer carries every Oregon pass, and the others are kept quietly; half of Siskiyou
  /// Summit (ODOT's, without Caltrans') is no answer and is not kept.
  @Test func aWholeCatalogueAnswerKeepsNoHalfOfAPassOnAStateLine() async throws {
    let session = try session()
    var query = StatusQuery()
    query.mode = .always
    query.passes = ["santiam"]
    _ = try await session.status(query)
    let passes = try session.passes(named: ["sexton", "siskiyou"], includeDisabled: true)
    let rows = try session.rows(for: passes)
    #expect(rows.first?.conditions != nil, "Sexton Pass is kept quietly")
    #expect(rows.last?.id == 3008 && rows.last?.conditions == nil)
  }

  /// The recording without ODOT's TripCheck: Siskiyou Summit is read from Caltrans alone, so no
  /// direction is open, Caltrans' traction rule stays the floor, and ODOT's failure is told.
  @Test func oneAgencyFailingLeavesWhatTheOtherKnowsAndIsTold() async throws {
    let recording = root.appendingPathComponent("without-odot")
    try FileManager.default.createDirectory(at: recording, withIntermediateDirectories: true)
    for entry in try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path) where entry != "tripcheck"
    {
      try FileManager.default.createSymbolicLink(
        at: recording.appendingPathComponent(entry),
        withDestinationURL: Fixtures.directory.appendingPathComponent(entry))
    }
    var settings = PassengrSession.Settings()
    settings.timeout = .hangBound
    settings.deadline = .hangBound
    settings.dataDirectory = sessions.data.path
    settings.baseURL = recording.path
    settings.environment = ["HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path]
    let session = try PassengrSession(settings)
    var query = StatusQuery()
    query.mode = .always
    query.passes = ["siskiyou"]
    let result = try await session.status(query)
    let row = try #require(result.rows.first)
    #expect(row.error?.contains("ODOT could not be read") == true, "\(String(describing: row.error))")
    let north = try #require(row.judgement.directions.first { $0.direction == .northbound })
    #expect(north.level == .unknown && north.floor == .tractionRequired)
    #expect(row.judgement.directions.allSatisfy { $0.level == .unknown })
    let told = result.problems.contains { problem in
      switch problem {
      case .sourceFailed(let source, _, _, _), .sourcePartlyFailed(let source, _, _, _): return source == "odot"
      default: return false
      }
    }
    #expect(told, "\(result.problems)")
    // ODOT's failure counts against ODOT's health, though Caltrans answered for the pass.
    #expect(result.sourceFailures["odot"] == 1, "\(result.sourceFailures)")
    #expect(result.sourceFailures["caltrans"] == 0, "\(result.sourceFailures)")
  }
}
