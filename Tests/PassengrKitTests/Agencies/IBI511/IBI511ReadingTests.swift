import Foundation
import Testing

@testable import PassengrKit

/// The reading rules: open only from a current segment at the pass that restricts nothing, with
/// the events read and nothing at the pass restricting; closures by code and by word; placement
/// that fails closed; Utah's seasonal gates; Arizona never open.
@Suite struct IBI511ReadingTests {
  typealias R = IBI511Records
  let utah = UDOT().deployment
  let idaho = ITD().deployment
  let arizona = ADOT().deployment
  let parleys = R.site(6001)

  func utahLevels(events: [[String: Any]] = [], segments: [[String: Any]]? = nil, passes: [[String: Any]] = []) throws
    -> [RestrictionLevel]
  {
    let site = parleys
    return R.levels(
      R.conditions(
        utah, site,
        [
          .event: .success(try R.answer(events)),
          .roadConditions: .success(try R.answer(segments ?? [R.segment(at: site)], kind: .roadConditions)),
          .mountainPasses: .success(try R.answer(passes, kind: .mountainPasses)),
        ]))
  }

  @Test func aCurrentSegmentThatRestrictsNothingWithNoEventIsOpen() throws {
    #expect(try utahLevels() == [.open, .open])
  }

  @Test func noSegmentAnOldSegmentOrNoReportIsUnknown() throws {
    #expect(try utahLevels(segments: []) == [.unknown, .unknown])
    #expect(
      try utahLevels(segments: [R.segment(at: parleys, ["LastUpdated": R.nowSeconds - 3 * 86400])]) == [
        .unknown, .unknown,
      ])
    #expect(try utahLevels(segments: [R.segment(at: parleys, ["LastUpdated": NSNull()])]) == [.unknown, .unknown])
    #expect(
      try utahLevels(segments: [R.segment(at: parleys, ["RoadCondition": "No Report", "Restriction": ""])]) == [
        .unknown, .unknown,
      ])
    let idahoSite = R.site(5003)
    let stretch = R.conditions(
      idaho, idahoSite,
      [
        .event: .success(try R.answer([])),
        .winterRoads: .success(try R.answer([R.stretch(at: idahoSite, ["Primary Condition": "No Report"])])),
        .mountainPasses: .success(try R.answer([])),
      ])
    #expect(R.levels(stretch) == [.unknown, .unknown])
    #expect((try stretch.get()).restrictions.allSatisfy { $0.gap == .noReport })
  }

  @Test func aSegmentElsewhereOnTheSameRoadIsNoEvidence() throws {
    let far = R.segment(
      at: parleys, ["RoadwayName": "I-80 Echo Canyon", "EncodedPolyline": R.polyline(through: parleys, offset: 0.3)])
    #expect(try utahLevels(segments: [far]) == [.unknown, .unknown])
    // On another road that crosses near the summit: not the pass's stretch either.
    #expect(
      try utahLevels(segments: [R.segment(at: parleys, ["RoadwayName": "SR-65 East Canyon"])]) == [.unknown, .unknown])
  }

  /// An event's type names the kind of rule; the description that states it says for whom.
  @Test func aChainRulesTypeYieldsToTheDescriptionThatSaysForWhom() throws {
    let trucks = R.event(
      at: parleys,
      [
        "Description": "Commercial vehicles must chain up on I-80 at Parleys Summit.",
        "EventSubType": "Chain Restriction",
      ])
    #expect(try utahLevels(events: [trucks]) == [.open, .open])
    let everyone = R.event(
      at: parleys, ["Description": "Chains required on all vehicles.", "EventSubType": "Chain Restriction"])
    #expect(try utahLevels(events: [everyone]) == [.chainsAll, .chainsAll])
    // With no rule told in the description, the type still stands.
    let typeOnly = R.event(at: parleys, ["Description": "Snowplows working", "EventSubType": "Chain Restriction"])
    #expect(try utahLevels(events: [typeOnly]) != [.open, .open])
  }

  /// An event told as over in its description: its type no longer delays anyone.
  @Test func anEventToldAsOverIsNoLongerDelays() throws {
    let over = R.event(
      at: parleys,
      ["Description": "Right lane has reopened at the summit after the crash was cleared.", "EventSubType": "Crash"])
    #expect(try utahLevels(events: [over]) == [.open, .open])
    let now = R.event(at: parleys, ["Description": "Right lane blocked by a crash.", "EventSubType": "Crash"])
    #expect(try utahLevels(events: [now]) == [.trafficDelays, .trafficDelays])
  }

  @Test func chainWordsInTheRestrictionGiveTheirLevel() throws {
    #expect(
      try utahLevels(segments: [R.segment(at: parleys, ["Restriction": "Chains required"])]) == [
        .chainsRequired, .chainsRequired,
      ])
    #expect(try utahLevels(segments: [R.segment(at: parleys, ["RoadCondition": "Closed"])]) == [.closed, .closed])
    #expect(
      try utahLevels(segments: [R.segment(at: parleys, ["WeatherCondition": "Zorblax"])]) == [.unknown, .unknown])
  }

  @Test(arguments: [
    ("Eastbound", [RestrictionLevel.closed, .open]), ("Westbound", [.open, .closed]),
    ("Both Directions", [.closed, .closed]),
    ("All Directions", [.closed, .closed]), ("None", [.closed, .closed]), ("", [.closed, .closed]),
    ("Inbound", [.closed, .closed]),
    ("Northbound", [.closed, .closed]),
  ])
  func aFullClosureAtThePassClosesTheDirectionsItNames(direction: String, expected: [RestrictionLevel]) throws {
    let event = R.event(
      at: parleys, ["IsFullClosure": true, "DirectionOfTravel": direction, "Description": "Snowplows working"])
    #expect(try utahLevels(events: [event]) == expected)
  }

  @Test func wordsThatNameADirectionSpeakForItWhateverTheEventsOwnDirection() throws {
    let other = R.event(at: parleys, ["DirectionOfTravel": "Eastbound", "Description": "Westbound lanes closed"])
    #expect(try utahLevels(events: [other]) == [.open, .closed])
    let both = R.event(at: parleys, ["DirectionOfTravel": "Eastbound", "Description": "Closed in both directions"])
    #expect(try utahLevels(events: [both]) == [.closed, .closed])
    let own = R.event(at: parleys, ["DirectionOfTravel": "Eastbound", "Description": "Road closed"])
    #expect(try utahLevels(events: [own]) == [.closed, .open])
  }

  @Test(arguments: ["I-80", "I 80", "Interstate 80", "I-80 EB", "i80", "I-80: Parleys Canyon"])
  func theRoadwayIsReadHoweverItIsWritten(roadway: String) throws {
    #expect(
      try utahLevels(events: [R.event(at: parleys, ["RoadwayName": roadway, "IsFullClosure": true])]) == [
        .closed, .closed,
      ])
  }

  @Test func theClosuresTypeClosesUnlessItSaysALaneStaysOpen() throws {
    #expect(
      try utahLevels(events: [R.event(at: parleys, ["EventType": "closures", "IsFullClosure": NSNull()])]) == [
        .closed, .closed,
      ])
    let lane = R.event(
      at: parleys, ["EventType": "closures", "IsFullClosure": false, "Description": "Right lane closed"])
    #expect(try utahLevels(events: [lane]) == [.trafficDelays, .trafficDelays])
    let words = R.event(at: parleys, ["EventType": "closures", "IsFullClosure": false, "Description": "Road closed"])
    #expect(try utahLevels(events: [words]) == [.closed, .closed])
  }

  @Test func anEventOnTheSameInterstateFarAwayIsNotAtThePass() throws {
    let far = R.event(at: parleys, ["IsFullClosure": true, "Latitude": 40.97, "Longitude": -109.5])
    #expect(try utahLevels(events: [far]) == [.open, .open])
  }

  @Test func anEventThatCannotBePlacedNeverLeavesThePassOpen() throws {
    let nowhere = R.event(at: parleys, ["Latitude": 0, "Longitude": 0])
    #expect(try utahLevels(events: [nowhere]) == [.unknown, .unknown])
    let written = R.event(at: parleys, ["RoadwayName": "Parleys Cyn Rd"])
    #expect(try utahLevels(events: [written]) == [.unknown, .unknown])
    // A closure that may be here outranks a lesser restriction.
    let chained = R.segment(at: parleys, ["Restriction": "Traction tires required"])
    let closure = R.event(at: parleys, ["IsFullClosure": true, "Latitude": NSNull(), "Longitude": NSNull()])
    #expect(try utahLevels(events: [closure], segments: [chained]) == [.unknown, .unknown])
    // On another road near the summit, or a road its words name elsewhere: not here.
    #expect(
      try utahLevels(events: [R.event(at: parleys, ["RoadwayName": "SR-65", "IsFullClosure": true])]) == [.open, .open])
    let named = R.event(
      at: parleys, ["RoadwayName": "", "Latitude": 0, "Longitude": 0, "Description": "Crash on I-15 at 600 South"])
    #expect(try utahLevels(events: [named]) == [.open, .open])
  }

  @Test func anEventThatHasEndedOrNotBegunSaysNothingOfNow() throws {
    let ended = R.event(
      at: parleys, ["IsFullClosure": true, "StartDate": R.nowSeconds - 7200, "PlannedEndDate": R.nowSeconds - 60])
    #expect(try utahLevels(events: [ended]) == [.open, .open])
    let coming = R.event(at: parleys, ["IsFullClosure": true, "StartDate": R.nowSeconds + 7200])
    #expect(try utahLevels(events: [coming]) == [.open, .open])
    // An end before its start is no end.
    let muddled = R.event(
      at: parleys, ["IsFullClosure": true, "StartDate": R.nowSeconds - 60, "PlannedEndDate": R.nowSeconds - 7200])
    #expect(try utahLevels(events: [muddled]) == [.closed, .closed])
  }

  @Test func aSeasonalGateClosedClosesForTheSeasonAndAMissingGateIsNoEvidence() throws {
    let closed: [String: Any] = [
      "Id": 9, "Name": "I-80 Parleys Summit", "Roadway": "I-80",
      "SeasonalInfo": [["SeasonalClosureStatus": "CLOSED", "SeasonalClosureDescription": "Francis to Hanna"]],
    ]
    #expect(try utahLevels(passes: [closed]) == [.closedForSeason, .closedForSeason])
    let missing: [String: Any] = ["Id": 9, "Name": "I-80 Parleys Summit", "Roadway": "I-80", "AirTemperature": "25"]
    #expect(try utahLevels(segments: [], passes: [missing]) == [.unknown, .unknown])
    let garbled: [String: Any] = [
      "Id": 9, "Name": "I-80 Parleys Summit", "SeasonalInfo": [["SeasonalClosureStatus": "PENDING"]],
    ]
    #expect(try utahLevels(passes: [garbled]) == [.unknown, .unknown])
    // A pass with a gate whose list cannot be read is not open.
    let wolf = R.site(6002)
    let unread = R.conditions(
      utah, wolf, [.event: .success(try R.answer([])), .roadConditions: .success(try R.answer([R.segment(at: wolf)]))])
    #expect(R.levels(unread) == [.unknown, .unknown])
  }

  @Test func withoutTheEventsNoDirectionIsOpenAndWithoutSegmentsAClosureStillStands() throws {
    let noEvents = R.conditions(
      utah, parleys,
      [
        .roadConditions: .success(try R.answer([R.segment(at: parleys)])), .mountainPasses: .success(try R.answer([])),
      ])
    #expect(R.levels(noEvents) == [.unknown, .unknown])
    // Each direction carries the typed gap and why; the segment's own words stay its text.
    let gaps = try noEvents.get().restrictions
    #expect(gaps.allSatisfy { $0.gap == .closuresNotChecked && $0.gapDetail?.isEmpty == false }, "\(gaps)")
    #expect(gaps.allSatisfy { !$0.text.contains("could not be checked") })
    #expect((try noEvents.get()).warning == nil)
    let closure = R.event(at: parleys, ["IsFullClosure": true])
    let noSegments = R.conditions(utah, parleys, [.event: .success(try R.answer([closure]))])
    #expect(R.levels(noSegments) == [.closed, .closed])
    let nothing = R.conditions(utah, parleys, [:])
    #expect(throws: (any Error).self) { try nothing.get() }
  }

  @Test func arizonaIsNeverOpenButShowsItsClosuresAndChains() throws {
    let flagstaff = R.site(8001)
    #expect(R.levels(R.conditions(arizona, flagstaff, [.event: .success(try R.answer([]))])) == [.unknown, .unknown])
    let chains = R.event(at: flagstaff, ["Description": "Chains required"])
    #expect(
      R.levels(R.conditions(arizona, flagstaff, [.event: .success(try R.answer([chains]))])) == [
        .chainsRequired, .chainsRequired,
      ])
    // Words not understood beside it still count.
    let other = R.event(at: flagstaff, ["ID": 2, "Description": "Zorblax on the roadway"])
    #expect(
      R.levels(R.conditions(arizona, flagstaff, [.event: .success(try R.answer([chains, other]))])) == [
        .unknown, .unknown,
      ])
    let closure = R.event(at: flagstaff, ["IsFullClosure": true, "DirectionOfTravel": "Westbound"])
    #expect(
      R.levels(R.conditions(arizona, flagstaff, [.event: .success(try R.answer([closure]))])) == [.unknown, .closed])
  }

  @Test func anEventAtThePassThatCannotBeReadWholeIsNotGoodNews() throws {
    let broken = R.event(at: parleys, ["IsFullClosure": ["yes"], "Description": "Snowplows working"])
    #expect(try utahLevels(events: [broken]) == [.unknown, .unknown])
    // Elsewhere, it is no concern of this pass.
    let elsewhere = R.event(at: parleys, ["IsFullClosure": ["yes"], "RoadwayName": "US-6"])
    #expect(try utahLevels(events: [elsewhere]) == [.open, .open])
  }

  @Test func utahsPassRecordIsShownAsObservations() throws {
    let record: [String: Any] = [
      "Id": 9, "Name": "I-80 Parleys Summit", "Roadway": "I-80", "AirTemperature": "24", "SurfaceTemp": "",
      "WindSpeed": "12",
      "WindGust": "21", "WindDirection": "SE", "SurfaceStatus": "Wet",
      "Forecasts": "Tonight;Snow likely|Wednesday;Sunny",
    ]
    let conditions = try R.conditions(
      utah, parleys,
      [
        .event: .success(try R.answer([])), .roadConditions: .success(try R.answer([R.segment(at: parleys)])),
        .mountainPasses: .success(try R.answer([record])),
      ]
    ).get()
    #expect(conditions.temperatureF == 24)
    #expect(conditions.weather == "air 24 °F, wind SE 12 mph gusting 21 mph, road surface Wet")
    #expect(conditions.forecast.map(\.day) == ["Tonight", "Wednesday"])
    #expect(conditions.restrictions.map(\.level) == [.open, .open])
  }
}
