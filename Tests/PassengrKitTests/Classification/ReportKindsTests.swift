import Testing

@testable import PassengrKit

/// Kinds of statement read by their grammar, not their exact words: advice against travel, work
/// told as over, a date still to be told, equipment at work, the fields of an incident's record, a
/// rule for a class of vehicle other than a car. Each is checked over the phrasings its grammar
/// makes, and beside the words that must still restrict.
@Suite struct ReportKindsTests {
  static func level(_ text: String) -> RestrictionLevel { WordingLevel.of(text) }

  /// Every way the grammar tells a driver not to travel is a travel advisory; beside a closure
  /// the closure stands, and a ban lifted is never advice still in force.
  @Test func adviceAgainstTravelByItsGrammar() {
    let subjects = ["Travel", "Non-essential travel", "Unnecessary travel", "Driving", "All travel"]
    let unwise = [
      "is not recommended", "is not advised", "is discouraged", "is strongly discouraged", "should be avoided",
      "is highly discouraged",
    ]
    var texts = subjects.flatMap { subject in unwise.map { "\(subject) \($0)." } }
    let told = [
      "stay off the roads", "stay home", "only travel if necessary", "avoid travel", "delay travel", "do not travel",
    ]
    for phrase in told {
      for before in ["", "Please ", "Motorists are urged to ", "Drivers are asked to "] {
        for tail in ["", " unless absolutely necessary", " until conditions improve"] {
          let said = before.isEmpty ? phrase.prefix(1).uppercased() + phrase.dropFirst() : phrase
          texts.append("\(before)\(said)\(tail).")
        }
      }
    }
    texts += [
      "Level 2 snow emergency in effect.", "Snow emergency declared for Erie County.",
      "Only drive if necessary.", "Drive only if necessary.", "Don't drive unless necessary.",
      "Not recommended for travel.", "Unsafe for travel.", "Travel at your own risk.", "Road Condition: Severe",
      "Driving conditions severe", "Severe.",
    ]
    for text in texts {
      #expect(Self.level(text) == .travelAdvisory, "\(text)")
    }
    #expect(Self.level("Road closed. Stay off the roads.") == .closed)
    #expect(Self.level("Severe weather expected tonight.") == .open)
    #expect(Self.level("Travel ban in effect for Erie County.") == .closed)
    #expect(Self.level("Driving ban in effect.") == .closed)
    #expect(Self.level("Level III snow emergency.") != .travelAdvisory)
    #expect(Self.level("Stay off the roads unless you are an emergency responder.") != .travelAdvisory)
    #expect(Self.level("The driving ban has been lifted.") != .travelAdvisory)
    #expect(Self.level("The driving ban has been lifted.") != .open)
  }

  /// Work or an event told as over is nothing on the road; the same words beside a closure, a
  /// hedge or a future are not.
  @Test func workToldAsOver() {
    let works = [
      "Bridge deck work on I-64 at the Nitro bridge", "Avalanche control work", "Ramp work", "Road work on SR 4",
      "The paving project",
    ]
    let ends = ["is complete", "has concluded", "is finished", "has been completed", "is done for the season"]
    for work in works {
      for end in ends {
        let text = "\(work) \(end)."
        #expect(Self.level(text) == .open, "\(text)")
      }
    }
    #expect(Self.level("Crews have finished the repairs.") == .open)
    for text in [
      "Work will be completed by Friday.", "Work is complete but the road remains closed.",
      "Slide removal completed, road remains closed.", "Avalanche control completed. Road closed.",
      "Repairs are not complete.",
    ] {
      #expect(Self.level(text) != .open, "\(text)")
    }
  }

  /// A date still to be told says nothing of the road now; a closure cancelled for its scheduled
  /// night is no closure.
  @Test func datesToBeToldAndClosuresCancelled() {
    for text in [
      "A new date will be announced.", "Dates will be announced.", "New date TBD.",
      "Exact dates will be announced at least two weeks in advance.",
    ] {
      #expect(Self.level(text) == .open, "\(text)")
    }
    for time in ["tonight", "this weekend", "Monday night"] {
      let text =
        "IH 35 northbound mainlane closure between FM 1626 and Slaughter Ln scheduled for \(time) has been canceled "
        + "due to weather."
      #expect(Self.level(text) == .open, "\(text)")
    }
    #expect(Self.level("The closure scheduled for tonight will be cancelled if the weather improves.") != .open)
    #expect(Self.level("A new date will be announced. Road closed.") == .closed)
  }

