import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// DriveBC's recording of a winter morning (two pages), its catalogue, and the pieces of its
/// reading: the description's template, schedules, BC's highway names.
@Suite(.hangGuard) struct DriveBCTests {
  @Test func theCatalogueHasTenPassesOrMoreEachPlacedAndZoned() throws {
    let sites = DriveBCCatalogue.sites
    #expect(sites.count >= 10)
    #expect(Agencies.all.problems.isEmpty)
    for name in [
      "Coquihalla Summit", "Allison Pass", "Kootenay Pass", "Rogers Pass", "Kicking Horse Pass", "Pine Pass",
      "Cayoosh Pass",
    ] {
      #expect(sites.contains { $0.pass.name == name }, "\(name)")
    }
    for site in sites {
      #expect(site.pass.agency == .drivebc && DriveBC().idRange.contains(site.pass.id))
      #expect(site.pass.summit == site.summit && site.pass.highway.hasPrefix("BC-"))
      #expect(site.radiusKm >= 10 && site.radiusKm <= 50)
      #expect((48.9...60).contains(site.summit.latitude) && (-139...(-114)).contains(site.summit.longitude))
      #expect(!site.pass.isEnabled)
    }
    #expect(DriveBCFixture.site("Rogers Pass").zone.standardOffsetHours == 7)
    #expect(DriveBCFixture.site("Kicking Horse Pass").zone.standardOffsetHours == 7)
    #expect(DriveBCFixture.site("Coquihalla Summit").zone.standardOffsetHours == 8)
    #expect(DriveBCFixture.site("Coquihalla Summit").elevationMetres == 1244)
    #expect(DriveBCFixture.site("Coquihalla Summit").pass.directions == .northSouth)
  }

  @Test func theRecordingReadsAsTheMorningWas() async throws {
    let reading = await DriveBCFixture.reading()
    let listing = try reading.listing.get()
    #expect(listing.pages.count == 2 && listing.events.count == 10 && listing.isComplete)
    #expect(reading.now == DriveBCFixture.recorded.addingTimeInterval(-5 * 60), "judged at its newest change")
    func levels(_ name: String) -> [TravelDirection: RestrictionLevel] { DriveBCFixture.levels(reading, name) ?? [:] }
    #expect(levels("Coquihalla Summit") == [.northbound: .closed, .southbound: .open])
    #expect(levels("Kootenay Pass") == [.eastbound: .open, .westbound: .open], "a commercial chain-up binds trucks")
    #expect(levels("Rogers Pass") == [.eastbound: .closed, .westbound: .closed])
    #expect(levels("Allison Pass") == [.eastbound: .trafficDelays, .westbound: .trafficDelays])
    #expect(levels("Pine Pass") == [.northbound: .travelAdvisory, .southbound: .travelAdvisory])
    #expect(levels("Cayoosh Pass") == [.northbound: .open, .southbound: .open], "an archived closure is over")
    #expect(levels("Kicking Horse Pass") == [.eastbound: .open, .westbound: .open], "Golden's closure is elsewhere")
    #expect(levels("Bonanza Pass") == [.eastbound: .closed, .westbound: .closed], "closed in its words alone")
    #expect(levels("Fraser Canyon") == [.northbound: .open, .southbound: .open])
    let open = try reading.conditions(for: DriveBCFixture.site("Sea-to-Sky")).get()
    #expect(open.restrictions.allSatisfy { $0.level == .open && $0.text == "DriveBC: no event on this stretch" })
    let kicking = try reading.conditions(for: DriveBCFixture.site("Kicking Horse Pass")).get()
    #expect(kicking.reports.contains { $0.isUpcoming && $0.text.contains("Bridge maintenance") })
    let kootenay = try reading.conditions(for: DriveBCFixture.site("Kootenay Pass")).get()
    #expect(kootenay.reports.contains { $0.kind == .trucksOnly })
  }

  @Test func theWinterTireRuleIsAdviceInItsSeasonNeverALevel() throws {
    let winter = try DriveBCFixture.reading(of: []).conditions(for: DriveBCFixture.site("Coquihalla Summit")).get()
    #expect(winter.reports.contains { $0.text.contains("winter tires") && $0.level == nil && $0.kind == .information })
    var summer = try DriveBCFixture.reading(of: [])
    summer.now = Date(timeIntervalSince1970: 1_783_000_000)  // July 2026
    let july = try summer.conditions(for: DriveBCFixture.site("Coquihalla Summit")).get()
    #expect(!july.reports.contains { $0.text.contains("winter tires") })
    #expect(july.restrictions.allSatisfy { $0.level == .open })
  }

  @Test(arguments: [
    ("Highway 3, in both directions.", true), ("Highway 5, northbound.", true), ("Hwy 99 southbound.", true),
    ("Other Roads, in both directions.", true), ("Quesnel-Hixon Road, in both directions.", true),
    ("Next update time Wed Dec 14 at 11:00 AM PST.", true), ("Last updated Wed Dec 14 at 9:12 AM PST.", true),
    ("Until Tue Jan 20 at 3:00 PM MST.", true), ("(DBC-28386)", true), ("Until further notice.", true),
    ("Road closed, northbound.", false), ("Highway 5 closed northbound.", false), ("Lane closed, southbound.", false),
    ("Until the road is cleared.", false), ("Traffic, in both directions.", false), ("Road closed.", false),
  ])
  func onlyTheTemplatesOwnSentencesAreSetAside(sentence: String, isForm: Bool) {
    #expect(DriveBCDescription.isForm(DriveBCDescription.key(sentence)) == isForm)
  }

