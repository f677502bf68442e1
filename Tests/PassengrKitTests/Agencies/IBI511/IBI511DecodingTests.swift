import Foundation
import Testing

@testable import PassengrKit

/// The platform's variations are each accepted, and a record of a shape the reader cannot take is
/// said and read as `unknown`, never the whole answer lost.
@Suite struct IBI511DecodingTests {
  typealias R = IBI511Records
  let resource = IBI511Resource(agency: .itd, host: "511.idaho.gov", kind: .event)

  func decode(_ json: String) throws -> IBI511Answer {
    try IBI511Answer.decode(Data(json.utf8), resource: resource, url: "https://511.idaho.gov/api/v2/get/event")
  }

  @Test func aBareListIsTheAnswerAndAnythingElseIsNone() throws {
    #expect(try decode("[]").records.isEmpty)
    #expect(try decode(#"[{"ID": 1}, 7, {"ID": 2}]"#).records.count == 2)
    #expect(try decode(#"[{"ID": 1}, 7]"#).notes(resource: "itd-event").first?.contains("1 element(s)") == true)
    #expect(throws: (any Error).self) { try decode(#"{"Message": "An error has occurred."}"#) }
    do {
      _ = try decode("Invalid Key")
      Issue.record("a plain-text answer is no answer")
    } catch {
      #expect(String(describing: error).contains("not JSON (it begins \"Invalid Key\")"), "\(error)")
    }
  }