  /// Maintenance equipment out or at work is nothing for a car; moving slowly in the lanes it is
  /// delays; beside a road blocked it never hides the block.
  @Test func equipmentAtWork() {
    let out = ["Plow trucks", "Plows and sanders", "Brine trucks", "Sanders", "Maintenance vehicles"]
    for machines in out {
      for doing in ["are out", "are operating on US 2", "are working", "are out on I-40"] {
        let text = "\(machines) \(doing)."
        #expect(Self.level(text) == .open, "\(text)")
      }
    }
    for text in ["Slow moving paint trucks.", "Slow moving work vehicles.", "Slow-moving maintenance equipment."] {
      #expect(Self.level(text) == .trafficDelays, "\(text)")
    }
    #expect(Self.level("Plow trucks are out and the road is blocked") == .closed)
    #expect(Self.level("Trucks are out.") != .open)
  }

  /// An incident record's fields: the lanes it names closed are delays, every lane the road; how
  /// long and how severe say nothing more.
  @Test func incidentRecordFields() {
    for lanes in ["Right Lane", "1 right lane", "Left Lane", "1 of 3", "Right Shoulder"] {
      for extra in ["Severity: Medium", "Duration: 30 min", "Expected Duration: < 2 hours"] {
        let text = "Event Type: Crash | Route: I-696 WB | Lanes Affected: \(lanes) | \(extra)"
        #expect(Self.level(text) == .trafficDelays, "\(text)")
      }
    }
    #expect(Self.level("Event Type: Crash | Route: I-696 WB | Lanes Affected: All | Severity: Medium") == .closed)
    #expect(Self.level("Event Type: Crash | Route: I-696 WB | Lanes Affected: Several | Severity: Medium") != .open)
  }

  /// A class of vehicle other than a car told what to do, wherever the rule stands, says nothing for
  /// a car; a purpose right after a class is the work's object, a closure for everyone.
  @Test func rulesForOtherClasses() {
    for text in [
      "Commercial vehicles bypass.", "Commercial vehicles proceed.", "Commercial wait 45 min.",
      "Hazmat placarded vehicles prohibited through the work zone.", "Recreational vehicles prohibited.",
    ] {
      #expect(Self.level(text) == .open, "\(text)")
    }
    #expect(Self.level("Closed for commercial vehicle recovery.") == .closed)
    #expect(Self.level("Road closed for truck fire.") == .closed)
    #expect(Self.level("All vehicles wait at the gate.") != .open)
  }

