import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// NWS's alert rules: only real messages, updates replace what they reference, a Cancel withdraws,
/// ended alerts are gone, and nothing is dropped for looking like another.
@Suite struct WeatherAlertsTests {
  let now = Date(timeIntervalSince1970: 1_736_570_700)

  func alert(
    _ id: String, _ event: String = "Winter Storm Warning", status: String = "Actual", type: String = "Alert",
    references: [String] = [],
    onset: TimeInterval? = 3600, ends: TimeInterval? = 86_400, expires: TimeInterval? = 7200
  ) -> WeatherAlert {
    WeatherAlert(
      id: id, address: "https://api.weather.gov/alerts/\(id)", event: event, severity: "Severe", headline: nil,
      onset: onset.map { now.addingTimeInterval($0) }, ends: ends.map { now.addingTimeInterval($0) },
      expires: expires.map { now.addingTimeInterval($0) }, effective: now.addingTimeInterval(-600),
      sent: now.addingTimeInterval(-600),
      status: status, messageType: type, references: references, senderName: nil, description: nil, instruction: nil,
      areaDescription: nil)
  }

  @Test func anUpdateReplacesTheAlertItReferencesByIdentifierOrAddress() {
    let watch = alert("w1", "Winter Storm Watch")
    let warning = alert("w2", type: "Update", references: ["w1"])
    #expect(WeatherAlerts.inForce([watch, warning], at: now).map(\.id) == ["w2"])
    let byAddress = alert("w3", type: "Update", references: ["https://api.weather.gov/alerts/w1"])
    #expect(WeatherAlerts.inForce([watch, byAddress], at: now).map(\.id) == ["w3"])
  }

  @Test func anUpdateThatHasEndedDoesNotBringBackWhatItReplaced() {
    let watch = alert("w1", "Winter Storm Watch")
    let ended = alert("w2", type: "Update", references: ["w1"], ends: -60)
    #expect(WeatherAlerts.inForce([watch, ended], at: now).isEmpty)
    // A Cancel of the update withdraws it, and the watch it replaced stays replaced.
    let cancel = alert("c1", type: "Cancel", references: ["w2"])
    #expect(WeatherAlerts.inForce([watch, alert("w2", type: "Update", references: ["w1"]), cancel], at: now).isEmpty)
  }

  @Test func ofTwoThatNameEachOtherTheLaterReplacesAndNeitherWhenThatCannotBeTold() {
    var early = alert("a", references: ["b"])
    var late = alert("b", references: ["a"])
    early.sent = now.addingTimeInterval(-3600)
    late.sent = now.addingTimeInterval(-60)
    #expect(WeatherAlerts.inForce([early, late], at: now).map(\.id) == ["b"])
    early.sent = nil
    #expect(WeatherAlerts.inForce([early, late], at: now).map(\.id) == ["a", "b"])
  }

  @Test func oneMessageListedTwiceIsOneAlert() {
    let warning = alert("w1")
    #expect(WeatherAlerts.inForce([warning, warning], at: now).count == 1)
  }

  @Test func anEndThatCannotBeReadIsUnknownNeverTakenFromExpires() throws {
    let document =
      #"{"features":[{"properties":{"id":"x","event":"Winter Storm Warning","status":"Actual","messageType":"Alert","onset":"garbage","ends":"2025-01-12T04:00:00","expires":"2025-01-10T20:00:00-08:00"}}]}"#
    let alerts = try NWSDecoding.alerts(Data(document.utf8))
    #expect(alerts.first?.unreadableTimes == ["onset", "ends"])
    #expect(alerts.first?.end == nil && alerts.first?.start == nil)
    #expect(WeatherAlerts.inForce(alerts, at: now).count == 1, "kept as in force, not ended by its expiry")
  }

  @Test func aCancelWithdrawsWhatItReferencesAndIsNoHazardItself() {
    let advisory = alert("a1", "Winter Weather Advisory")
    let cancel = alert("c1", "Winter Weather Advisory", type: "Cancel", references: ["a1"])
    #expect(WeatherAlerts.inForce([advisory, cancel], at: now).isEmpty)
  }

  @Test func onlyActualMessagesCountAndATestCancelsNothing() {
    let test = alert("t1", status: "Test")
    let exercise = alert("e1", status: "Exercise")
    let real = alert("r1")
    let testCancel = alert("t2", status: "Test", type: "Cancel", references: ["r1"])
    #expect(WeatherAlerts.inForce([test, exercise, real, testCancel], at: now).map(\.id) == ["r1"])
  }

  @Test func anEndedAlertIsGoneAndExpiresStandsInForAMissingEnds() {
    let ended = alert("x1", ends: -1)
    let endless = alert("x2", ends: nil, expires: 600)
    let lapsed = alert("x3", ends: nil, expires: -600)
    let later = alert("x4", ends: 3600, expires: -600)
    #expect(WeatherAlerts.inForce([ended, endless, lapsed, later], at: now).map(\.id) == ["x2", "x4"])
  }

  @Test func twoAlertsThatLookAlikeAreBothKept() {
    let one = alert("s1", "Winter Weather Advisory")
    let two = alert("s2", "Winter Weather Advisory")
    #expect(WeatherAlerts.inForce([one, two], at: now).count == 2)
  }

  @Test func anAlertIsInEffectFromItsOnsetUntilItsEnd() {
    let warning = alert("w", onset: 3600, ends: 7200)
    #expect(!warning.isInEffect(at: now))
    #expect(warning.isInEffect(at: now.addingTimeInterval(3600)))
    #expect(!warning.isInEffect(at: now.addingTimeInterval(7200)))
  }

  @Test func theRecordingKeepsWhatTheRulesKeep() throws {
    // The shipped recording exercises each rule on a pass of its own.
    func listed(_ point: String) throws -> [WeatherAlert] {
      try NWSDecoding.alerts(Fixtures.data("api.weather.gov/alerts/active@point=\(point)"))
    }
    let events = { (point: String) in try WeatherAlerts.inForce(listed(point), at: now).map(\.event) }
    #expect(try events("47.7462,-121.0859") == ["Winter Storm Warning"])  // Stevens: the watch replaced
    #expect(try events("48.6048,-118.4662").isEmpty)  // Sherman Pass: withdrawn by a Cancel
    #expect(try events("47.4352,-121.9307").isEmpty)  // Tiger Mountain: a test
    #expect(try events("48.8616,-121.6803").isEmpty)  // Mt. Baker: ended
  }

  @Test func anAlertThatAppearsOrEndsIsAChangeAndAnUpdateIsNot() throws {
    let pass = try #require(Agencies.all.pass(id: 10))
    let watch = alert("w1", "Winter Storm Watch")
    let warning = alert("w2", type: "Update", references: ["w1"])
    let wind = alert("h1", "High Wind Warning")
    #expect(RefreshMerge.alertChanges(from: [watch], to: [warning], pass: pass, now: now).isEmpty)
    let appeared = RefreshMerge.alertChanges(from: [warning], to: [warning, wind], pass: pass, now: now)
    #expect(appeared.count == 1 && appeared.first?.field == .alerts && appeared.first?.old == nil)
    #expect(appeared.first?.new?.text?.hasPrefix("High Wind Warning") == true)
    let ended = RefreshMerge.alertChanges(from: [warning, wind], to: [warning], pass: pass, now: now)
    #expect(
      ended.count == 1 && ended.first?.new == nil && ended.first?.old?.text?.hasPrefix("High Wind Warning") == true)
  }
}
