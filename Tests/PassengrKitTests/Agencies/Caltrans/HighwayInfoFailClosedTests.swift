import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Caltrans highway information read so that it fails closed: every crafted form of a closure,
/// placed on a pass whose chain controls say R-0, keeps that pass from reading open; false
/// closures stay rare.
@Suite struct HighwayInfoFailClosedTests {
  static let now = HighwayInfoTests.now

  /// A pass's directions after its route's page says `lines`, with R-0 both ways.
  static func levels(_ pass: String, route: String, _ lines: [String]) throws -> [RestrictionLevel] {
    let chosen = try HighwayInfoTests.pass(pass)
    let page = try #require(HighwayInfoPage.parse(lines: [route] + lines, route: HighwayInfoPage.routeName(route)))
    let combined = CaltransSource.combine(
      HighwayInfoTests.chainConditions(chosen, (.open, .open)), pass: chosen, page: .success(page), now: now)
    return combined.restrictions.map(\.level)
  }

  /// Sentences that close the road on the pass's stretch, in forms a fixed list of phrases missed.
  static let closures: [(pass: String, route: String, line: String, expected: [RestrictionLevel])] = [
    ("Tioga", "SR 120", "Tioga Pass is closed", [.closed, .closed]),
    ("Tioga", "SR 120", "Is closed near Crane Flat (Tuolumne Co) - Due to snow", [.closed, .closed]),
    ("Donner", "I 80", "Is closed over Donner Summit - Due to spinouts", [.closed, .closed]),
    ("Tioga", "SR 120", "Is closed beyond Crane Flat (Tuolumne Co)", [.closed, .closed]),
    (
      "Tioga", "SR 120", "SR 120 remains closed from Crane Flat to Tioga Pass - For the winter",
      [.closedForSeason, .closedForSeason]
    ),
    ("Donner", "I 80", "Has been closed from Colfax to Truckee (Nevada Co) - Due to a collision", [.closed, .closed]),
    ("Donner", "I 80", "All lanes are closed at Kingvale (Placer Co) - Due to spinouts", [.closed, .closed]),
    ("Donner", "I 80", "Road closed at Soda Springs (Nevada Co)", [.closed, .closed]),
    ("Sonora", "SR 108", "Gate closed at Kennedy Meadows (Tuolumne Co)", [.closed, .closed]),
    ("Tioga", "SR 120", "OPEN TO CRANE FLAT - CLOSED BEYOND", [.closed, .closed]),
    (
      "Donner", "I 80",
      "Chains are required from Colfax to Kingvale - Is closed at Truckee (Nevada Co) - Due to spinouts",
      [.closed, .closed]
    ),
    ("Donner", "I 80", "IS CLOSED 5 MI W OF TRUCKEE (NEVADA CO) - DUE TO MULTIPLE SPINOUTS", [.closed, .closed]),
    (
      "Tioga", "SR 120", "Will not be reopened until spring from Crane Flat to Tioga Pass",
      [.closedForSeason, .closedForSeason]
    ),
    ("Tioga", "SR 120", "Has not yet been reopened from Crane Flat to Lee Vining", [.closed, .closed]),
    (
      "Donner", "I 80", "Is reopened from Auburn to Colfax, but remains closed from Colfax to Truckee (Nevada Co)",
      [.closed, .closed]
    ),
    (
      "Donner", "I 80", "Is closed to all vehicles including trucks from Colfax to Truckee (Nevada Co)",
      [.closed, .closed]
    ),
    (
      "Donner", "I 80", "Is closed from Colfax (Placer Co) to Truckee (Nevada Co) due to a jackknifed truck",
      [.closed, .closed]
    ),
    ("Donner", "I 80", "Is closed to eastbound and westbound traffic at Kingvale (Placer Co)", [.closed, .closed]),
    ("Donner", "I 80", "Is closed in both directions at Kingvale (Placer Co)", [.closed, .closed]),
    ("Donner", "I 80", "Is closed to westbound traffic at Kingvale (Placer Co)", [.open, .closed]),
    (
      "Donner", "I 80", "Is closed at Kingvale (Placer Co) - Due to spinouts - Expected to reopen at 1800 hrs",
      [.closed, .closed]
    ),
    ("Donner", "I 80", "IS CLOSED FROM COLFAX ] TO TRUCKEE (NEVADA CO) - DUE TO SNOW", [.closed, .closed]),
    // Wednesday through Monday wraps over the weekend: Tuesday (the test's day) is the day off.
    (
      "Donner", "I 80",
      "Is closed from Kingvale to Truckee from 0000 hrs each morning to 2359 hrs each night Wednesday thru Monday - Due to work",
      [.open, .open]
    ),
    (
      "Donner", "I 80",
      "Is closed from Kingvale to Truckee from 0000 hrs each morning to 2359 hrs each night Monday thru Tuesday - Due to work",
      [.closed, .closed]
    ),
  ]

