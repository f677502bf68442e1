import Foundation
import TestSupport
import Testing

@testable import PassengrKit

/// Generated rows of one segment (cell classes, words, order, invisible characters) and generated
/// renames of a segment: never `open` unless every cell is known and harmless.
@Suite(.hangGuard) struct WYDOTGeneratedRowTests {
  static let teton = WYDOTRoutePageTests.teton
  static let now = WYDOTRoutePageTests.now

  /// What a generated cell holds and whether it alone could leave the segment open.
  typealias Choice = (text: String, isSafe: Bool)

  /// The reading of a one-row page, without test macros (for work run on its own thread).
  static func plainReading(_ cells: String) throws -> SegmentReading {
    let page = try RoutePage.decode(RoutePageShape.page(rows: [cells]), charset: nil, url: "test")
    guard let row = page.rows.first else { throw SourceError.noPassData(source: "test", url: "test") }
    return SegmentReading(row, now: now)
  }

  /// Teton Pass's conditions from a WY 22 page of `rows`, without test macros.
  static func plainTeton(_ rows: [String]) throws -> PassConditions {
    guard let pass = WYDOTCatalog.passes.first(where: { $0.id == 4001 }) else {
      throw SourceError.noPassData(source: "test", url: "test")
    }
    let page = try RoutePage.decode(RoutePageShape.page(rows: rows), charset: nil, url: "test", route: "WY22")
    return try WYDOTReport.conditions(
      for: pass, segments: WYDOTCatalog.segments[pass.id] ?? [], pages: ["WY22": .success(page)], now: now
    ).get()
  }

  // The generated tests parse hundreds of pages: on a thread of their own, so they starve no
  // timing test beside them; they return what went wrong and expect nothing there.

  @Test func generatedRowsNeverReadOpenUnlessEveryCellIsKnownAndHarmless() async throws {
    let (problems, opens) = try await OwnThread.run { try Self.generatedRows() }
    #expect(problems.isEmpty, "\(problems)")
    // The generator reaches open at all, or the property proves nothing.
    #expect(opens > 0)
  }

  /// 250 generated rows read: the rows read open that were not all known and harmless, the closed
  /// cells read as anything but a closure, and how many read open.
  static func generatedRows() throws -> ([String], Int) {
    var problems: [String] = []
    var random = SeededGenerator(seed: 25)
    let invisible = ["", "\u{200B}", "\u{FEFF}", "\u{00A0}", "&nbsp;", "&#8203;"]
    let conditionClasses: [Choice] = [
      ("noimpactcond", true), ("lowimpactcond", true), ("modimpactcond", true), ("highimpactcond", true),
      ("closedcond", false),
      ("extendedcond", false), ("weirdcond", true),
    ]
    let conditions: [Choice] = [
      ("Dry", true), ("Wet", true), ("Slick in Spots", true), ("Blowing Snow, Fog", true),
      ("Moose herd crossing", false), ("Closed", false),
      ("Open", true), ("Road Closed Due To Seasonal Closure", false), ("", false), ("No restrictions", true),
      ("Dry Closed", false),
    ]
    let advisories: [Choice] = [
      ("None", true), ("Black Ice", true), ("Falling Rock, Black Ice", true), ("Strong Winds", true),
      ("Chain Law - Level 1", false),
      ("Chain Law Level 2", false), ("No Unnecessary Travel", false), ("Closed to Light, High Profile Vehicles", false),
      ("Falling Rock, No Trailer Traffic", false), ("Extreme Blow Over Risk", false), ("Chain Law", false),
      ("No restrictions", true),
      ("Not closed", true), ("Rolling closure", false), ("", false), ("&nbsp;", false),
    ]
    let restrictions: [Choice] = [
      ("None", true), ("Weight restriction: 60000 lbs", true), ("Single unit 6+ axles: 32T", true),
      ("Road closed", false),
      ("Open", true), ("Chains required", false), ("Escort required", false), ("", false), ("\u{200B}", false),
    ]
    let times: [Choice] = [
      ("Feb 16, 2025, 07:00 AM", true), ("Feb 30, 2025, 07:00 AM", false), ("", false), ("today", false),
    ]
    var opens = 0
    for round in 0..<250 {
      func pick(_ choices: [Choice]) -> Choice {
        let choice = choices.randomElement(using: &random) ?? ("", false)
        let mark = invisible.randomElement(using: &random) ?? ""
        return (choice.text.isEmpty ? choice.text : mark + choice.text, choice.isSafe)
      }
      let conditionClass = conditionClasses.randomElement(using: &random) ?? ("", false)
      let (condition, advisory, restriction, time) = (
        pick(conditions), pick(advisories), pick(restrictions), pick(times)
      )
      let isMerged = Bool.random(using: &random)
      var cells = ["<td class=\"\(conditionClass.text)\" colspan=\"\(isMerged ? "3" : "")\">\(condition.text)</td>"]
      if !isMerged || Bool.random(using: &random) {
        cells += [
          "<td class=\"modimpact\">\(advisory.text)</td>", "<td class=\"noimpactrestrict\">\(restriction.text)</td>",
        ]
      }
      cells.append("<td class=\"rpttime\">\(time.text)</td>")
      cells.shuffle(using: &random)
      let reading = try plainReading("<td class=\"closurelocation\">\(teton)</td>" + cells.joined())
      let isSafe =
        conditionClass.isSafe && condition.isSafe && time.isSafe && !isMerged
        && (cells.count == 2 || (advisory.isSafe && restriction.isSafe))
      if reading.level == .open {
        opens += 1
        if !isSafe { problems.append("round \(round): \(cells.joined()) read open") }
      }
      // Only the merged cell closes by its class; a closed class on a lone cell is never open.
      if conditionClass.text == "closedcond" || conditionClass.text == "extendedcond", isMerged,
        !reading.level.isClosure
      {
        problems.append("round \(round): a closed cell read \(reading.level)")
      }
    }
    return (problems, opens)
  }

  @Test func generatedRenamesOfASegmentNeverReadOpen() async throws {
    let problems = try await OwnThread.run { () -> [String] in
      var problems: [String] = []
      var random = SeededGenerator(seed: 2025)
      let words = Self.teton.split(separator: " ").map(String.init)
      for round in 0..<200 {
        var edited = words
        switch Int.random(in: 0..<4, using: &random) {
        case 0: edited.remove(at: Int.random(in: 0..<edited.count, using: &random))
        case 1: edited.insert("Old", at: Int.random(in: 0...edited.count, using: &random))
        case 2:
          edited.swapAt(
            Int.random(in: 0..<edited.count, using: &random), Int.random(in: 0..<edited.count, using: &random))
        default:
          let index = Int.random(in: 0..<edited.count, using: &random)
          edited[index] = String(edited[index].dropLast())
        }
        let segment = edited.joined(separator: " ")
        let conditions = try Self.plainTeton([RoutePageShape.ordinary(segment)])
        if WYDOTReport.key(segment) == WYDOTReport.key(Self.teton) { continue }
        if conditions.level != .unknown || conditions.warning?.contains("layout may have changed") != true {
          problems.append("round \(round): \(segment) read \(conditions.level), \(conditions.warning ?? "no warning")")
        }
      }
      return problems
    }
    #expect(problems.isEmpty, "\(problems)")
  }

}
