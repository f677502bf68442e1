import Foundation
import Testing

@testable import PassengrKit

/// Typed gaps per direction: one rule keeps a direction from `open` for every agency; an uncertain
/// record keeps only the directions it may cover; the agency's words stay its own; archives that
/// kept the note in the text are still read.
@Suite(.hangGuard) struct DirectionGapTests {
  static let now = Date(timeIntervalSince1970: 1_736_451_600)

  static func conditions(_ restrictions: [Restriction]) -> PassConditions {
    PassConditions(
      restrictions: restrictions, roadConditions: nil, weather: nil, temperatureF: nil, updatedAt: now, fetchedAt: now)
  }

  @Test func oneRuleKeepsOnlyTheNamedDirectionsFromOpenAndKeepsWhatIsKnown() {
    var conditions = Self.conditions([
      Restriction(direction: .eastbound, text: "No restrictions", level: .open),
      Restriction(direction: .westbound, text: "No restrictions", level: .open),
    ])
    conditions.keepFromOpen([.eastbound], mayBe: .closed, gap: .unplaceable, detail: "Crash near milepost 80")
    let east = conditions.restriction(.eastbound)
    #expect(east?.level == .unknown && east?.gap == .unplaceable && east?.gapDetail == "Crash near milepost 80")
    #expect(east?.text == "No restrictions", "the agency's words are left as they were")
    #expect(conditions.restriction(.westbound)?.level == .open && conditions.restriction(.westbound)?.gap == nil)

    // A chain rule beneath a closure that may be here is kept as the floor; a closure is never touched.
    var chained = Self.conditions([
      Restriction(direction: .eastbound, text: "Chains required", level: .chainsRequired),
      Restriction(direction: .westbound, text: "Closed", level: .closed),
    ])
    chained.keepFromOpen([.eastbound, .westbound], mayBe: .closed, gap: .closuresNotChecked, detail: "HTTP 503")
    #expect(
      chained.restriction(.eastbound)?.level == .unknown && chained.restriction(.eastbound)?.floor == .chainsRequired)
    #expect(chained.restriction(.westbound)?.level == .closed && chained.restriction(.westbound)?.gap == nil)
    // What may be here no worse than what is known changes nothing but an opening.
    var lesser = Self.conditions([Restriction(direction: .eastbound, text: "Chains required", level: .chainsRequired)])
    lesser.keepFromOpen([.eastbound], mayBe: .tractionAdvised, gap: .unplaceable, detail: "Traction advised")
    #expect(lesser.restriction(.eastbound)?.level == .chainsRequired)
  }

  @Test func theJudgementSaysTheGapAndTheOtherDirectionStaysOpen() {
    var conditions = Self.conditions([
      Restriction(direction: .eastbound, text: "No restrictions", level: .open),
      Restriction(direction: .westbound, text: "No restrictions", level: .open),
    ])
    conditions.keepFromOpen([.eastbound], mayBe: .closed, gap: .unplaceable, detail: "Crash near milepost 80")
    let judgement = PassJudgement(conditions: conditions, over: [.eastbound, .westbound], isCurrent: true)
    #expect(judgement.directions.map(\.level) == [.unknown, .open])
    #expect(judgement.directions[0].reason == .mayBeHere(record: "Crash near milepost 80"))
    #expect(judgement.directions[0].reason?.kind == "unplaceable")
    #expect(judgement.directions[1].reason == nil && judgement.directions[1].currency == .current)

    var unchecked = Self.conditions([
      Restriction(direction: .eastbound, text: "Chains required", level: .chainsRequired)
    ])
    unchecked.keepFromOpen([.eastbound], mayBe: .closed, gap: .closuresNotChecked, detail: "HTTP 503")
    let answer = PassJudgement(conditions: unchecked, over: [.eastbound], isCurrent: true).directions[0]
    #expect(answer.reason == .closuresNotChecked(error: "HTTP 503"))
    #expect(answer.reason?.description == "closures could not be checked: HTTP 503")
    #expect(answer.floor == .chainsRequired)
  }

  /// ODOT: one incident that may be on the eastbound stations keeps eastbound from open and
  /// leaves westbound's report standing, judged open (not the whole pass `incomplete`).
  @Test func oneUncertainODOTIncidentKeepsOnlyItsDirectionFromOpen() throws {
    var incident = ODOTIncidentRulesTests.unplaced(direction: "EB")
    incident["headline"] = "US 20 closed at Santiam Pass"
    let conditions = try ODOTIncidentRulesTests.reading(incidents: try ODOTReadingTests.incidents([incident]))
      .conditions(for: ODOTReadingTests.santiam).get()
    #expect(conditions.warning == nil)
    let judgement = PassJudgement(conditions: conditions, over: [.eastbound, .westbound], isCurrent: true)
    #expect(judgement.directions.map(\.level) == [.unknown, .open], "\(conditions.restrictions)")
    #expect(judgement.directions[0].reason?.kind == "unplaceable")
  }

  /// 511 (Utah): an event filed eastbound that cannot be placed keeps eastbound from open only.
  @Test func oneUncertainIBI511EventKeepsOnlyItsDirectionFromOpen() throws {
    typealias R = IBI511Records
    let parleys = R.site(6001)
    let event = R.event(at: parleys, ["Latitude": 0, "Longitude": 0, "DirectionOfTravel": "Eastbound"])
    let conditions = try R.conditions(
      UDOT().deployment, parleys,
      [
        .event: .success(try R.answer([event])),
        .roadConditions: .success(try R.answer([R.segment(at: parleys)], kind: .roadConditions)),
        .mountainPasses: .success(try R.answer([], kind: .mountainPasses)),
      ]
    ).get()
    #expect(conditions.warning == nil)
    let judgement = PassJudgement(
      conditions: conditions, over: conditions.restrictions.map(\.direction), isCurrent: true)
    #expect(judgement.directions.map(\.level) == [.unknown, .open], "\(conditions.restrictions)")
    #expect(judgement.directions[0].reason?.kind == "unplaceable")
  }

  /// An archive written before gaps were typed kept the note in the text and a warning: it is read
  /// as it was, and still never reads open.
  @Test func anArchiveWithNotesInTheTextIsStillRead() throws {
    let old = Data(
      """
      {"restrictions": [
        {"direction": "eastbound", "level": "unknown",
         "text": "No restrictions (closures could not be checked: HTTP 503 from Incidents)"},
        {"direction": "westbound", "level": "chains_required", "text": "Chains required"}],
       "fetchedAt": 758000000, "updatedAt": 758000000,
       "warning": "closures could not be checked: HTTP 503 from Incidents"}
      """.utf8)
    let conditions = try JSONDecoder().decode(PassConditions.self, from: old)
    #expect(
      conditions.restriction(.eastbound)?.text.hasSuffix("(closures could not be checked: HTTP 503 from Incidents)")
        == true)
    #expect(conditions.restriction(.eastbound)?.gap == nil && conditions.restriction(.eastbound)?.gapDetail == nil)
    let row = StatusRow(
      id: 3011, name: "Santiam Pass", highway: "US-20", directions: [.eastbound, .westbound], conditions: conditions,
      error: conditions.warning)
    let judgement = PassJudgement(row: row, over: [.eastbound, .westbound])
    #expect(judgement.directions.map(\.level) == [.unknown, .unknown])
    #expect(judgement.directions[0].reason == .incomplete("closures could not be checked: HTTP 503 from Incidents"))
  }
}
