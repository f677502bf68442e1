import Foundation
import Testing

@testable import PassengrKit

/// Every built-in pass knows its summit, and a point is asked for as NWS wants it.
@Suite struct CoordinateTests {
  @Test func everyBuiltInPassHasASummitInTheWesternUnitedStatesOrBritishColumbia() {
    for pass in Agencies.all.catalogue {
      let summit = pass.summit
      #expect(summit != nil, "\(pass.agency)/\(pass.name) has no summit")
      if let summit, pass.agency == .drivebc {
        #expect(
          (49.0...60.0).contains(summit.latitude) && (-139.1 ... -114.0).contains(summit.longitude),
          "\(pass.name): \(summit)")
      } else if let summit {
        #expect(
          (31.0...49.1).contains(summit.latitude) && (-125.0 ... -102.0).contains(summit.longitude),
          "\(pass.name): \(summit)")
      }
    }
  }

  @Test func aPointIsWrittenWithAtMostFourDecimalsAndNoTrailingZeros() {
    #expect(Coordinate(47.7462, -121.0859).rounded == "47.7462,-121.0859")
    #expect(Coordinate(46.638_749, -121.390_9).rounded == "46.6387,-121.3909")
    #expect(Coordinate(39.5, -120.0).rounded == "39.5,-120")
    #expect(Coordinate(0.000_01, -0.000_01).rounded == "0,0")
  }

  @Test func numbersFromOutsideAreCheckedNeverTrusted() {
    #expect(Coordinate(latitude: .nan, longitude: 1) == nil)
    #expect(Coordinate(latitude: 91, longitude: 1) == nil)
    #expect(Coordinate(latitude: 1, longitude: -180.5) == nil)
    #expect(Coordinate(latitude: 1, longitude: .infinity) == nil)
    #expect(Coordinate(latitude: 47.5, longitude: -121) == Coordinate(47.5, -121))
  }

  @Test func anArchivedBuiltInPassTakesItsSummitFromTheCatalogue() throws {
    var stevens = try #require(Agencies.all.pass(id: 10))
    stevens.summit = nil
    let archive = PassArchive(passes: [ArchivedPass(pass: stevens)]).addingMissingCatalogue()
    #expect(archive.passes.first { $0.pass.id == 10 }?.pass.summit == Coordinate(47.7462, -121.0859))
  }
}
