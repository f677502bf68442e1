@testable import PassengrKit
import Testing

@Suite struct TmpProfileTests {
  @Test func profile() {
    let line = "Is closed from Colfax (Placer Co) to the Nevada State Line - Due to spinouts - Motorists are advised to use an alternate route"
    let clock = ContinuousClock()
    let n = 1000
    func t(_ name: String, _ body: () -> Void) { let d = clock.measure { for _ in 0..<n { body() } }; print("PROFILE \(name): \(d / n)") }
    t("clean") { _ = TextSanitizer.clean(line) }
    t("segments") { _ = HighwayInfoEntry.segments(line) }
    t("contrasts") { _ = HighwayInfoEntry.contrasts(line) }
    t("kind") { _ = HighwayInfoEntry.kind(of: "Is closed from Colfax (Placer Co) to the Nevada State Line") }
    t("places") { _ = HighwayInfoEntry.places(in: "Is closed from Colfax (Placer Co) to the Nevada State Line") }
    t("subject") { _ = HighwayInfoEntry.subjectPlace(of: "Is closed from Colfax (Placer Co) to the Nevada State Line") }
    t("time") { _ = HighwayInfoTime.parse(line.lowercased()) }
    t("estimates") { _ = HighwayInfoEntry.withoutEstimates(line.lowercased()) }
    t("direction") { _ = HighwayInfoEntry.direction(in: "is closed from colfax placer co to the nevada state line") }
    t("areaHeader") { _ = HighwayInfoPage.areaHeader("[IN THE NORTHERN CALIFORNIA AREA] " + line) }
    t("routeName") { _ = HighwayInfoPage.routeName(line) }
    t("entry") { _ = HighwayInfoEntry.parse(line, area: "X") }
    t("classify") { _ = RestrictionClassifier.classify("Chains are required on all vehicles except 4-wheel-drive vehicles with snow tires on all 4 wheels") }
  }
}
