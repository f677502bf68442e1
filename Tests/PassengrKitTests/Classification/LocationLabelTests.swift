import Testing

@testable import PassengrKit

/// A label that only says where ("I 5 at Siskiyou Summit: Icy spots") is no statement: what follows
/// it is read as if it stood alone, so a harmless report stays harmless and a closure stays a
/// closure. A label that says more than a place (a direction, an event, a restriction) is read as
/// before.
@Suite struct LocationLabelTests {
  @Test(arguments: 0..<3)
  func aHarmlessReportAfterALabelStaysInformation(seed: UInt64) {
    var generator = RoadSentenceGenerator(seed: 5_100 + seed)
    for _ in 0..<200 {
      let text = "\(generator.label()): \(generator.benignReport())"
      let words = RoadWords.read(text)
      #expect(words.statements.allSatisfy { $0.meaning == .information }, "\(text): \(words.statements)")
    }
  }

  @Test(arguments: 0..<3)
  func aLabelledSentenceBesideAnotherIsReadOnItsOwn(seed: UInt64) {
    var generator = RoadSentenceGenerator(seed: 5_200 + seed)
    for _ in 0..<200 {
      let original = generator.pick(GeneratedWordingTests.originals)
      let text = generator.place("\(generator.label()): \(generator.benignReport())", beside: original.0)
      #expect(RoadWords.read(text).level == original.1, "\(text)")
    }
  }

  @Test(arguments: 0..<3)
  func aLabelNeverHidesAClosureOrChains(seed: UInt64) {
    var generator = RoadSentenceGenerator(seed: 5_300 + seed)
    for _ in 0..<200 {
      let sentence = Bool.random(using: &generator.random) ? generator.closure() : generator.chains()
      let text = generator.place(
        "\(generator.label()): \(sentence.text)", beside: generator.pick(["No restrictions", "Bare and dry"]))
      let words = RoadWords.read(text)
      for way in [TravelDirection.eastbound, .westbound, .northbound, .southbound]
      where sentence.direction == .both || way == sentence.direction {
        let level = words.level(for: way) ?? .unknown
        #expect(level != .unknown && level.rank >= sentence.required.rank, "\(text) -> \(way): \(level)")
      }
    }
  }

  /// A label is only a place: with a direction, an event or a restriction in it, it is read.
  @Test(arguments: [
    ("I-90 Eastbound: Closed", TravelDirection.westbound, RestrictionLevel?.none),
    ("Tow crews on I-5: No restrictions", .both, .trafficDelays),
    ("Closed at Exit 34: Use caution", .both, .closed),
    ("Snoqualmie Pass not open: bare and dry", .both, .closed),
  ])
  func aLabelThatSaysMoreIsRead(text: String, direction: TravelDirection, level: RestrictionLevel?) {
    #expect(RoadWords.read(text).level(for: direction) == level)
  }

  @Test(arguments: [
    "Tejon Pass (Grapevine)", "I 5 at Siskiyou Summit", "I5 /Grapevine/",
    "Interstate 80 between Exit 323, Happy Jack Rd and Exit 335, Buford",
    "Mt. Baker Hwy", "OR 58 near Willamette Pass",
  ])
  func placesAreLabels(label: String) {
    #expect(RestrictionClassifier.isLocationLabel(label))
  }

  @Test(arguments: [
    "Tow crews on I-5", "I-90 Eastbound", "Snow or ice", "Crews on scene", "Road closed at Exit 34",
    "Lanes blocked at Exit 3",
    "Pass not open", "Chains required on I-5",
  ])
  func otherWordsAreNoLabels(label: String) {
    #expect(!RestrictionClassifier.isLocationLabel(label))
  }
}
