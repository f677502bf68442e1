import Foundation
import Testing

@testable import PassengrKit

/// What a closure speaks of when a place stands before it ("Eastbound I-90 at MP 52 right lane
/// closed"), whom a label of vehicles names ("Vehicles over 10,000 GVW: chains required"), and the
/// words of rules, liftings, advice and French reports real feeds use. Each reads its stated level;
/// none reads below what it states.
@Suite struct SubjectAfterPlaceWordingTests {
  static func level(_ text: String, agency: String? = nil) -> RestrictionLevel {
    WordingLevel.of(text, agency: agency)
  }

  /// Every place a report puts before a lane, a facility or the road, with every way a closure is
  /// said after it: a lane is delays, a facility nothing, the road closed.
  @Test func whatIsClosedAfterAPlace() {
    let places = [
      "", "EB ", "Eastbound ", "EB I-90 ", "I-90 EB ", "Eastbound I-90 at MP 52 ", "EB I-90 MP 52 to MP 53 (Hyak): ",
      "Eastbound I-90 from MP 52 to MP 53 ", "Eastbound I-90 between MP 52 and MP 53 ", "WB I-80 at Truckee ",
      "I-5 NB JSO Weed ", "Northbound I-15 near Lehi (Exit 282) ", "SR 20 MP 130 to MP 140 ",
    ]
    let lanes = [
      "right lane", "the right lane and shoulder", "right lane and right shoulder", "the left two lanes", "lane 2",
    ]
    // (A facility after a place's name starts with its own "the"; "WB I-80 at Truckee Bliss Rest Area
    // closed" may close the road there, and stays closed.)
    let facilities = [
      "the rest area", "the weigh station", "the park and ride", "the scenic overlook", "the truck parking area",
    ]
    let roads = ["all lanes", "both lanes", "the highway", "all eastbound lanes"]
    let verbs = ["closed", "is closed", "will be closed Monday", "closed 7 AM to 3:30 PM weekdays"]
    var wrong: [String] = []
    for place in places {
      for verb in verbs {
        for lane in lanes where Self.level(place + lane + " " + verb + ".") != .trafficDelays {
          wrong.append(place + lane + " " + verb)
        }
        for facility in facilities where Self.level(place + facility + " " + verb + ".") != .open {
          wrong.append(place + facility + " " + verb)
        }
      }
      for road in roads where Self.level(place + road + " closed.") != .closed {
        wrong.append(place + road + " closed")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
  }

  /// Lanes counted after the closure ("Closure of two of three lanes"): some of them is delays,
  /// every one the road.
  @Test(
    arguments: [
      ("Closure of two of three lanes northbound.", RestrictionLevel.trafficDelays),
      ("Closure of 2 of 2 lanes northbound.", .closed), ("Closing three of three lanes.", .closed),
      ("Road closed, closure of two of three lanes.", .closed),
    ])
  func lanesCountedAfterTheClosure(text: String, expected: RestrictionLevel) {
    #expect(Self.level(text) == expected, "\(text)")
  }

  /// A label naming a class of vehicles is whom what follows binds; one naming every vehicle says
  /// no more than what follows. Carrying on is open for the class named.
  @Test(
    arguments: [
      (
        "Vehicles over 10,000 GVW: chains required Mt Rose Hwy. All other vehicles: no restrictions.",
        RestrictionLevel.open
      ),
      (
        "COMMERCIAL VEHICLES: CHAINS REQUIRED I-25 RATON PASS MM 452-460. ALL OTHER TRAFFIC PROCEED WITH CAUTION.",
        .open
      ),
      ("Homestake Pass weigh station closed. All vehicles proceed on I-90.", .open),
      ("Passenger vehicles: chains required.", .chainsRequired), ("All vehicles: chains required.", .chainsAll),
      ("All other vehicles: chains required.", .chainsRequired),
      ("Proceed with caution.", .open),
      // Never a detour, a rule or a class not named.
      ("All traffic proceed to detour.", .unknown), ("All vehicles proceed with chains.", .unknown),
      ("Trucks: closed.", .closed),
    ])
  func classLabels(text: String, expected: RestrictionLevel) {
    #expect(Self.level(text) == expected, "\(text)")
  }

  /// Rules, liftings and advice in real words.
  @Test(
    arguments: [
      (
        "All vehicles must have chains installed or be 4-wheel/all-wheel drive with snow tires.",
        RestrictionLevel.chainsRequired
      ),
      ("Snow-packed and icy, 4-wheel drive recommended.", .tractionAdvised), ("AWD recommended", .tractionAdvised),
      ("4WD not recommended", .unknown),
      (
        "Traction Law in effect for passenger vehicles. Passenger vehicles are required to have snow tires, tires with the mountain/snowflake icon, or a four wheel or all wheel drive vehicle. All tires must have a minimum one-eighth inch tread.",
        .tractionRequired
      ),
      ("SR-210: Chain Law in effect. Checkpoint at the mouth of the canyon.", .tractionRequired),
      ("Use the chain up area at MP 5.", .unknown), ("I-80 at Exit 29 - Hazmat", .unknown),
      ("Commercial and all vehicles, trailers prohibited", .unknown), ("Hazardous", .unknown),
      ("Checkpoint closed", .closed),
      ("Traction Law lifted on SR-190 as of 2:15 PM.", .open), ("Interlodge lifted.", .open),
      ("Road will open as of 5 PM", .closed),
      (
        "The southbound runaway truck ramp at MP 18 on US-40 is closed for repairs. Truckers use lower gears on the descent.",
        .open
      ),
      ("Striping operations on US-93 northbound. Do not pass painting trucks.", .trafficDelays),
      ("Do not pass this point.", .unknown),
      ("Snow on I-40. Plows are out. No restrictions at this time, but be prepared for changing conditions.", .open),
      ("I-35W SB at 46th St: crash in the center lane. Two lanes getting by.", .trafficDelays),
      ("I-35E closed", .closed),
      (
        "Lane closures on I-15 southbound, nightly 9:00 PM to 5:00 AM Sunday through Thursday for bridge girder placement. Two lanes will remain open.",
        .trafficDelays
      ),
      ("Road closed Monday through Friday", .closed),
      ("A winter storm arrives Saturday afternoon. Minimal visibility at times.", .open),
    ])
  func rulesLiftingsAndAdvice(text: String, expected: RestrictionLevel) {
    #expect(Self.level(text) == expected, "\(text)")
  }

  /// Openings of one way, advice beside an opening, closures of a part or for minutes at a time,
  /// dispatchers' attributions, and the words of forecasts and reports.
  @Test(
    arguments: [
      ("Westbound lanes are open with traction tires advised.", RestrictionLevel.tractionAdvised),
      ("Open with chains recommended", .tractionAdvised), ("Open with traction tires required", .tractionRequired),
      ("The pass reopened to westbound traffic at 4:10 p.m. after crews cleared avalanche debris.", .open),
      ("The pass will reopen to westbound traffic.", .closed),
      ("Eastbound 50 Off-Ramp Full Closure", .trafficDelays), ("I-80 full closure", .closed),
      ("Ramp and mainline full closure", .closed), ("Rest area full closure", .open),
      // (A closure "at a time" may come with longer ones: it stays a closure.)
      ("OR 62 will be closed for up to 20 minutes at a time between 9 a.m. and 3 p.m. Tuesday.", .closed),
      ("Closed for up to 20 minutes at a time, and for up to 12 hours overnight", .closed),
      // Two lanes named, a lane closed beside other words, a facility closed for a hazard or a
      // list with every lane: the road.
      ("SR 20 at MP 150 eastbound lane and westbound lane closed", .closed),
      ("SR 20 at MP 150 eastbound and westbound lane closed", .closed),
      ("Eastbound I-90 at MP 52 right lane closed as well as left lane", .closed),
      ("I-5 NB JSO Weed the rest area closed due to a jackknifed big rig", .closed),
      ("I-90 near the Hyak sno-park closed", .closed), ("Pass at the summit rest area closed", .closed),
      ("WB I-80 at Truckee Bliss Rest Area closed", .closed),
      ("All lanes and runaway truck ramp closed", .closed), ("Highway and rest area closed", .closed),
      ("I-90 and the park and ride closed", .closed),
      ("Vehicles over 10,000 GVW: chains required and passenger vehicles must chain up", .chainsRequired),
      ("Vehicles with 2 or more axles: chains required", .chainsRequired),
      ("Commercial vehicles: Chain Law. Passenger vehicles: Chain Law", .chainsAll),
      ("Chain checkpoint in place", .unknown), ("Off-Ramp Full Closure including mainline", .closed),
      ("Two of three lanes closed and Off-Ramp Full Closure", .trafficDelays),
      ("Closure of two of three lanes and the third lane", .closed),
      ("OR 62 will be closed for up to 3 hours at a time", .closed),
      ("Jan 26 2026  8:14AM [17] WB LNS NOW OPEN PER 1039 CT - SIG ALERT CANCELLED", .open),
      ("Road closed - CT NOTIFIED", .closed),
      ("VEH OFF RDWY IN THE SNOW BANK - NOT IN LNS - 1185 ENRT", .trafficDelays),
      ("Traffic being paced at 30 mph from Kingvale to Donner Lake Interchange", .trafficDelays),
      ("Wildfire: OR 22 is open but expect pilot car delays. Do not stop in the fire area.", .trafficDelays),
      ("Do not stop", .unknown),
      (
        "Smugglers' Notch has reopened. Vehicles over 10 ft high or 40 ft long, buses and tractor trailers are prohibited.",
        .open
      ),
      ("Vehicles over 26,000 lbs: chains required.", .open),
      ("Vehicles over 4000 feet: chains required", .chainsRequired),
      ("Flammable Restriction", .trafficDelays),
      ("Rest area at Government Camp closed for snow removal. Use Timberline Rd pullouts. Hwy 26 open.", .open),
      ("Use the closed area", .closed),
      ("Snow showers likely. Snow level 2000 feet. New snow accumulation of 2 to 4 inches. Highs around 30.", .open),
      ("Additional snow accumulations of 1 to 3 feet above 6000 feet.", .open),
      ("Expect cool temperatures and tall snow banks near Washington Pass.", .open),
      ("Extreme blowover risk for light, high profile vehicles.", .open),
      ("Frost heave repair", .trafficDelays),
      // An incident's label beside the whole road open again is over; a lane closed beside it stands.
      ("Vehicle incident at Sunday Summit. Road now open. All lanes open.", .open),
      ("Vehicle incident. All lanes open. Right lane closed.", .trafficDelays),
      ("Vehicle incident. All lanes open. Frobnicated.", .unknown),
      ("Travel Alert: snow and ice covered patches, ruts, minimal visibility at times.", .open),
      (
        "Commercial vehicles are being held at Winslow on I-40 westbound until conditions improve. Passenger vehicles may proceed with caution.",
        .open
      ),
      ("All traffic being held at MP 5", .trafficDelays),
      ("Tier 2: no empty straight trucks, trailers in tandem, school buses, motorcoaches, RVs, or motorcycles.", .open),
    ])
  func openingsPartsAndReports(text: String, expected: RestrictionLevel) {
    #expect(Self.level(text) == expected, "\(text)")
  }

  /// Stops told after a place are no place's name; roads named by an entrance; liftings of advice
  /// and openings to every car; links, Caltrans' areas and reports of the surface and of smoke.
  @Test(
    arguments: [
      (
        "Motorists on OR 138 near Diamond Lake should expect temporary stops of up to 30 minutes for hazard-tree removal in the burn area.",
        RestrictionLevel.trafficDelays
      ),
      ("On US 97 expect stops for removal", .trafficDelays),
      ("US14/16/20: The East Entrance road through Sylvan Pass is closed for the season at Pahaska.", .closedForSeason),
      ("Park entrance closed", .trafficDelays),
      ("Hwy 2 Prince Albert to La Ronge: Bare, Dry. Travel Not Recommended status removed at 0900.", .open),
      ("Travel advisory lifted except for trucks", .unknown),
      (
        "Loveland Pass is open to passenger vehicles. Hazmat carriers must wait at the tunnel for the hourly escort.",
        .open
      ),
      ("Open to passenger vehicles only", .unknown), ("Road will reopen to all traffic", .closed),
      (
        "Santiam Pass (U.S. 20) reopened to all traffic at 2:15 p.m. after crews cleared downed trees. Chains or traction tires are still required over the summit.",
        .tractionRequired
      ),
      ("U.S. 20 closed", .closed),
      ("I-90 EB: the semi rollover at MP 319 has been cleared. Expect delays.", .trafficDelays),
      (
        "Interstate 80 in the Northern California area and Sierra Nevada. Chains or snow tires are required from Kingvale to Truckee.",
        .tractionRequired
      ),
      ("Shoulder closed; all travel lanes open. [Details](https://tripcheck.com)", .open),
      ("Road closed. [Road closed](https://x.com)", .closed),
      (
        "Partly Snow Covered, Icy Sections, Pavement Visible. Bare and wet elsewhere. Roads are wet and improving.",
        .open
      ),
      ("Limbs on shoulders. Expect snowbanks and narrow shoulders near the summit. Expect high snow walls.", .open),
      ("Visibility reduced due to wildfire smoke. Smoke from an active wildfire.", .open),
      ("Snow showers are expected to increase after 4pm.", .open),
    ])
  func stopsEntrancesLiftingsAndReports(text: String, expected: RestrictionLevel) {
    #expect(Self.level(text) == expected, "\(text)")
  }

  /// French reports: snow on the road, blowing snow, lanes of three, flaggers and waits, hours.
  @Test(
    arguments: [
      ("Chaussée couverte de neige. Visibilité réduite par la poudrerie.", RestrictionLevel.open),
      (
        "Pont Pierre-Laporte : fermeture de deux voies sur trois en direction nord, la nuit de 22 h à 5 h. Prévoir du ralentissement.",
        .trafficDelays
      ),
      (
        "Route 389 : circulation en alternance avec signaleurs au km 330, travaux de reconstruction. Attente jusqu'à 30 minutes.",
        .trafficDelays
      ),
      ("Route 389 : fermée à la circulation de 22 h à 5 h.", .closed),
    ])
  func frenchReports(text: String, expected: RestrictionLevel) {
    #expect(Self.level(text) == expected, "\(text)")
  }
}
