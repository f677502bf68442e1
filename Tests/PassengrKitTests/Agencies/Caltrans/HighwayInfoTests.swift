import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Caltrans highway information: every sentence form read into facts, placed on the passes'
/// stretches, and combined with the chain controls so that a pass is never open on chain controls alone.
@Suite struct HighwayInfoTests {
  static let now = Date(timeIntervalSince1970: 1_790_740_623)  // 2026-09-29 20:57:03 PDT

  static func entry(_ line: String) -> HighwayInfoEntry { HighwayInfoEntry.parse(line, area: nil) }

  @Test(
    arguments: [
      (
        "Is closed from Colfax (Placer Co) to the Nevada State Line - Due to reduced visibility - Motorists are advised to use an alternate route",
        HighwayInfoEntry.Kind.closure, ["Colfax", "Nevada State Line"], RestrictionLevel?.some(.closed)
      ),
      (
        "Is closed from the Jct of US 395 (Mono Co) to the Jct of SR 4 /Monitor Pass/ (Alpine Co) - For the winter - Motorists are advised to use an alternate route",
        .closure, ["Monitor Pass", "Jct of US 395", "Jct of SR 4"], .closedForSeason
      ),
      (
        "IS CLOSED FROM KENNEDY MEADOWS TO LEAVITT MEADOWS /SONORA PASS/ (TUOLUMNE, MONO CO'S) - WINTER CLOSURE -",
        .closure, ["SONORA PASS", "KENNEDY MEADOWS", "LEAVITT MEADOWS"], .closedForSeason
      ),
      (
        "Is closed 2 mi north of the Jct of SR 44 (Shasta Co) - Due to a traffic collision - Motorists are advised to use an alternate route",
        .closure, ["Jct of SR 44"], .closed
      ),
      (
        "IS CLOSED TO EASTBOUND TRAFFIC AT DONNER LAKE (NEVADA CO) AT 1600 HRS ON 12/14/21 - DUE TO MULTIPLE SPINOUTS",
        .closure, ["DONNER LAKE"], .closed
      ),
      ("IS REOPENED 11 MI NORTH OF TRUCKEE (SIERRA CO) AT 1512 HRS ON 12/13/21", .reopening, ["TRUCKEE"], nil),
      (
        "Chains are required on all vehicles except 4-wheel-drive vehicles with snow tires on all 4 wheels from Silver Lake (Amador Co) to 5 mi west of Picketts Jct (Alpine Co)",
        .chains, ["Silver Lake", "Picketts Jct"], .chainsRequired
      ),
      (
        "Chains or snow tires are required from 3 mi north of Greenville to Canyon Dam (Plumas Co)", .chains,
        ["Greenville", "Canyon Dam"], .tractionRequired
      ),
      (
        "Chains are required on all vehicles from Kingvale (Placer Co) to Truckee (Nevada Co)", .chains,
        ["Kingvale", "Truckee"], .chainsAll
      ),
      (
        "Chains are required on single axle drive vehicles towing trailers from Graeagle to Blairsden (PLumas Co)",
        .trucksOnly, ["Graeagle", "Blairsden"], nil
      ),
      (
        "1-way controlled traffic from 13 mi north to 14.5 mi north of the Jct of SR 44 (Shasta Co) - Due to slides",
        .oneWayControl, ["Jct of SR 44"], .trafficDelays
      ),
      (
        "Eastbound trucks are being screened at Applegate (Placer Co) - Drivers must have maximum chains", .trucksOnly,
        ["Applegate"], nil
      ),
      (
        "All westbound trucks are required to stop at the brake check area at Kingvale (Placer Co)", .trucksOnly,
        ["Kingvale"], nil
      ),
      (
        "A high wind advisory is in effect at Conway Summit (Mono Co) - Travel is not recommended for campers, trailers or permit loads",
        .advisory, ["Conway Summit"], nil
      ),
      (
        "Please research chain control locations as Caltrans is currently working to update chain control descriptions",
        .information, [], nil
      ),
    ] as [(String, HighwayInfoEntry.Kind, [String], RestrictionLevel?)])
  func everySentenceFormIsRead(line: String, kind: HighwayInfoEntry.Kind, places: [String], level: RestrictionLevel?) {
    let entry = Self.entry(line)
    #expect(entry.kind == kind, "\(line)")
    for place in places { #expect(entry.places.contains(place), "\(place) missing from \(entry.places) in \(line)") }
    #expect(entry.level(at: Self.now) == level, "\(line)")
    #expect(!entry.text.contains("Motorists are advised"), "boilerplate is abridged")
  }

  @Test func directionReasonAndTimeAreRead() throws {
    let closed = Self.entry(
      "Is closed to eastbound traffic at Donner Lake (Nevada Co) - Due to spinouts – Motorists are advised to use an alternate route"
    )
    #expect(closed.direction == .eastbound)
    #expect(closed.reason == "Due to spinouts")
    let chains = Self.entry(
      "**For westbound traffic: Chains are required on all vehicles except 4-wheel-drive vehicles with snow tires on all 4 wheels from Kingvale to Truckee"
    )
    #expect(chains.direction == .westbound && chains.kind == .chains && chains.chainLevel == .chainsRequired)
    #expect(chains.concerns(.westbound) && !chains.concerns(.eastbound))
    let since = Self.entry("IS CLOSED AT TRUCKEE AT 1600 HRS ON 12/14/21 - DUE TO MULTIPLE SPINOUTS")
    #expect(since.time == .since(try #require(PacificTime.date(year: 2021, month: 12, day: 14, hour: 16, minute: 0))))
  }

  @Test func upperAndMixedCaseReadAlike() {
    let upper = Self.entry(
      "IS CLOSED FROM CRANE FLAT (TUOLUMNE CO) TO 5 MI WEST OF THE JCT OF US 395 /TIOGA PASS/ (MONO CO) - FOR THE WINTER"
    )
    let mixed = Self.entry(
      "Is closed from Crane Flat (Tuolumne Co) to 5 mi west of the Jct of US 395 /Tioga Pass/ (Mono Co) - For the winter"
    )
    #expect(upper.kind == mixed.kind && upper.isSeasonal && mixed.isSeasonal)
    #expect(upper.places.map(Stretch.key) == mixed.places.map(Stretch.key))
  }

  @Test func aTimeWindowAppliesOnlyInsideItAndAnUnreadableTimeIsApplied() throws {
    let window = Self.entry(
      "Is closed from Colfax to Baxter (Placer Co) from 0800 hrs to 1700 hrs on 9/29/26 - Due to construction")
    let inside = try #require(PacificTime.date(year: 2026, month: 9, day: 29, hour: 12, minute: 0))
    let dayBefore = try #require(PacificTime.date(year: 2026, month: 9, day: 28, hour: 12, minute: 0))
    #expect(window.level(at: inside) == .closed, "today, inside the window")
    #expect(window.level(at: dayBefore) == nil, "tomorrow's window does not close the road today")
    #expect(window.isUpcoming(at: dayBefore))
    let unreadable = Self.entry(
      "Is closed from Colfax to Baxter (Placer Co) from sometime hrs on 99/99/99 - Due to construction")
    #expect(unreadable.level(at: inside) == .closed, "a time that cannot be read is applied")
    let daily = Self.entry(
      "Is closed from Colfax to Baxter from 0900 hrs each morning to 1600 hrs each night Monday thru Friday thru 2/16/27 - Due to tree work"
    )
    guard case .daily(let from, let to, let weekdays, _) = daily.time else {
      Issue.record("\(String(describing: daily.time))")
      return
    }
    #expect(from == 540 && to == 960 && weekdays == Set(2...6))
    #expect(daily.level(at: inside) == .closed, "a Tuesday noon")
    #expect(daily.level(at: try #require(PacificTime.date(year: 2026, month: 9, day: 29, hour: 20, minute: 0))) == nil)
  }

  @Test func headersOnTheirOwnLineBeforeAnEntryOrWithoutTheirBracketAreAreas() throws {
    let page = try #require(
      HighwayInfoPage.parse(lines: [
        "Highway Information", "SR 89",
        "[IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA] Is closed from the Jct of US 395 (Mono Co) to the Jct of SR 4 (Alpine Co) - For the winter",
        "[IN THE NORTHERN CALIFORNIA AREA]",
        "Is closed from Emerald Bay State to Bliss State Park (El Dorado Co) - Due to snow",
        "IN THE SIERRA NEVADA] Chains or snow tires are required from Tahoe City (Placer Co) to the Jct of I 80 (ALPINE CO0",
        "No traffic restrictions are reported for this area.",
      ]))
    #expect(page.route == "SR 89")
    #expect(
      page.entries.map(\.area) == [
        "IN THE CENTRAL CALIFORNIA AREA & SIERRA NEVADA", "IN THE NORTHERN CALIFORNIA AREA", "IN THE SIERRA NEVADA",
      ])
    #expect(page.entries[2].places.contains("Tahoe City"), "a county typo never stops a line")
    #expect(HighwayInfoPage.parse(lines: ["no route here"]) == nil)
  }

  // MARK: Placing entries on passes

  static func pass(_ name: String) throws -> Pass {
    try #require(Caltrans().catalogue.first { $0.name.hasPrefix(name) })
  }

  @Test func onlyEntriesOnAPasssStretchConcernIt() throws {
    let donner = try Self.pass("Donner")
    #expect(
      Stretch.concerns(
        Self.entry("Is closed from Colfax (Placer Co) to the Nevada State Line"), passID: donner.id, name: donner.name))
    #expect(Stretch.concerns(Self.entry("Is closed at the Donner Summit"), passID: donner.id, name: donner.name))
    // Elsewhere on I 80: the Bay Area, Sacramento.
    #expect(
      !Stretch.concerns(
        Self.entry("Is closed to westbound traffic at the Carquinez Bridge (Solano Co)"), passID: donner.id,
        name: donner.name))
    #expect(
      !Stretch.concerns(
        Self.entry("Is closed from the Jct of Business 80 to Watt Ave (Sacramento Co)"), passID: donner.id,
        name: donner.name))
    // Loosely: case, apostrophes, Junction for Jct.
    let carson = try Self.pass("Carson")
    #expect(
      Stretch.concerns(Self.entry("IS CLOSED AT COOKS STATION (AMADOR CO)"), passID: carson.id, name: carson.name))
    #expect(
      Stretch.concerns(
        Self.entry("Is closed 2 mi west of Picketts Junction (Alpine Co)"), passID: carson.id, name: carson.name))
  }

  static func chainConditions(_ pass: Pass, _ levels: (RestrictionLevel, RestrictionLevel)) -> PassConditions {
    let (first, second) = pass.directions.directions
    return PassConditions(
      restrictions: [
        Restriction(direction: first, text: "R at A", level: levels.0),
        Restriction(direction: second, text: "R at B", level: levels.1),
      ],
      roadConditions: "Chain controls only: closures are not reported in this feed.", weather: nil, temperatureF: nil,
      updatedAt: nil, fetchedAt: now)
  }

  static func page(_ lines: [String]) throws -> HighwayInfoPage {
    try #require(HighwayInfoPage.parse(lines: ["I 80"] + lines))
  }

  @Test func aClosureOutranksChainControlsAndChainControlsOutrankInformation() throws {
    let donner = try Self.pass("Donner")
    let closed = try Self.page(["Is closed from Colfax (Placer Co) to the Nevada State Line - Due to spinouts"])
    let combined = CaltransSource.combine(
      Self.chainConditions(donner, (.chainsRequired, .chainsRequired)), pass: donner, page: .success(closed),
      now: Self.now)
    #expect(combined.restrictions.map(\.level) == [.closed, .closed])
    #expect(
      combined.restrictions.first?.text
        == "Is closed from Colfax (Placer Co) to the Nevada State Line - Due to spinouts")
    #expect(combined.roadConditions == nil, "both sources answered: no disclaimer")
    #expect(combined.reports.map(\.level) == [.closed])
    // The other order: chain controls worse than what the page says.
    let trucks = try Self.page([
      "Eastbound trucks are being screened at Applegate (Placer Co)", "A high wind advisory is in effect at Truckee",
    ])
    let kept = CaltransSource.combine(
      Self.chainConditions(donner, (.chainsRequired, .open)), pass: donner, page: .success(trucks), now: Self.now)
    #expect(
      kept.restrictions.map(\.level) == [.chainsRequired, .open],
      "trucks and wind advisories never set a passenger level")
    #expect(kept.reports.count == 2 && kept.reports.allSatisfy { $0.level == nil })
  }

  @Test func aDirectionLimitedClosureClosesOnlyThatDirection() throws {
    let donner = try Self.pass("Donner")
    let page = try Self.page(["Is closed to eastbound traffic at Kingvale (Placer Co) - Due to spinouts"])
    let combined = CaltransSource.combine(
      Self.chainConditions(donner, (.open, .open)), pass: donner, page: .success(page), now: Self.now)
    #expect(combined.restriction(.eastbound)?.level == .closed)
    #expect(combined.restriction(.westbound)?.level == .open)
  }

  @Test func aPageThatCannotBeReadNeverLeavesAPassOpen() throws {
    let tioga = try Self.pass("Tioga")
    let failure = SourceError.sourceFailed(reason: "HTTP 503 from https://roads.dot.ca.gov/roadinfo/sr120")
    let combined = CaltransSource.combine(
      Self.chainConditions(tioga, (.open, .chainsRequired)), pass: tioga, page: .failure(failure), now: Self.now)
    // Open becomes unknown; the chain control is kept as the floor: a closure may lie beyond it.
    #expect(combined.restrictions.map(\.level) == [.unknown, .unknown])
    #expect(combined.restrictions.map(\.floor) == [nil, .chainsRequired])
    #expect(combined.restrictions.allSatisfy { $0.gap == .closuresNotChecked })
    #expect(combined.restrictions.allSatisfy { $0.gapDetail?.hasPrefix("HTTP 503") == true })
    #expect(combined.partialFailures["caltrans-roadinfo"] != nil)
    // Unknown outranks the chains the other way: closures there could not be checked either.
    #expect(combined.level == .unknown)
    let allOpen = CaltransSource.combine(
      Self.chainConditions(tioga, (.open, .open)), pass: tioga, page: .failure(failure), now: Self.now)
    #expect(allOpen.level == .unknown)
  }

  @Test func theShippedJanuaryPagesCloseTiogaSonoraAndEbbettsForTheWinter() throws {
    for (route, name) in [("sr120", "Tioga"), ("sr108", "Sonora"), ("sr4", "Ebbetts")] {
      let pass = try Self.pass(name)
      let page = try HighwayInfoPage.decode(Fixtures.data("roadinfo/\(route)"), charset: nil, url: route)
      let combined = CaltransSource.combine(
        Self.chainConditions(pass, (.open, .open)), pass: pass, page: .success(page), now: Self.now)
      #expect(combined.level == .closedForSeason, "\(name): \(combined.restrictions)")
    }
  }
}
