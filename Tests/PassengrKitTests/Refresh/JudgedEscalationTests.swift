import Foundation
import Testing

@testable import PassengrKit

/// Escalation compares what the judgement showed per direction, before and after, and the history
/// keeps the judged level with its currency beside the published one.
@Suite struct JudgedEscalationTests {
  static let fetched = Date(timeIntervalSince1970: 1_700_000_000)

  func conditions(_ restrictions: [Restriction], warning: String? = nil) -> PassConditions {
    var conditions = PassConditions(
      restrictions: restrictions, roadConditions: nil, weather: nil, temperatureF: nil, updatedAt: Self.fetched,
      fetchedAt: Self.fetched)
    conditions.warning = warning
    return conditions
  }

  func snoqualmie() throws -> Pass {
    try #require(Agencies.all.pass(id: 11))
  }

  @Test func aChainControlForBothDirectionsThenForEachIsNoEscalation() throws {
    let pass = try snoqualmie()
    let both = conditions([Restriction(direction: .both, text: "Chains required", level: .chainsRequired)])
    let each = conditions([
      Restriction(direction: .eastbound, text: "Chains required", level: .chainsRequired),
      Restriction(direction: .westbound, text: "Chains required", level: .chainsRequired),
    ])
    let changes = ConditionChange.between(both, each, pass: pass)
    #expect(changes.count == 3, "\(changes.map(\.field))")
    #expect(!changes.contains { $0.isEscalation }, "\(changes.map { ($0.field, $0.judgedOld, $0.judgedNew) })")
    let gone = try #require(changes.first { $0.field == .restriction(.both) })
    #expect(gone.judgedOld == ConditionChange.Judged(level: .chainsRequired, currency: .current))
    #expect(gone.judgedNew == ConditionChange.Judged(level: .chainsRequired, currency: .current))
    // And back again: no escalation either way.
    #expect(!ConditionChange.between(each, both, pass: pass).contains { $0.isEscalation })
  }

  @Test func aWorseJudgedLevelIsAnEscalationAndDataThatIsNotCurrentCounts() throws {
    let pass = try snoqualmie()
    let advised = conditions([
      Restriction(direction: .eastbound, text: "Traction tires advised", level: .tractionAdvised)
    ])
    let chains = conditions([Restriction(direction: .eastbound, text: "Chains required", level: .chainsRequired)])
    let worse = try #require(ConditionChange.between(advised, chains, pass: pass).first)
    #expect(worse.isEscalation)
    // The same words read with a warning (an uncertain record) are not current: judged unknown,
    // worse than chains by the judgement's order.
    let uncertain = conditions(
      [Restriction(direction: .eastbound, text: "Chains required; possibly more", level: .chainsRequired)],
      warning: "an event could not be placed")
    let unsure = try #require(ConditionChange.between(chains, uncertain, pass: pass).first)
    #expect(unsure.judgedNew == ConditionChange.Judged(level: .unknown, currency: .incomplete))
    #expect(unsure.isEscalation)
  }

  @Test func theHistoryLineKeepsTheJudgedLevelsAndOlderLinesStillRead() throws {
    let pass = try snoqualmie()
    let advised = conditions([
      Restriction(direction: .eastbound, text: "Traction tires advised", level: .tractionAdvised)
    ])
    let chains = conditions([Restriction(direction: .eastbound, text: "Chains required", level: .chainsRequired)])
    let change = try #require(ConditionChange.between(advised, chains, pass: pass).first)
    let record = HistoryRecord(change, at: Self.fetched, refresh: 2)
    let line = try HistoryLog.line(record)
    #expect(line.contains("\"judgedNew\":\"chains_required\""), "\(line)")
    #expect(line.contains("\"currencyNew\":\"current\""), "\(line)")
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let read = Data(line.utf8).withUnsafeBytes { HistoryRecord.read(line: $0, decoder: decoder) }
    #expect(read == record)
    let scanned = Data(line.utf8).withUnsafeBytes { bytes in
      var scanner = HistoryLineScanner(bytes: bytes)
      return scanner.record()
    }
    #expect(scanned == record, "the hand reader reads it too")
    let older =
      "{\"schema\":\"passengr.change/1\",\"at\":\"2025-01-01T00:00:00Z\",\"passId\":11,\"name\":\"Snoqualmie Pass I-90\","
      + "\"field\":\"restrictions.both\",\"old\":{\"text\":\"Chains required\",\"level\":\"chains_required\"},"
      + "\"new\":null,\"escalation\":true,\"refresh\":4}"
    let old = try #require(Data(older.utf8).withUnsafeBytes { HistoryRecord.read(line: $0, decoder: decoder) })
    #expect(old.judgedOld == nil && old.judgedNew == nil && old.escalation)
  }
}
