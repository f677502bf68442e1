import Foundation
import Testing

@testable import PassengrKit

/// Montana: a catalogue of passes with summits and no road conditions behind them.
@Suite struct MDTTests {
  @Test func everyDirectionOfEveryPassIsUnknownBecauseMontanaPublishesNoPassConditions() async throws {
    let now = Date(timeIntervalSince1970: 1_768_660_200)
    let results = await MDTSource(clock: { now }).conditions(for: MDTCatalogue.passes)
    #expect(results.count == MDTCatalogue.passes.count)
    for pass in MDTCatalogue.passes {
      let conditions = try #require(try results[pass.id]?.get())
      let judgement = PassJudgement(conditions: conditions, over: pass.directions.all, isCurrent: true)
      #expect(judgement.level == .unknown)
      #expect(
        judgement.directions.allSatisfy { $0.reason == .noReport(words: "Montana publishes no pass conditions") },
        "\(pass.name)")
      #expect(judgement.reason?.description == "Montana publishes no pass conditions")
    }
  }

  @Test func itAsksNothingOfAnyoneAndEveryPassHasItsSummit() {
    let source = MDTSource(clock: Date.init)
    #expect(
      MDTCatalogue.passes.allSatisfy { source.requestURLs(for: $0).isEmpty && source.contactedURLs(for: $0).isEmpty })
    #expect(
      MDTCatalogue.passes.map(\.name) == [
        "Bozeman Pass", "Homestake Pass", "MacDonald Pass", "Rogers Pass", "Marias Pass", "Lost Trail Pass",
        "Kings Hill Pass", "Raynolds Pass",
        "Monida Pass", "Targhee Pass",
      ])
    // Every summit lies in or on the border of Montana.
    for pass in MDTCatalogue.passes + CDOTCatalogue.passes {
      let summit = pass.summit
      #expect(summit != nil, "\(pass.name)")
      guard let summit else { continue }
      let box = pass.agency == .mdt ? (44.3...49.0, -116.1 ... -104.0) : (36.9...41.1, -109.1 ... -102.0)
      #expect(box.0.contains(summit.latitude) && box.1.contains(summit.longitude), "\(pass.name) \(summit)")
    }
    #expect(MDTCatalogue.passes.allSatisfy { !$0.isEnabled && $0.agency == .mdt && MDT().idRange.contains($0.id) })
    #expect(CDOTCatalogue.passes.allSatisfy { !$0.isEnabled && $0.agency == .cdot && CDOT().idRange.contains($0.id) })
    #expect(Agencies.all.problems.isEmpty, "\(Agencies.all.problems)")
  }
}