  @Test func aDescriptionKeepsTheCrewsWords() {
    let description = DriveBCDescription(
      "Highway 3, in both directions. Avalanche control work between West Avalanche Gate and West Creston Rd for "
        + "26.6 km (Kootenay Pass). Until Wed Dec 14 at 1:00 PM PST. Road closed. Next update time Wed Dec 14 at "
        + "11:00 AM PST. Last updated Wed Dec 14 at 9:12 AM PST. (DBC-28386)")
    #expect(description.words.contains("Road closed.") && description.words.contains("Avalanche control work"))
    #expect(description.form.count == 5 && !description.isCommercialChainUp && !description.isTruncated)
    #expect(DriveBCTerms.read(description.words).level == .closed)
    let truncated = DriveBCDescription("[Truncated] ...lternating traffic.")
    #expect(truncated.isTruncated)
    #expect(DriveBCTerms.read("[Truncated] Compact snow.").level(for: .both) == .unknown)
    // Cut within its closing lines, it lost only them.
    #expect(
      DriveBCTerms.read("[Truncated] Highway 3. Travel advisory in effect. Next update time Sat D").level(for: .both)
        == .travelAdvisory)
    #expect(!DriveBCDescription("[Truncated] Road closed. Last updated Sat Dec 20 at 7:3").isTruncated)
  }

  @Test(arguments: [
    "Commercial chain up in effect", "Commercial chain up in effect.", "COMMERCIAL CHAIN UP IN EFFECT",
    "Commercial chain-up in effect at Kootenay Pass.", "Chain up in effect for commercial vehicles.",
    "Mandatory commercial chain up in effect between Salmo and Creston.",
    "Highway 3, in both directions. Commercial chain up in effect between Salmo and Creston for 84 km (Kootenay Pass). "
      + "Last updated Sat Jan 17 at 6:45 AM PST. (DBCCNUP-3321)",
  ])
  func aCommercialChainUpAsksNothingOfACar(text: String) {
    let words = DriveBCTerms.read(text)
    #expect(words.level(for: .northbound) == nil, "\(words.statements)")
  }

  @Test(arguments: [
    "Commercial chain up in effect. Chains required on all vehicles.",
    "Commercial chain up in effect between Salmo and Creston; chains required for all vehicles.",
  ])
  func aChainRuleForEveryVehicleBesideItStillRestricts(text: String) {
    let level = DriveBCTerms.read(text).level(for: .both)
    #expect(level != nil && level != .open, "\(text)")
  }

  @Test func aRecurringScheduleIsReadInThePasssZone() throws {
    // Monday to Friday, 09:00–15:00 local, in January 2026.
    let schedule = DriveBCSchedule(
      JSONValue.members([
        "recurring_schedules": [
          [
            "days": [1, 2, 3, 4, 5], "start_date": "2026-01-05", "end_date": "2026-01-30", "daily_start_time": "09:00",
            "daily_end_time": "15:00",
          ]
        ]
      ]))
    #expect(schedule.problems.isEmpty)
    // Friday 2026-01-16 10:00 PST = 18:00Z: in force in Pacific time; 11:00 MST is also inside.
    let fridayMorning = Date(timeIntervalSince1970: 1_768_586_400)
    #expect(schedule.isInForce(at: fridayMorning, zone: .pacific))
    // Friday 15:30 PST = 23:30Z: over in Pacific, over in Mountain (16:30).
    let fridayEvening = fridayMorning.addingTimeInterval(5.5 * 3600)
    #expect(!schedule.isInForce(at: fridayEvening, zone: .pacific))
    // Friday 08:30 PST = 16:30Z: not yet in Pacific, in force in Mountain (09:30).
    let early = fridayMorning.addingTimeInterval(-1.5 * 3600)
    #expect(!schedule.isInForce(at: early, zone: .pacific) && schedule.isInForce(at: early, zone: .mountain))
    // Saturday: not a listed day.
    #expect(!schedule.isInForce(at: fridayMorning.addingTimeInterval(86_400), zone: .pacific))
    // A schedule that cannot be read is in force: it proves nothing is over.
    let unreadable = DriveBCSchedule(["intervals": .array([.string("yesterday/tomorrow")])])
    #expect(!unreadable.problems.isEmpty && unreadable.isInForce(at: fridayMorning, zone: .pacific))
  }

  @Test(arguments: ["Highway 5", "Hwy 5", "BC-5", "BC 5", "hwy 5", "Route 5"])
  func bcHighwayNamesNameTheCoquihalla(name: String) throws {
    #expect(DriveBCFixture.site("Coquihalla Summit").isOnHighway(name))
    let names = PassNames(passes: Agencies.all.catalogue)
    #expect(try names.select(highway: name).contains { $0.name == "Coquihalla Summit" })
  }

  @Test(arguments: ["I-5", "US 5", "Highway 97C", "Other Roads", "Highway 15", "Coquihalla Highway"])
  func otherRoadsAreNotTheCoquihalla(name: String) {
    #expect(!DriveBCFixture.site("Coquihalla Summit").isOnHighway(name))
  }

  @Test func aSavedPageIsRecognisedAndOpensNothing() throws {
    let data = try Fixtures.data("api.open511.gov.bc.ca/events")
    #expect(DriveBC().recognise(data) == .certain(.drivebcEvents))
    let reports = try DriveBC().reports(
      from: data, format: .drivebcEvents, charset: nil, location: "events", fetchedAt: DriveBCFixture.recorded)
    #expect(!reports.isEmpty)
    #expect(!reports.flatMap(\.conditions.restrictions).contains { $0.level == .open })
    let rogers = try #require(reports.first { $0.name == "Rogers Pass" })
    #expect(rogers.conditions.restrictions.allSatisfy { $0.level == .closed })
  }
}
