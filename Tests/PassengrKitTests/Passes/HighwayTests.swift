import Testing

@testable import PassengrKit

/// Highways as people write them: the kind, then one separator, then numbers with nothing inside
/// them; several numbers ask for a road that carries them all.
@Suite struct HighwayTests {
  @Test(arguments: [
    "I-9 0", "I--90", "I-90-", "I 9-0", "US 2 0", "90", "I-", "SR", "I-90/", "US 14//16", "X-90", "I-90 east",
  ])
  func whatIsNoHighwayIsRefused(text: String) {
    #expect(Highway(text) == nil, "\(text)")
  }

  @Test func spellingsOfOneHighwayAgree() throws {
    let snoqualmie = try #require(Highway("I-90"))
    for text in ["I 90", "i90", "I.90", "Interstate 90", "  I-90  ", "Hwy 90", "Highway 90"] {
      #expect(snoqualmie.matches(try #require(Highway(text), "\(text)")), "\(text)")
    }
    #expect(!snoqualmie.matches(try #require(Highway("US 90"))))
    #expect(!snoqualmie.matches(try #require(Highway("I-9"))))
  }

  @Test func aHighwayWithoutAKindNamesEveryRoadOfItsNumber() throws {
    let asked = try #require(Highway("Hwy 2"))
    #expect(try #require(Highway("US 2")).matches(asked))
    #expect(try #require(Highway("SR 2", state: "wa")).matches(asked))
    #expect(!(try #require(Highway("US 20")).matches(asked)))
  }

  @Test func severalNumbersAskForARoadThatCarriesThemAll() throws {
    let sylvan = try #require(Highway("US 14/16/20"))
    let santiam = try #require(Highway("US 20"))
    let granite = try #require(Highway("US 14"))
    #expect(sylvan.matches(try #require(Highway("US 20"))), "US 20 runs over Sylvan Pass too")
    #expect(sylvan.matches(try #require(Highway("us 14/16/20"))))
    #expect(!santiam.matches(try #require(Highway("US 14/16/20"))))
    #expect(!granite.matches(try #require(Highway("US 14/16/20"))))
  }

  @Test func stateRoutesKeepTheirState() throws {
    let carson = try #require(Highway("SR 88", state: "ca"))
    #expect(carson.matches(try #require(Highway("CA-88"))))
    #expect(!carson.matches(try #require(Highway("WA 88"))))
    #expect(carson.matches(try #require(Highway("sr 88"))))
  }

  @Test func aRoadSystemAnAgencyDeclaresIsItsOwnKind() throws {
    let routes = ["rt": "rl"]
    let own = try #require(Highway("RT 21", routes: routes))
    #expect(own.kind == .system("rt") && own.state == "rl")
    #expect(own.matches(try #require(Highway("rt-21", routes: routes))))
    #expect(own.matches(try #require(Highway("Route 21"))), "a road of that number, whatever its kind")
    #expect(!own.matches(try #require(Highway("SH 21"))), "no state route")
    #expect(!(try #require(Highway("SH 21", state: "rl")).matches(own)))
    #expect(Highway("RT 21") == nil, "undeclared, it is no highway")
  }
}
