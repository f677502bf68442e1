import FoundationEssentials
import Markup

/// Decodes the API's XML form: `<ArrayOfPassCondition xmlns="http://schemas.datacontract.org/2004/07/">`.
enum APIXMLDecoder {
  static let namespaces = [
    "w": "http://schemas.datacontract.org/2004/07/",
    "i": "http://www.w3.org/2001/XMLSchema-instance",
  ]

  static func decode(_ data: Data, charset: String?, url: String, fetchedAt: Date) throws -> [PassReport] {
    let source = SourceFormat.wsdotAPI.rawValue
    let document: XMLDocument
    do {
      document = try XMLDocument(data: data, encoding: charset)
    } catch MarkupError.notWellFormed(let line, let column, let reason) {
      throw SourceError.malformed(
        source: source, url: url, location: "line \(line), column \(column)", reason: reason)
    }
    var reports: [PassReport] = []
    for node in try document.nodes(matching: "/descendant::w:PassCondition", namespaces: namespaces) {
      func field(_ path: String) throws -> String? {
        let isNil = try node.boolean(of: "\(path)/@i:nil = 'true'", namespaces: namespaces)
        let value = try node.string(of: "normalize-space(\(path))", namespaces: namespaces)
        return isNil || value.isEmpty ? nil : value
      }
      // A record without a readable id is kept: `UnattributedRecords` names it by name or makes the answer partial.
      let id = try field("w:MountainPassId").flatMap { Int($0) }
      var restrictions: [Restriction] = []
      // As in the JSON: a label that cannot be read is never guessed from the element's position;
      // its restriction counts for both directions, and an opening under it for neither.
      for element in ["w:RestrictionOne", "w:RestrictionTwo"] {
        guard try node.boolean(of: element, namespaces: namespaces) else { continue }
        let text = try field("\(element)/w:RestrictionText") ?? ""
        if let direction = try field("\(element)/w:TravelDirection").flatMap(TravelDirection.init(text:)) {
          restrictions.append(WSDOTWords.restriction(direction, text: text))
        } else {
          let both = WSDOTWords.restriction(.both, text: text)
          if both.level != .open { restrictions.append(both) }
        }
      }
      var conditions = PassConditions(
        restrictions: restrictions, roadConditions: try field("w:RoadCondition"),
        weather: try field("w:WeatherCondition"),
        temperatureF: try field("w:TemperatureInFahrenheit").flatMap { Double($0) }.flatMap(\.measurement),
        updatedAt: try field("w:DateUpdated").flatMap(WSDOTTimestamp.date(fromText:)), fetchedAt: fetchedAt)
      // The pass's own road and weather conditions count as much as its restrictions; so does a
      // restriction its name states.
      WSDOTWords.applyConditions(to: &conditions)
      conditions.apply(WSDOTWords.read(try field("w:MountainPassName")).statedClosures, label: "Name")
      reports.append(
        PassReport(
          id: id,
          publishedName: try field("w:MountainPassName") ?? id.map { "Pass \($0)" } ?? "A record without a pass id",
          elevationFeet: try field("w:ElevationInFeet").flatMap { Double($0) }.flatMap(\.measurement),
          conditions: conditions))
    }
    let settled = UnattributedRecords.settle(reports, unreadable: 0)
    guard settled.contains(where: { $0.id != nil }) else { throw SourceError.noPassData(source: source, url: url) }
    return settled
  }
}
