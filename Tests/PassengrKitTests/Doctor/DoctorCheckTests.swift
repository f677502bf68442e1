import Foundation
import Testing

@testable import PassengrKit

/// The doctor's checks are values: what was checked and what was found, with the facts a front
/// end words; whether each is healthy, and what they add up to, follow from those values alone.
@Suite struct DoctorCheckTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)")

  static let key = DoctorCheck.Key(
    agency: .odot, name: "subscription key", variable: "ODOT_TRIPCHECK_KEY",
    file: "/home/me/.config/passengr/keys/odot",
    neededBy: [])

  @Test func aHistoryThatIsADirectoryIsFoundAsSuchAndStopsEverything() throws {
    let history = directory.appendingPathComponent("history.jsonl")
    try FileManager.default.createDirectory(at: history, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let check = try #require(Doctor.historyCheck(history.path))
    #expect(check == DoctorCheck(.history(path: history.path), .notARegularFile(isDirectory: true)))
    #expect(!check.isHealthy)
    #expect(DoctorCheck.severity(of: [check]) == 2)
  }

  @Test func aHistoryCountsItsSizeAndTheLinesEveryReadSkips() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let history = directory.appendingPathComponent("history.jsonl")
    let torn = Data("{\"schema\":\"passengr.change/1\",\"at\":\"garbage\n".utf8)
    try torn.write(to: history)
    let check = try #require(Doctor.historyCheck(history.path))
    #expect(check.finding == .history(bytes: torn.count, skippedLines: 1))
    #expect(check.isHealthy)
    #expect(Doctor.historyCheck(directory.appendingPathComponent("none.jsonl").path) == nil)
  }

  /// A missing key is trouble only when the source in use needs it and a pass of the agency is shown.
  @Test(arguments: [(true, true, false), (true, false, true), (false, true, true), (false, false, true)])
  func aMissingKeyIsTroubleOnlyWhenNeededForAShownPass(isNeeded: Bool, isPassEnabled: Bool, isHealthy: Bool) {
    let check = DoctorCheck(.key(.odot), .keyMissing(Self.key, isNeeded: isNeeded, isPassEnabled: isPassEnabled))
    #expect(check.isHealthy == isHealthy)
    #expect(check.keyToSet == .odot)
  }

  @Test func noSourceReachedIsTroubleAndOneOfSeveralWantsAttention() throws {
    let url = try #require(URL(string: "https://data.wsdot.wa.gov/feed"))
    let down = DoctorCheck(
      .source(name: "wsdot", host: "data.wsdot.wa.gov", url: url),
      .unreachable(server: "data.wsdot.wa.gov", reason: "no route"))
    let up = DoctorCheck(
      .source(name: "caltrans", host: "cwwp2.dot.ca.gov", url: url), .reachable(server: "cwwp2.dot.ca.gov"))
    let present = DoctorCheck(
      .key(.odot), .keyPresent(Self.key, origin: .environment("ODOT_TRIPCHECK_KEY"), isNeeded: true))
    #expect(DoctorCheck.severity(of: [present, down]) == 2)
    #expect(DoctorCheck.severity(of: [present, down, up]) == 1)
    #expect(DoctorCheck.severity(of: [present, up]) == 0)
    #expect(present.keyToSet == nil)
  }
}
