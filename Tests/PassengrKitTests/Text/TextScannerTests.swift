import Foundation
import Testing

@testable import PassengrKit

/// The hand-written scanners that replaced regexes, on the shapes real pages and feeds use.
@Suite struct TextScannerTests {
  @Test(arguments: [
    ("White Pass  US 12", "White Pass", "US 12"), ("Stevens Pass US2", "Stevens Pass", "US 2"),
    ("Snoqualmie Pass I-90", "Snoqualmie Pass", "I-90"),
    ("Tiger Mountain SR18", "Tiger Mountain", "SR 18"), ("Chinook Pass SR 410", "Chinook Pass", "SR 410"),
    ("Crystal to Greenwater SR 410", "Crystal to Greenwater", "SR 410"),
    ("Mt. Baker Hwy SR 542", "Mt. Baker Hwy", "SR 542"), ("Lolo Pass", "Lolo Pass", ""), ("US 12", "US 12", ""),
    ("Pass I-90X", "Pass", "I-90X"),
  ])
  func publishedNamesSplitIntoNameAndHighway(text: String, name: String, highway: String) {
    let split = PassCatalog.split(publishedName: text)
    #expect(split.name == name)
    #expect(split.highway == highway)
  }

  @Test(
    arguments: [
      ("28°F / -2°C as of 8:45 PM 01/10/2024", 28), ("-4 °F", -4), ("31&deg;F", nil), ("31 F", 31), ("12.6°F", 13),
      ("N/A", nil),
      ("Fog, 5 Fahrenheit", nil), ("-2°C / 28°F", 28), ("99999999999999999999999°F", nil),
    ] as [(String, Int?)])
  func fahrenheitIsReadOnlyWhereItSaysF(text: String, expected: Int?) {
    #expect(PassPageDecoder.fahrenheit(text) == expected, "\(text)")
  }

  @Test(
    arguments: [
      ("4061 ft / 1238 m", 4061), ("4,061 ft", 4061), ("elevation -20 ft", -20), ("none", nil),
      ("99999999999999999999 ft", nil),
    ] as [(String, Int?)])
  func firstIntegerReadsThousandsSeparators(text: String, expected: Int?) {
    #expect(PassPageDecoder.firstInteger(text) == expected)
  }

  @Test func pageDatesInEveryLayoutAndNothingElse() {
    let evening = Date(timeIntervalSince1970: 1_704_948_300)  // 2024-01-10 20:45 PST
    #expect(PacificTime.date(fromPageText: "Wednesday, January 10, 2024 8:45 PM") == evening)
    #expect(PacificTime.date(fromPageText: "Wednesday January 10, 2024 8:45PM") == evening)
    #expect(PacificTime.date(fromPageText: "  january 10 2024 8:45 pm [Disclaimer]") == evening)
    #expect(PacificTime.date(fromPageText: "January 10, 2024 12:05 AM") == Date(timeIntervalSince1970: 1_704_873_900))
    #expect(PacificTime.date(fromPageText: "January 10, 2024 13:45 PM") == nil)
    #expect(PacificTime.date(fromPageText: "January 10, 2024") == nil)
    #expect(PacificTime.date(fromPageText: "Smarch 10, 2024 8:45 PM") == nil)
  }

  @Test func apiXMLTimesReadWithAndWithoutSeconds() {
    #expect(WSDOTTimestamp.date(fromText: "2025-01-10T20:45:00") == Date(timeIntervalSince1970: 1_736_570_700))
    #expect(WSDOTTimestamp.date(fromText: "2025-01-10T20:45") == Date(timeIntervalSince1970: 1_736_570_700))
    #expect(WSDOTTimestamp.date(fromText: "2025-1-10T20:45") == nil)
    #expect(WSDOTTimestamp.date(fromText: "/Date(1736570700000-0800)/") == Date(timeIntervalSince1970: 1_736_570_700))
  }
}
