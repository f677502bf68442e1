import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// An ODOT incident at the pass is read by what it says, however it spells it: `is-active` in any
/// spelling of yes is in force, and only a spelling of no clears it; a headline stating a closure
/// counts whatever the impact field says.
@Suite(.hangGuard) struct ODOTIncidentWordingTests {
  typealias R = ODOTReadingTests

  /// Santiam's levels with one incident at milepost 80 on US 20, `is-active` set to `active`
  /// (removed when nil), impact `impact` and headline `headline`.
  static func levels(active: Any?, impact: String = "Closure", headline: String = "Closed for a test.") throws
    -> PassConditions
  {
    var incident = R.incident(route: "US20", milepost: 80, impact: impact)
    incident["is-active"] = active
    incident["headline"] = headline
    return try ODOTIncidentRulesTests.reading(incidents: try R.incidents([incident])).conditions(for: R.santiam).get()
  }

  @Test(arguments: ["true", "1", "yes", "Y", "active", " TRUE "] as [String])
  func anyYesSpellingIsInForce(active: String) throws {
    #expect(try Self.levels(active: active).restrictions.map(\.level) == [.closed, .closed], "\(active)")
  }

  @Test func aJSONOneOrTrueIsInForce() throws {
    #expect(try Self.levels(active: 1).restrictions.map(\.level) == [.closed, .closed])
    #expect(try Self.levels(active: true).restrictions.map(\.level) == [.closed, .closed])
  }

  @Test(arguments: ["false", "0", "no", "N", "inactive"] as [String])
  func onlyANoSpellingClearsIt(active: String) throws {
    #expect(try Self.levels(active: active).restrictions.map(\.level) == [.open, .open], "\(active)")
    #expect(try Self.levels(active: false).restrictions.map(\.level) == [.open, .open])
    #expect(try Self.levels(active: 0).restrictions.map(\.level) == [.open, .open])
  }

  /// Missing or unreadable: the closure may be in force, so the pass is `unknown`, saying why.
  @Test(arguments: ["missing", "maybe", "", "the number 7"])
  func aMissingOrUnreadableActivityIsUnknownNeverOpen(spelled: String) throws {
    let active: Any? = spelled == "missing" ? nil : spelled == "the number 7" ? (7 as Any) : (spelled as Any)
    let conditions = try Self.levels(active: active)
    #expect(conditions.restrictions.map(\.level) == [.unknown, .unknown], "\(String(describing: active))")
    #expect(conditions.restrictions.allSatisfy { $0.text.contains("is-active") })
    #expect(conditions.reports.contains { $0.kind == .closure && $0.level == .unknown })
    // It outranks a chain requirement too: the road may be closed (unknown's rank, as everywhere).
    var incident = R.incident(route: "US20", milepost: 80)
    incident["is-active"] = active
    let chains = try ODOTIncidentRulesTests.reading(code: "C", incidents: try R.incidents([incident])).conditions(
      for: R.santiam
    ).get()
    #expect(chains.restriction(.eastbound)?.level == .unknown)
  }

  /// A headline stating a plain closure closes the pass whatever the impact says.
  @Test(arguments: ["", "Restriction", "Delay", "Crash"])
  func aHeadlineSayingClosedClosesThePass(impact: String) throws {
    let conditions = try Self.levels(
      active: "true", impact: impact, headline: "US 20 closed at Santiam Pass due to a crash")
    #expect(conditions.restrictions.map(\.level) == [.closed, .closed], "\(impact)")
    #expect(conditions.reports.contains { $0.text.contains("US 20 closed at Santiam Pass") })
  }

  /// "Unconfirmed" beside a stated closure, an unclear closure, or a "Blocked" impact: `unknown`
  /// (a closure that may come is an advisory: never open either).
  @Test(arguments: [
    ("Unconfirmed", "US 20 closed at Santiam Pass due to a crash"),
    ("", "US 20 may be closed, closures possible"),
    ("Blocked", "Road blocked by slide"),
    ("Blocked", "Crash near milepost 80"),
  ])
  func anUnclearClosureIsUnknownNeverOpen(impact: String, headline: String) throws {
    let conditions = try Self.levels(active: "true", impact: impact, headline: headline)
    #expect(
      conditions.restrictions.allSatisfy { [.unknown, .travelAdvisory].contains($0.level) || $0.level.isClosure },
      "\(impact) \(headline): \(conditions.restrictions)")
    #expect(!conditions.restrictions.contains { $0.level == .open })
  }

  /// An incident that states delays, not a closure, delays the pass: it is no opening either.
  @Test func aDelayIsNotAClosure() throws {
    #expect(
      try Self.levels(active: "true", impact: "Delay", headline: "Expect delays of 20 minutes").restrictions.map(
        \.level) == [.trafficDelays, .trafficDelays])
  }
}