  /// A way written beside a place is where, not what: "I-26 Eastbound MM 40-44 Asheville area".
  @Test func aWayBesideAPlaceIsWhere() {
    #expect(Self.level("I-26 Eastbound MM 40-44 Asheville area. Right lane closed.") == .trafficDelays)
    #expect(
      Self.level("Highway 401 Eastbound Collectors approaching Weston Rd - Right two lanes closed.") == .trafficDelays)
  }

  /// Something lying in one lane, wherever the lane is, is that lane: delays; across the road or in
  /// both lanes it is more.
  @Test func anObstructionInOneLaneWhereverItIs() {
    let things = ["Rock slide", "Debris", "Tree down", "Boulders"]
    let places = ["", " on US 2 east of Skykomish", " near Exit 14", " on I-90 westbound at MP 52"]
    for thing in things {
      for place in places {
        for lane in ["blocking one lane", "blocking the left lane", "blocking the right lane"] {
          let text = "\(thing) \(lane)\(place)."
          #expect(Self.level(text) == .trafficDelays, "\(text)")
        }
        let both = "\(thing) blocking both lanes\(place)."
        #expect(Self.level(both) == .closed, "\(both)")
      }
    }
    #expect(Self.level("Rocks across the road near MP 5.") != .open)
    for text in [
      "Overturned vehicle on the shoulder.", "Vehicle fire on the right shoulder.", "Disabled semi on shoulder.",
    ] {
      #expect(Self.level(text) == .trafficDelays, "\(text)")
    }
  }

  /// Every class other than a car, told every rule, says nothing for a car; facilities out of use
  /// are nothing on the road.
  @Test func everyClassEveryRuleAndFacilitiesOutOfUse() {
    let classes = ["Commercial vehicles", "Trucks", "Tractor trailers", "Oversize loads", "Vehicles towing trailers"]
    let rules = [
      "are prohibited", "must chain up", "are being turned around", "are detoured via US 6", "must stop at the scale",
      "are restricted to the right lane",
    ]
    for vehicles in classes {
      for rule in rules {
        let text = "\(vehicles) \(rule)."
        #expect(Self.level(text) == .open, "\(text)")
      }
    }
    #expect(Self.level("Traffic is being turned around.") == .closed)
    // (Travel sent round is everyone sent round: never a class's rule.)
    for text in ["Travel must use US 6.", "All travel must use US 6.", "Traffic must use US 6."] {
      #expect(Self.level(text) != .open, "\(text)")
    }
    #expect(Self.level("Trucks and cars are being turned around.") == .closed)
    for facility in ["Rest area", "Truck parking", "The weigh station", "Chain-up area"] {
      for state in ["is unavailable", "is full", "closed for renovations"] {
        let text = "\(facility) \(state)."
        // (A chain-up area full says drivers are chaining: a chain rule may be in force.)
        #expect(Self.level(text) == (text == "Chain-up area is full." ? .unknown : .open), "\(text)")
      }
    }
  }

  /// An opening told as now ("now open", "open again", "back open") with the time it came is
  /// open; an opening as far as a place, or at a time to come, is not.
  @Test func openingsNowAndOpeningsOfAStretch() {
    for subject in ["The road", "I-90", "The pass"] {
      for opening in ["is now open", "is open again", "is back open"] {
        for time in ["", " at 4:10 p.m.", " as of 2 PM"] {
          let text = "\(subject) \(opening)\(time)."
          #expect(Self.level(text) == .open, "\(text)")
        }
      }
    }
    for text in [
      "The road is open to the gate.", "The road is now open to the gate.", "The road will open at 4 pm.",
      "The road is open from Skykomish to the summit.", "The road is not open again.",
    ] {
      #expect(Self.level(text) != .open, "\(text)")
    }
    #expect(Self.level("The road is open to all traffic.") == .open)
  }

  /// Spinouts are delays; "R-2 lifted" lifts as "R2 lifted" does.
  @Test func spinoutsAndALiftedCode() {
    for text in ["Spinouts.", "Spinouts near the summit.", "Multiple spinouts near the summit."] {
      #expect(Self.level(text) == .trafficDelays, "\(text)")
    }
    #expect(Self.level("Spinouts; road closed.") == .closed)
    for text in ["R-2 lifted.", "Chain control R-2 lifted.", "R2 lifted."] {
      #expect(WordingLevel.of(text, agency: "caltrans") == .open, "\(text)")
      #expect(Self.level(text) == .open, "\(text)")
    }
  }

  /// Traffic kept to some lanes is delays in that way, never the other way closed; lanes counted
  /// of a kind ("main", "through") are some lanes.
  @Test func trafficKeptToSomeLanes() {
    for way in ["Northbound", "Eastbound", "All"] {
      for lane in ["inner lane", "right lane", "left lane", "outside lane"] {
        let text = "\(way) traffic in the \(lane) only; expect delays."
        let words = RoadWords.read(text)
        for direction in [TravelDirection.northbound, .southbound, .eastbound, .westbound] {
          #expect(words.level(for: direction) != .closed, "\(text) \(direction)")
        }
        #expect(Self.level(text) == .trafficDelays, "\(text)")
      }
    }
    #expect(RoadWords.read("Open to westbound traffic only.").level(for: .eastbound) == .closed)
    for text in ["2 of 4 main lanes blocked", "2 of 3 through lanes closed", "Two of three mainline lanes closed"] {
      #expect(Self.level(text) == .trafficDelays, "\(text)")
    }
    for text in ["4 of 4 main lanes blocked", "Main lanes closed", "Through lanes closed in both directions."] {
      #expect(Self.level(text) == .closed, "\(text)")
    }
  }

  /// A facility's record tells the facility's state; a record of the mainline, or one that names
  /// the road closed, keeps the closure.
  @Test func aFacilitysRecordTellsTheFacilitysState() {
    #expect(
      Self.level(
        "Facility: Evanston Port of Entry | Direction: EB | Status: Closed | Notes: Weigh-in-motion unavailable, "
          + "commercial vehicles proceed") == .open)
    #expect(Self.level("Facility: Mainline | Direction: EB | Status: Closed") == .closed)
    #expect(Self.level("Facility: Evanston Port of Entry | Status: Closed | Description: I-80 closed") == .closed)
    #expect(Self.level("The I-65 southbound rest park near Seymour MM 73 is closed for parking lot work.") == .open)
    #expect(Self.level("I-80 at the weigh in motion site is closed.") == .closed)
  }

  /// Words of a day's report read as what they are: advice on lights, a crash scene cleared by
  /// crews, a closure that will not take place.
  @Test func moreOfADaysReport() {
    for text in ["Use low beams.", "Turn on your headlights.", "Crews have cleared the crash scene."] {
      #expect(Self.level(text) == .open, "\(text)")
    }
    // (Traffic backed up may be behind a closure: never delays alone.)
    for text in ["Traffic backed up to Peigan Tr.", "Traffic is backed up two miles."] {
      #expect(Self.level(text) != .open && Self.level(text) != .trafficDelays, "\(text)")
    }
    #expect(
      Self.level("CANCELED: The weekend closure of Hwy 36 WB scheduled for May 16-19 will not take place.") == .open)
    for text in [
      "Winter road conditions: US 41 near Green Bay - slippery stretches",
      "Winter Road Conditions: I-94 MM 40-44 - Ice Covered",
    ] {
      #expect(Self.level(text) == .open, "\(text)")
    }
    for text in [
      "Crews have cleared the crash scene but the road remains closed.",
      "The closure will not take place until Monday.",
      "Traffic backed up; road closed.",
    ] {
      #expect(Self.level(text) == .closed, "\(text)")
    }
  }
}
