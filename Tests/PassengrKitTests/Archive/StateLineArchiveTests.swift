import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// An archive written before a pass on a state line was one pass holds an entry per agency: it is
/// read as it is, and the entries become the one pass when it is loaded, once.
@Suite(.hangGuard) struct StateLineArchiveTests: ReadsFixtures {
  let sessions: FixtureSessions

  init() throws {
    sessions = try FixtureSessions("state-line-archive")
  }

  /// Siskiyou Summit as ODOT (open, disabled, first) and Caltrans (closed northbound, enabled),
  /// Targhee Pass as ITD (disabled) and MDT (enabled), a trip over Caltrans' copy, as the version
  /// before wrote them.
  static let earlierArchive = """
    {"schemaVersion": 2, "lastRefresh": 1736532600, "refreshCount": 3, "sourceFailures": {},
     "trips": [{"name": "north", "legs": [{"passID": 2010, "direction": "northbound"}]}],
     "passes": [
      {"pass": {"id": 3008, "agency": "odot", "name": "Siskiyou Summit", "highway": "I-5", "elevationFeet": 4310,
                "directions": "north-south", "order": 1, "isEnabled": false},
       "conditions": {"fetchedAt": 1736532600, "updatedAt": 1736532000, "restrictions": [
         {"direction": "northbound", "level": "open", "text": "No restrictions"},
         {"direction": "southbound", "level": "open", "text": "No restrictions"}]}},
      {"pass": {"id": 10, "agency": "wsdot", "name": "Stevens Pass", "highway": "US 2", "elevationFeet": 4061,
                "directions": "east-west", "order": 2, "isEnabled": true}},
      {"pass": {"id": 5008, "agency": "itd", "name": "Targhee Pass", "highway": "US 20", "elevationFeet": 7072,
                "directions": "east-west", "order": 3, "isEnabled": false}},
      {"pass": {"id": 2010, "agency": "caltrans", "name": "Siskiyou Summit", "highway": "I-5", "elevationFeet": 4310,
                "directions": "north-south", "order": 4, "isEnabled": true},
       "conditions": {"fetchedAt": 1736532600, "updatedAt": 1736532300, "restrictions": [
         {"direction": "northbound", "level": "closed",
          "text": "I 5 at Siskiyou Summit: Is closed to northbound traffic at the Oregon State Line"},
         {"direction": "southbound", "level": "open", "text": "R-0 at YREKA: No chain controls are in effect"}]}},
      {"pass": {"id": 11010, "agency": "mdt", "name": "Targhee Pass", "highway": "US 20", "elevationFeet": 7072,
                "directions": "east-west", "order": 5, "isEnabled": true}}
     ]}
    """

  /// A session on the agencies' own servers (no base location), as the archive's data came from:
  /// data from one origin is never shown as another's. It reads only.
  func liveSession() throws -> PassengrSession {
    var settings = PassengrSession.Settings()
    settings.dataDirectory = sessions.data.path
    settings.environment = ["HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path]
    return try PassengrSession(settings)
  }

  func writeEarlierArchive() throws {
    try FileManager.default.createDirectory(at: sessions.data, withIntermediateDirectories: true)
    try Data(Self.earlierArchive.utf8).write(to: sessions.data.appendingPathComponent("passengr.json"))
  }

  @Test func separateEntriesLoadAsOnePassInThePlaceOfTheFirst() throws {
    try writeEarlierArchive()
    let session = try liveSession()
    let all = try session.passes(includeDisabled: true)
    #expect(!all.contains { $0.id == 2010 || $0.id == 11010 })
    #expect(Array(all.prefix(3)).map(\.id) == [3008, 10, 5008])
    #expect(Array(all.prefix(3)).map(\.order) == [1, 2, 3])
    let enabled = try session.passes()
    #expect(enabled.map(\.id) == [3008, 10, 5008], "enabled when either entry was")
    #expect(enabled.first?.agencies.map(\.rawValue) == ["odot", "caltrans"])
    #expect(enabled.last?.agencies.map(\.rawValue) == ["itd", "mdt"])
    // What each agency had saved is one answer: Caltrans' closure stays.
    let siskiyou = try #require(enabled.first)
    let row = try #require(try session.rows(for: [siskiyou]).first)
    let north = try #require(row.judgement.directions.first { $0.direction == .northbound })
    #expect(north.published == .closed && north.text?.hasPrefix("Caltrans: I 5") == true)
    #expect(try session.trips().first?.legs.map(\.passID) == [3008], "a trip over Caltrans' copy names the pass")
  }

  @Test func theMergeIsWrittenOnceAndReadAgainUnchanged() async throws {
    try writeEarlierArchive()
    _ = try await liveSession().setEnabled(["stevens"], false)
    let written = try String(contentsOf: sessions.data.appendingPathComponent("passengr.json"), encoding: .utf8)
    #expect(!written.contains("\"id\":2010") && !written.contains("\"id\":11010"), "the partners' entries are gone")
    let again = try liveSession().passes()
    #expect(again.map(\.id) == [3008, 5008])
  }

  /// A change the log recorded for Caltrans' separate entry is Siskiyou Summit's history.
  @Test func theHistoryOfAPartnersEntryIsThePasss() throws {
    try writeEarlierArchive()
    let line =
      #"{"at":"2025-01-10T18:00:00Z","escalation":true,"field":"restrictions.northbound","name":"Siskiyou Summit I-5","#
      + #""new":{"level":"closed","text":"Closed"},"old":{"level":"open","text":"R-0"},"passId":2010,"refresh":3,"#
      + #""schema":"passengr.change/1"}"#
    try Data((line + "\n").utf8).write(to: sessions.data.appendingPathComponent("history.jsonl"))
    let changes = try liveSession().changes(HistoryQuery(passes: ["siskiyou"]))
    #expect(changes.records.map(\.passID) == [2010])
    let caltrans = try liveSession().changes(HistoryQuery(agency: AgencyID(rawValue: "caltrans")))
    #expect(caltrans.records.count == 1)
  }
}