  @Test func idsAreIDOrIdNumberOrString() throws {
    let answer = try decode(#"[{"ID": 17}, {"Id": "18"}, {"id": 19.0}, {"ID": ""}]"#)
    #expect(answer.records.map(\.id) == ["17", "18", "19", nil])
  }

  @Test func numbersMayBeStringsAndPlaceholdersAreAbsent() throws {
    let record = try decode(
      #"[{"MaxElevation": "9488", "AirTemperature": " 25 ", "SurfaceTemp": "", "WindSpeed": "N/A", "WindGust": null}]"#
    ).records[0]
    var problems: [String] = []
    #expect(record.number("MaxElevation", problems: &problems) == 9488)
    #expect(record.number("AirTemperature", problems: &problems) == 25)
    #expect(record.number("SurfaceTemp", problems: &problems) == nil)
    #expect(record.number("WindSpeed", problems: &problems) == nil)
    #expect(record.number("WindGust", problems: &problems) == nil)
    #expect(problems.isEmpty)
  }

  @Test func keysWithSpacesAreFoundWhateverTheirSpelling() throws {
    let spaced = try decode(#"[{"Overall Status": "Closed", "LastUpdated": 1736893000}]"#).records.map(
      IBI511Condition.init)[0]
    let joined = try decode(#"[{"OverallStatus": "Closed"}]"#).records.map(IBI511Condition.init)[0]
    let alberta = try decode(#"[{"Primary Condition": "Bare Dry", "Secondary Conditions": ["Wet", "Slushy"]}]"#).records
      .map(IBI511Condition.init)[0]
    #expect(spaced.status == "Closed" && joined.status == "Closed")
    #expect(alberta.status == "Bare Dry")
    #expect(alberta.words.map(\.text) == ["Bare Dry", "Wet; Slushy"])
  }

  @Test func aPolylineIsAStringOrAListOfStrings() throws {
    // Google's own example: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
    let encoded = "_p~iF~ps|U_ulLnnqC_mqNvxq`@"
    let points = try #require(IBI511Polyline.decode(encoded))
    #expect(points.map(\.latitude) == [38.5, 40.7, 43.252])
    #expect(points.map(\.longitude) == [-120.2, -120.95, -126.453])
    #expect(IBI511Polyline.encode(points) == encoded)
    #expect(IBI511Polyline.decode("") == [])
    #expect(IBI511Polyline.decode("_p~iF") == nil, "a point cut short is no polyline")
    #expect(IBI511Polyline.decode("_p~iF~ps|U ") == nil)
    let single = try decode(#"[{"EncodedPolyline": "_p~iF~ps|U_ulLnnqC"}]"#).records.map(IBI511Event.init)[0]
    let list = try decode(#"[{"EncodedPolyline": ["_p~iF~ps|U", "_ulLnnqC"]}]"#).records.map(IBI511Event.init)[0]
    #expect(single.polylines.count == 1 && single.polylines[0].count == 2)
    #expect(list.polylines.count == 2 && list.problems.isEmpty)
    let broken = try decode(#"[{"EncodedPolyline": {"points": 3}}]"#).records.map(IBI511Event.init)[0]
    #expect(broken.problems == ["EncodedPolyline is an object, not text"])
  }

  @Test func timesAreUnixSecondsOrISOStrings() throws {
    let events = try decode(
      #"""
      [{"StartDate": 1736893800}, {"StartDate": "1736893800"}, {"StartDate": 1736893800000}, {"StartDate": "2025-01-14T22:30:00Z"},
       {"StartDate": "soon"}, {"StartDate": 12}]
      """#
    ).records.map(IBI511Event.init)
    let expected = Date(timeIntervalSince1970: 1_736_893_800)
    #expect(events.prefix(4).map(\.start) == [expected, expected, expected, expected])
    #expect(events[4].start == nil && events[4].problems == ["StartDate is a string that is no time"])
    #expect(events[5].start == nil && !events[5].problems.isEmpty)
  }

  @Test func zeroCoordinatesAreNoPosition() throws {
    let event = try decode(
      #"[{"Latitude": 0, "Longitude": 0, "LatitudeSecondary": "46.6", "LongitudeSecondary": "-114.5"}]"#
    )
    .records.map(IBI511Event.init)[0]
    #expect(event.points == [Coordinate(46.6, -114.5)])
    let none = try decode(#"[{"Latitude": null, "Longitude": 0}]"#).records.map(IBI511Event.init)[0]
    #expect(none.points.isEmpty && none.problems.isEmpty)
    let wrong = try decode(#"[{"Latitude": "north", "Longitude": -114.5}]"#).records.map(IBI511Event.init)[0]
    #expect(wrong.points.isEmpty && wrong.problems == ["Latitude is a string, not a number"])
  }

  @Test func aFieldOfAnotherTypeMakesThatRecordUnknownAndTheOthersStillCount() throws {
    let site = R.site(6001)
    let good = R.segment(at: site)
    var odd = R.segment(at: site)
    odd["Restriction"] = ["Kind": "None"]
    odd["Id"] = 2
    let conditions = R.conditions(
      UDOT().deployment, site,
      [
        .event: .success(try R.answer([])), .roadConditions: .success(try R.answer([good, odd])),
        .mountainPasses: .success(try R.answer([])),
      ])
    #expect(R.levels(conditions) == [.unknown, .unknown])
    #expect(try conditions.get().restrictions[0].gap == .incompleteRecord)
    // Alone, the good one opens the pass: only the odd record spoke against it.
    let alone = R.conditions(
      UDOT().deployment, site,
      [
        .event: .success(try R.answer([])), .roadConditions: .success(try R.answer([good])),
        .mountainPasses: .success(try R.answer([])),
      ])
    #expect(R.levels(alone) == [.open, .open])
  }

  @Test func aFlagMayBeTrueOneOrItsString() throws {
    let events = try decode(
      #"[{"IsFullClosure": true}, {"IsFullClosure": "true"}, {"IsFullClosure": 1}, {"IsFullClosure": "False"}, {"IsFullClosure": "maybe"}]"#
    )
    .records.map(IBI511Event.init)
    #expect(events.map(\.isFullClosure) == [true, true, true, false, nil])
    #expect(events[4].problems == ["IsFullClosure is a string, not true or false"])
  }

  @Test func eachDeploymentAsksItsOwnHostAndPaths() {
    let deployments = [ITD().deployment, UDOT().deployment, NDOT().deployment, ADOT().deployment]
    let urls = deployments.flatMap { $0.resources.map(\.url.absoluteString) }
    #expect(
      urls == [
        "https://511.idaho.gov/api/v2/get/event?format=json",
        "https://511.idaho.gov/api/v3/get/winterroads?format=json",
        "https://511.idaho.gov/api/v2/get/mountainpasses?format=json",
        "https://www.udottraffic.utah.gov/api/v2/get/event?format=json",
        "https://www.udottraffic.utah.gov/api/v2/get/roadconditions?format=json",
        "https://www.udottraffic.utah.gov/api/v2/get/mountainpasses?format=json",
        "https://www.nvroads.com/api/v2/get/event?format=json",
        "https://www.nvroads.com/api/v2/get/roadconditions?format=json",
        "https://az511.gov/api/v2/get/event?format=json",
      ])
  }
}
