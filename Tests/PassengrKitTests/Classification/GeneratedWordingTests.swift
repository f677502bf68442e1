import Testing

@testable import PassengrKit

/// Generated wording, not only examples: closures and chain requirements in every form (subjects ×
/// states × abbreviations and misspellings × directions × positions × case) never leave a direction
/// they cover `open` or better than they require; negations and harmless reports beside a level
/// keep it. Each test runs hundreds of cases from a fixed seed, so a failure replays exactly.
@Suite struct GeneratedWordingTests {
  /// What the words beside an injected sentence read alone: an opening, a chain requirement.
  static let originals: [(String, RestrictionLevel)] = [
    ("No restrictions", .open), ("No chain controls are in effect at this time.", .open), ("Pass is open", .open),
    ("Chains required on all vehicles except all wheel drive", .chainsRequired),
    ("Traction Tires Advised", .tractionAdvised),
  ]

  @Test(arguments: 0..<4)
  func aClosureNeverLeavesADirectionItCoversShortOfClosed(seed: UInt64) {
    var generator = RoadSentenceGenerator(seed: 34_000 + seed)
    for _ in 0..<200 {
      let sentence = generator.closure()
      let (original, _) = generator.pick(Self.originals)
      for text in [sentence.text, generator.place(sentence.text, beside: original)] {
        let words = RoadWords.read(text)
        for way in [TravelDirection.eastbound, .westbound, .northbound, .southbound]
        where sentence.direction == .both || way == sentence.direction {
          let level = words.level(for: way)
          #expect(level?.isClosure == true, "\(text) -> \(way): \(String(describing: level))")
        }
      }
    }
  }

  @Test(arguments: 0..<4)
  func aChainRequirementIsNeverReadBelowWhatItRequires(seed: UInt64) {
    var generator = RoadSentenceGenerator(seed: 3_400 + seed)
    for _ in 0..<200 {
      let sentence = generator.chains()
      let (original, _) = generator.pick(Self.originals)
      for text in [sentence.text, generator.place(sentence.text, beside: original)] {
        let words = RoadWords.read(text)
        for way in [TravelDirection.eastbound, .westbound, .northbound, .southbound]
        where sentence.direction == .both || way == sentence.direction {
          let level = words.level(for: way) ?? .unknown
          #expect(
            level != .unknown && level.rank >= sentence.required.rank,
            "\(text) -> \(way): \(level), needs \(sentence.required)")
        }
      }
    }
  }

  /// A closure that names one direction leaves the other as the words beside it say.
  @Test func aDirectedClosureLeavesTheOtherDirectionToItsOwnWords() {
    var generator = RoadSentenceGenerator(seed: 77)
    var checked = 0
    while checked < 300 {
      let sentence = generator.closure()
      guard sentence.direction != .both else { continue }
      checked += 1
      let text = generator.place(sentence.text, beside: "No restrictions")
      let other: TravelDirection =
        switch sentence.direction {
        case .eastbound: .westbound
        case .westbound: .eastbound
        case .northbound: .southbound
        default: .northbound
        }
      #expect(RoadWords.read(text).level(for: other) == .open, "\(text) -> \(other)")
    }
  }

  @Test(arguments: originals)
  func aNegationBesideALevelKeepsIt(original: String, level: RestrictionLevel) {
    var generator = RoadSentenceGenerator(seed: 340)
    for _ in 0..<150 {
      let text = generator.place(generator.negation(), beside: original)
      #expect(RoadWords.read(text).level == level, "\(text)")
    }
  }

  @Test(arguments: originals)
  func aHarmlessReportBesideALevelKeepsIt(original: String, level: RestrictionLevel) {
    var generator = RoadSentenceGenerator(seed: 3_434)
    for _ in 0..<150 {
      let text = generator.place(generator.benignReport(), beside: original)
      #expect(RoadWords.read(text).level == level, "\(text)")
    }
  }

  /// Every harmless report, in every case, alone: information, never a level.
  @Test(arguments: RoadSentenceGenerator.benign)
  func aHarmlessReportAloneIsInformation(report: String) {
    for text in [report, report.uppercased(), report.lowercased(), report + ".", " \(report) "] {
      let words = RoadWords.read(text)
      #expect(words.statements.allSatisfy { $0.meaning == .information }, "\(text): \(words.statements)")
    }
  }

  /// Words nobody wrote a vocabulary for keep an opening from `open`, wherever they stand.
  @Test func wordsNotUnderstoodBesideAnOpeningReadUnknown() {
    var generator = RoadSentenceGenerator(seed: 9)
    // (An event's label and responders on scene are understood now: delays, see the test below.)
    let strange = [
      "See website", "Avalanche danger high", "xyzzy", "Conditions vary", "Whiteout", "Trees down across the road",
      "Flooding reported", "Severe weather alert",
    ]
    for _ in 0..<200 {
      let text = generator.place(
        generator.pick(strange),
        beside: generator.pick(["No restrictions", "Pass is open", "Bare and dry. No restrictions"]))
      #expect(RoadWords.read(text).level == .unknown, "\(text)")
    }
  }

  /// An event's label or responders at an incident beside an opening: delays, never open.
  @Test func anEventBesideAnOpeningReadsDelays() {
    var generator = RoadSentenceGenerator(seed: 11)
    let events = [
      "Crews on scene", "Road work near milepost 80", "Tow crews on scene", "Road Construction", "2 Vehicle Crash",
      "Maintenance Operations", "Utility work between Balsam Ave and Miami River Dr",
    ]
    for _ in 0..<200 {
      let text = generator.place(
        generator.pick(events),
        beside: generator.pick(["No restrictions", "Pass is open", "Bare and dry. No restrictions"]))
      #expect(RoadWords.read(text).level == .trafficDelays, "\(text)")
    }
  }
}
