import Testing

@testable import PassengrKit

/// Closures told without the word "closed" on the road itself: a hold with no end in sight, access
/// kept for those who must pass, the road from or at a facility, a lifting that leaves one direction
/// out. Each is the road shut, never delays; their near neighbours keep their own readings.
@Suite struct ClosuresKeptTests {
  static func level(_ text: String) -> RestrictionLevel { WordingLevel.of(text) }

  /// A hold that lasts the night or until the weather turns is a closure, however it is told.
  @Test func holdsWithNoEndAreClosures() {
    let subjects = ["Traffic is being held", "Traffic will be held", "Westbound traffic held", "Vehicles are held"]
    let ends = [
      "overnight", "until the storm passes", "until conditions improve", "until weather improves", "until morning",
      "until it is safe to travel",
    ]
    for subject in subjects {
      for end in ends {
        let text = "\(subject) \(end) at the summit."
        #expect(Self.level(text) == .closed, "\(text)")
      }
    }
    for text in ["Traffic held for up to 20 minutes.", "Traffic is being held briefly for blasting."] {
      #expect(Self.level(text) == .trafficDelays, "\(text)")
    }
  }

  /// A hold told beside advice to go another way is the road shut; a hold of minutes stays a wait.
  @Test func aHoldThatSendsDriversElsewhereIsAClosure() {
    for advice in ["Motorists are advised to use an alternate route.", "Detour via SR 138.", "Find another route."] {
      for hold in [
        "TRAFFIC IS BEING HELD FROM GRAPEVINE TO CASTAIC DUE TO SNOW - ", "Traffic is being held at the summit. ",
      ] {
        let text = hold + advice
        #expect(Self.level(text) == .closed, "\(text)")
        #expect(WordingLevel.of(text, agency: "caltrans") == .closed, "\(text)")
      }
      // (A wait of minutes stays below a closure; "Find another route" alone is not understood.)
      let brief = "Traffic held for up to 20 minutes. " + advice
      #expect([.trafficDelays, .unknown].contains(Self.level(brief)), "\(brief)")
      #expect(RoadWords.read(brief).statements.first?.meaning == .restriction(.trafficDelays), "\(brief)")
    }
  }

  /// A hold whose end is told after its reason ("… held at Colfax - due to multiple spinouts -
  /// until further notice") is a closure.
  @Test func aHoldWithNoEndToldAfterItsReason() {
    for end in ["until further notice", "no ETA"] {
      for reason in ["due to multiple spinouts", "because of a jackknifed truck"] {
        let text = "EASTBOUND TRAFFIC IS BEING HELD AT COLFAX - \(reason.uppercased()) - \(end.uppercased())"
        #expect(RoadWords.read(text).level(for: .eastbound) == .closed, "\(text)")
      }
    }
    #expect(Self.level("Traffic held at Colfax, due to spinouts, for avalanche control") == .trafficDelays)
  }

  /// Access kept for emergency vehicles, residents or crews shuts the road to a driver passing
  /// through; a limit of lanes is not that.
  @Test func accessKeptForSomeIsAClosure() {
    let subjects = ["Access limited to", "Access is restricted to", "Travel restricted to", "Traffic limited to"]
    let keepers = ["emergency responders", "local residents only", "authorized vehicles", "crews and permit holders"]
    for subject in subjects {
      for keeper in keepers {
        let text = "\(subject) \(keeper)."
        #expect(Self.level(text) == .closed, "\(text)")
      }
    }
    #expect(Self.level("Traffic restricted to one lane.") == .trafficDelays)
    #expect(Self.level("Access limited to the right lane.") != .open)
  }

  /// The road from a facility to a place, or at a facility, is the road, whatever its case or
  /// mark; the facility alone closed stays the facility's.
  @Test func theRoadFromOrAtAFacilityIsTheRoad() {
    for text in [
      "REST AREA TO RAWLINS CLOSED", "Rest area to Rawlins closed", "Elk Mountain Rest Area to Walcott Junction closed",
      "Arlington Chain Up Area to Elk Mountain: Closed", "SR 431 at the Mt. Rose summit parking area is closed",
      "From the rest area to Rawlins closed to all traffic",
    ] {
      #expect(Self.level(text) == .closed, "\(text)")
    }
    for text in ["Rest area closed", "The summit parking area is closed", "Parking area closed at Mt Rose summit"] {
      #expect(Self.level(text) == .open, "\(text)")
    }
  }

  /// A lifting that leaves a direction out leaves that direction closed; one that leaves a lane
  /// out is delays.
  @Test(arguments: [
    "The closure has been lifted except for the eastbound lanes.", "The road has reopened except for eastbound.",
    "Reopened except eastbound lanes", "Closure lifted except EB",
  ])
  func aLiftingThatLeavesADirectionOut(text: String) {
    #expect(RoadWords.read(text).level(for: .eastbound) == .closed, "\(text)")
    #expect(RoadWords.read(text).level(for: .westbound) != .open, "\(text)")
  }

  @Test func aLiftingThatLeavesALaneOutIsDelays() {
    #expect(Self.level("All lanes are open except the right lane") == .trafficDelays)
    #expect(Self.level("All lanes open except the eastbound right lane") == .trafficDelays)
  }

  /// Speeds lowered on the road are delays; the advice to slow down, or a limit alone, is not.
  @Test func slowedTrafficIsDelays() {
    for text in [
      "Reduced speeds between Beckley and Princeton.", "Speed limit reduced to 45 MPH.", "Expect reduced speeds",
      "Bare and wet. Reduced speeds.", "Snow plows operating, reduced speeds between Beckley and Princeton.",
    ] {
      #expect(Self.level(text) == .trafficDelays, "\(text)")
    }
    for text in ["Reduce speed.", "Speed limit 45 mph.", "Dense fog, reduced visibility."] {
      #expect(Self.level(text) == .open, "\(text)")
    }
  }

  /// A sign's lines run together ("CHAIN CONTROLS / AHEAD / CARRY CHAINS") keep the chain controls
  /// in force: never mere advice to carry chains.
  @Test func chainControlsAheadAreInForce() {
    for agency in [nil, "caltrans", "wsdot"] {
      let level = WordingLevel.of("CHAIN CONTROLS\nAHEAD\nCARRY CHAINS", agency: agency)
      #expect([.chainsRequired, .chainsAll].contains(level), "\(agency ?? "none")")
    }
    #expect(Self.level("Carry chains.") == .tractionAdvised)
  }
}