  @Test(arguments: closures.indices)
  func aClosureInAnyFormClosesTheRoad(index: Int) throws {
    let form = Self.closures[index]
    #expect(try Self.levels(form.pass, route: form.route, [form.line]) == form.expected, "\(form.line)")
  }

  /// Found by an adversarial read of the reading above: each must leave no direction it closes open.
  static let adversarial: [(pass: String, route: String, line: String, expected: [RestrictionLevel])] = [
    ("Tioga", "SR 120", "Tioga Road is closed", [.closed, .closed]),
    (
      "Tioga", "SR 120", "Is closed at the Tioga Pass entrance station (Mono Co) - For the winter",
      [.closedForSeason, .closedForSeason]
    ),
    ("Tioga", "SR 120", "Is closed at the Crane Flat gate (Tuolumne Co)", [.closed, .closed]),
    (
      "Tioga", "SR 120", "Is closed from Crane Flat (Tuolumne Co) eastward - For the winter",
      [.closedForSeason, .closedForSeason]
    ),
    ("Tioga", "SR 120", "Is closed at Tuolumne Mdws (Tuolumne Co)", [.closed, .closed]),
    ("Tioga", "SR 120", "Is closed from Crane Flat/Tioga Pass", [.closed, .closed]),
    ("Donner", "I 80", "Is closed at the Donner Lake Interchange (Nevada Co)", [.closed, .closed]),
    ("Donner", "I 80", "Is closed at Donner Pass", [.closed, .closed]),
    ("Donner", "I 80", "Is closed to eastbound traffic at the Kingvale exit (Placer Co)", [.closed, .open]),
    ("Donner", "I 80", "Is closed at Kingvale/Soda Springs (Nevada Co)", [.closed, .closed]),
    (
      "Tioga", "SR 120",
      "Is closed from Crane Flat (Tuolumne Co) to Tioga Pass - For the winter - Snow removal operations take place daily from 0700 hrs to 1530 hrs",
      [.closedForSeason, .closedForSeason]
    ),
    (
      "Tioga", "SR 120", "Is closed at Crane Flat at 1600 hrs on 9/29/26 - Next update at 1800 hrs", [.closed, .closed]
    ),
    ("Tioga", "SR 120", "Is closed at Crane Flat - May reopen at 1800 hrs", [.closed, .closed]),
    (
      "Tioga", "SR 120", "Is open to emergency vehicles only from Crane Flat (Tuolumne Co) to Tioga Pass",
      [.closed, .closed]
    ),
    ("Tioga", "SR 120", "Is only open from Groveland to Crane Flat", [.unknown, .unknown]),
    ("Tioga", "SR 120", "Hasnt reopened from Crane Flat to Tioga Pass", [.closed, .closed]),
    ("Tioga", "SR 120", "Reopening from Crane Flat to Tioga Pass is delayed", [.closed, .closed]),
    ("Tioga", "SR 120", "Is gated at Crane Flat (Tuolumne Co)", [.closed, .closed]),
    ("Tioga", "SR 120", "Travel is prohibited from Crane Flat to Tioga Pass", [.closed, .closed]),
    ("Tioga", "SR 120", "All traffic is being turned around at Crane Flat", [.closed, .closed]),
    (
      "Tioga", "SR 120", "Is closed again at Crane Flat after the earlier closure lifted at 1400 hrs",
      [.closed, .closed]
    ),
    (
      "Tioga", "SR 120",
      "Is closed to trucks and passenger vehicles from Crane Flat (Tuolumne Co) to Tioga Pass - For the winter",
      [.closedForSeason, .closedForSeason]
    ),
    (
      "Tioga", "SR 120", "**For eastbound and westbound traffic: Is closed from Crane Flat to Tioga Pass",
      [.closed, .closed]
    ),
    ("Tioga", "SR 120", "Is closed at Crane Flat for eastbound traffic (westbound traffic also)", [.closed, .closed]),
    (
      "Donner", "I 80",
      "Is closed from Colfax (Placer Co) to the Nevada State Line - Westbound traffic is being held at Truckee",
      [.closed, .closed]
    ),
    (
      "Donner", "I 80",
      "Eastbound trucks are being screened at Applegate (Placer Co) - Chains are required on all vehicles from Applegate to Truckee",
      [.chainsAll, .chainsAll]
    ),
    ("Tioga", "SR 120", "Is closed at Crane Flat (Tuolumne Co)\u{043E}", [.closed, .closed]),
    ("Tioga", "SR 120", "Is cl\u{043E}sed at Crane Flat (Tuolumne Co)", [.unknown, .unknown]),
    // Found by the second read: feature words, a parenthesis that names places, a subject that is a
    // stretch, "the summit" of a route with one pass, two restrictions in one line.
    (
      "Tioga", "SR 120", "Is closed east of the Crane Flat gas station - For the winter",
      [.closedForSeason, .closedForSeason]
    ),
    ("Tioga", "SR 120", "Is closed at the summit - For the winter", [.closedForSeason, .closedForSeason]),
    ("Tioga", "SR 120", "Opening of Tioga Road (Crane Flat to Tioga Pass) is postponed", [.closed, .closed]),
    ("Tioga", "SR 120", "Crane Flat (Tuolumne Co) to Tioga Pass remains gated", [.closed, .closed]),
    ("Donner", "I 80", "Is closed at the Donner Summit rest area", [.closed, .closed]),
    (
      "Donner", "I 80", "Is closed to westbound traffic at the Truckee Agricultural Inspection Station (Nevada Co)",
      [.open, .closed]
    ),
    ("Donner", "I 80", "Is closed eastbound at Colfax Hwy 174 (Placer Co)", [.closed, .open]),
    (
      "Donner", "I 80",
      "Is closed to eastbound traffic from Colfax (Placer Co) to the Nevada State Line - Chains are required for westbound traffic from Truckee to Kingvale",
      [.closed, .chainsRequired]
    ),
  ]

  @Test(arguments: adversarial.indices)
  func anAdversarialFormNeverReadsOpen(index: Int) throws {
    let form = Self.adversarial[index]
    #expect(try Self.levels(form.pass, route: form.route, [form.line]) == form.expected, "\(form.line)")
  }

  @Test func aClosureAfterNothingReportedOnTheSameLineIsRead() throws {
    let page = try #require(
      HighwayInfoPage.parse(lines: [
        "SR 120", "No traffic restrictions are reported for this area. Is closed from Crane Flat to Tioga Pass",
      ]))
    #expect(page.entries.map(\.kind) == [.closure])
    #expect(page.saysNothingReported)
  }

  /// Generated variants of every closure form: an invisible character inside any word, a lifting
  /// word added in a later clause, a second clause before it, directions listed: never open where
  /// the form closes.
  @Test func variantsOfEveryClosureNeverReadOpen() throws {
    var generator = SeededGenerator(seed: 120)
    let marks = ["\u{00AD}", "\u{200B}", "\u{2060}", "\u{FEFF}"]
    for form in Self.closures where form.expected.allSatisfy(\.isClosure) {
      var variants: [String] = []
      var characters = Array(form.line)
      characters.insert(
        contentsOf: marks.randomElement(using: &generator) ?? "",
        at: Int.random(in: 1..<characters.count, using: &generator))
      variants.append(String(characters))
      variants.append(
        form.line.replacingOccurrences(of: "closed", with: "clo\u{00AD}sed").replacingOccurrences(
          of: "CLOSED", with: "CLO\u{200B}SED"))
      variants.append("\(form.line) - Expected to reopen at 1700 hrs")
      variants.append("\(form.line) - Will not be reopened today")
      variants.append("Chain controls are in effect from Auburn to Colfax - \(form.line)")
      variants.append(form.line.uppercased())
      for variant in variants {
        let levels = try Self.levels(form.pass, route: form.route, [variant])
        #expect(!levels.contains(.open), "\(variant) read \(levels)")
      }
    }
  }

  /// False closures stay rare: liftings, whole place names, trucks, advisories.
  @Test func liftingsTrucksAndOtherPlacesCloseNothing() throws {
    #expect(try Self.levels("Donner", route: "I 80", ["CLOSURE LIFTED AT KINGVALE (PLACER CO)"]) == [.open, .open])
    #expect(
      try Self.levels("Donner", route: "I 80", ["Is reopened at Kingvale (Placer Co) at 1512 hrs on 1/5/26"]) == [
        .open, .open,
      ])
    // Not Arnold, so no closure of the pass; but a closure in the pass's county at a place no
    // stretch lists may lie on it: unknown, never open.
    #expect(
      try Self.levels(
        "Ebbetts", route: "SR 4", ["Is closed at Arnold Industrial Way (Calaveras Co) - Due to a collision"]) == [
          .unknown, .unknown,
        ])
    #expect(
      try Self.levels(
        "Donner", route: "I 80",
        ["Eastbound trucks are being screened at Applegate (Placer Co) - Drivers must have maximum chains"]) == [
          .open, .open,
        ])
    #expect(
      try Self.levels("Donner", route: "I 80", ["Is closed to westbound traffic at the Carquinez Bridge (Solano Co)"])
        == [.open, .open])
    #expect(
      try Self.levels("Donner", route: "I 80", ["Is closed to trucks at Kingvale (Placer Co)"]) == [.open, .open])
  }

  /// A restriction that names no readable place may be on the pass: open directions read unknown,
  /// and so do those with a lesser restriction (chains are no answer to a closure that may lie on
  /// the pass), each kept by the typed gap naming the sentence.
  @Test func aRestrictionWithoutAPlaceMakesOpenDirectionsUnknown() throws {
    let donner = try HighwayInfoTests.pass("Donner")
    let page = try #require(HighwayInfoPage.parse(lines: ["I 80", "Is closed - Due to a police investigation"]))
    let combined = CaltransSource.combine(
      HighwayInfoTests.chainConditions(donner, (.open, .chainsRequired)), pass: donner, page: .success(page),
      now: Self.now)
    #expect(combined.restrictions.map(\.level) == [.unknown, .unknown])
    #expect(combined.restrictions.allSatisfy { $0.gap == .unplaceable })
    #expect(combined.restrictions.allSatisfy { $0.gapDetail == "Is closed - Due to a police investigation" })
    // The chain requirement is kept as what is known beneath the doubt.
    #expect(combined.restrictions.map(\.floor) == [nil, .chainsRequired])
  }

  /// A page is accepted only when it is the route asked for and lists entries or says that nothing
  /// is reported; anything else fails, and the route's open directions read unknown.
  @Test(arguments: [
    ["SR 120"],
    ["Highway Information", "Select a route", "I 5", "I 8", "I 80", "SR 120", "US 395"],
    ["I 80", "Is closed from Colfax to Truckee - Due to spinouts"],
    ["Welcome to Caltrans QuickMap", "Road information is available by phone"],
    ["SR 120", "SR 120"],
    ["SR 120", "SR 108", "Is closed from Kennedy Meadows to Leavitt Meadows - For the winter"],
  ])
  func aPageThatIsNotTheRoutesOwnFails(lines: [String]) throws {
    let body = Data(lines.joined(separator: "\n").utf8)
    #expect(throws: SourceError.self) {
      try HighwayInfoPage.decode(body, charset: nil, url: "sr120", route: "SR-120")
    }
  }

  /// The shipped SR 49 page with its block's body replaced by `body` (lines joined with `<br>`),
  /// its header, navigation and footer kept as Caltrans serves them.
  static func sr49(block body: [String]) throws -> Data {
    let page = String(decoding: try Fixtures.data("roadinfo/sr49"), as: UTF8.self)
    let start = try #require(page.range(of: "<div class=\"roadinfo\">"))
    let end = try #require(page.range(of: "</div>", range: start.upperBound..<page.endIndex))
    let block = body.map { "\($0)<br>\n" }.joined()
    return Data((page[..<start.upperBound] + "\n" + block + page[end.lowerBound...]).utf8)
  }

  /// The footer ("Information reported as of the time of the request …") is never an entry: a page
  /// whose block is empty, holds only its route line or only area headers is a failed page.
  @Test(arguments: [
    [String](),
    ["SR 49"],
    ["SR 49", "[IN THE NORTHERN CALIFORNIA AREA & SIERRA NEVADA]"],
    ["SR 49", "[IN THE NORTHERN CALIFORNIA AREA & SIERRA NEVADA]", "[IN THE CENTRAL CALIFORNIA AREA]"],
  ])
  func anEmptyBlockBeforeTheFooterFails(block: [String]) throws {
    let body = try Self.sr49(block: block)
    #expect(String(decoding: body, as: UTF8.self).contains("Information reported as of the time of the request"))
    #expect(throws: SourceError.self) { try HighwayInfoPage.decode(body, charset: nil, url: "sr49", route: "SR-49") }
  }

  /// The footer is not read as an entry of a good page either, and the shipped page still reads quiet.
  @Test func theFooterIsNeverAnEntry() throws {
    let quiet = try HighwayInfoPage.decode(Fixtures.data("roadinfo/sr49"), charset: nil, url: "sr49", route: "SR-49")
    #expect(quiet.entries.isEmpty && quiet.saysNothingReported)
    let closed = try HighwayInfoPage.decode(
      Self.sr49(block: [
        "SR 49", "[IN THE NORTHERN CALIFORNIA AREA & SIERRA NEVADA]", "Is closed at Yuba Pass - Due to snow",
      ]),
      charset: nil, url: "sr49", route: "SR-49")
    #expect(closed.entries.map(\.kind) == [.closure])
    for footer in [
      "Information reported as of the time of the request.", "For current conditions call 1-800-427-7623.",
      "INFORMATION REPORTED AS OF THE TIME OF THE REQUEST. FOR CURRENT CONDITIONS CALL 1-800-427-ROAD",
    ] {
      #expect(HighwayInfoPage.parse(lines: ["SR 49", footer], route: "SR 49")?.entries.isEmpty == true, "\(footer)")
    }
  }

  /// A block cut mid-sentence ("Is clos") is unclear: Yuba Pass's open directions read unknown.
  @Test(arguments: ["Is clos", "Is", "IS CLOSED FR", "Are", "Has been cl"])
  func aCutOffEntryMakesOpenDirectionsUnknown(fragment: String) throws {
    let body = try Self.sr49(block: ["SR 49", "[IN THE NORTHERN CALIFORNIA AREA & SIERRA NEVADA]", fragment])
    let page = try HighwayInfoPage.decode(body, charset: nil, url: "sr49", route: "SR-49")
    let yuba = try HighwayInfoTests.pass("Yuba")
    let combined = CaltransSource.combine(
      HighwayInfoTests.chainConditions(yuba, (.open, .open)), pass: yuba, page: .success(page), now: Self.now)
    #expect(combined.restrictions.map(\.level) == [.unknown, .unknown], "\(fragment): \(combined.restrictions)")
  }

  @Test func aQuietPageAndARepeatedRouteLineAreAccepted() throws {
    let quiet = Data("SR 120\nNo traffic restrictions are reported for this area.\n".utf8)
    #expect(try HighwayInfoPage.decode(quiet, charset: nil, url: "sr120", route: "SR-120").entries.isEmpty)
    let repeated = Data(
      "SR 120\n[IN THE CENTRAL CALIFORNIA AREA]\nSR 120\nIs closed from Crane Flat to Tioga Pass - For the winter\n"
        .utf8)
    #expect(try HighwayInfoPage.decode(repeated, charset: nil, url: "sr120", route: "SR-120").entries.count == 1)
  }

  /// Area headers and entries are cleaned before they are stored: no escape sequence or bidi
  /// override reaches a terminal.
  @Test func headersAndEntriesAreCleaned() throws {
    let page = try #require(
      HighwayInfoPage.parse(lines: [
        "SR 120", "[IN THE \u{1B}[31mCENTRAL\u{202E} AREA] Is closed at Crane\u{200B} Flat",
      ]))
    let entry = try #require(page.entries.first)
    #expect(entry.area == "IN THE CENTRAL AREA")
    #expect(!entry.text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x200B })
  }

  /// A large page (400 entries, 60 KB: ten times a real page) is read whole: every entry, none dropped.
  /// It runs on a thread of its own, so the other tests' timers are never starved by it.
  @Test func aLargePageIsReadWhole() async throws {
    let entries = try await OwnThread.run { () throws -> [HighwayInfoEntry] in
      let line =
        "[IN THE NORTHERN CALIFORNIA AREA] Is closed from Colfax (Placer Co) to the Nevada State Line - Due to spinouts - Motorists are advised to use an alternate route\n"
      let large = Data(("I 80\n" + String(repeating: line, count: 400)).utf8)
      return try HighwayInfoPage.decode(large, charset: nil, url: "i80", route: "I-80").entries
    }
    #expect(entries.count == 400)
    #expect(entries.allSatisfy { $0.kind == .closure && $0.places == ["Colfax", "Nevada State Line"] })
  }
}
