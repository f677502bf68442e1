import Foundation

/// Builds route pages shaped like WYDOT's: a legend that says CLOSED outside the conditions table,
/// a `table.grid` headed "Conditions" whose route and town cells span rows, one row per segment;
/// or the other shape, whose rows carry no route cell (the route named in the heading, the town
/// cell of class `town`); district comments and further tables after it.
enum RoutePageShape {
  static func page(
    route: String = "WY 22", rows: [String], comments: String? = nil, hasRouteCell: Bool = true, tables: [String] = []
  ) -> Data {
    var html = """
      <!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><title>Road Conditions</title></head><body>
      \(hasRouteCell ? "" : "<h2 class=\"routeheading\">\(route)</h2>")
      <table class="legend"><tr><td class="closurelocation">Legend</td><td class="closedcond" colspan="3">CLOSED</td></tr></table>
      <table class="grid"><tr><th colspan="9">Conditions</th></tr>
      <tr><th colspan="2">Route/Location</th><th>Segment</th><th>Conditions</th><th>Advisories</th><th>Restrictions</th><th>Last Report Time</th><th>Cameras</th><th>Sensors</th></tr>
      """
    for (index, row) in rows.enumerated() {
      var leading = ""
      if index == 0 {
        leading =
          hasRouteCell
          ? "<td class=\"route\" rowspan=\"\(rows.count)\">\(route)</td><td class=\"townname\" rowspan=\"\(rows.count)\">Town<br /><a href=\"#\">NWS Forecast</a></td>"
          : "<td class=\"town\" rowspan=\"\(rows.count)\">Town<br /><a href=\"#\">NWS Forecast</a></td>"
      }
      html += row.hasPrefix("<tr") ? row : "<tr>\(leading)\(row)</tr>\n"
    }
    html += "</table>"
    if let comments {
      html +=
        "<table class=\"grid\"><tr><th>District Comments</th></tr><tr><td class=\"comments\">\(comments)</td></tr></table>"
    }
    html += tables.joined()
    return Data((html + "</body></html>").utf8)
  }

  /// The cells of an ordinary row, from the segment on.
  static func ordinary(
    _ segment: String, conditions: String = "Dry", conditionsClass: String = "lowimpactcond", advisory: String = "None",
    advisoryClass: String = "noimpact", restriction: String = "None", time: String = "Feb 16, 2025, 07:00 AM"
  ) -> String {
    "<td class=\"closurelocation\">\(segment)</td><td class=\"\(conditionsClass)\" colspan=\"\">\(conditions)</td>"
      + "<td class=\"\(advisoryClass)\">\(advisory)</td><td class=\"noimpactrestrict\">\(restriction)</td>"
      + "<td class=\"rpttime\">\(time)</td><td class=\"cameras\">Cameras</td><td class=\"sensors\">Sensors</td>"
  }

  /// The cells of a closed row: one merged cell instead of three.
  static func merged(_ segment: String, _ cellClass: String, _ words: String, time: String = "Feb 15, 2025, 06:59 PM")
    -> String
  {
    "<td class=\"closurelocation\">\(segment)</td><td class=\"\(cellClass)\" colspan=\"3\">\(words)</td>"
      + "<td class=\"rpttime\">\(time)</td><td class=\"cameras\">Cameras</td><td class=\"sensors\">Sensors</td>"
  }

  /// A sub-row under a segment: a direction's own conditions, advisory and restriction.
  static func subRow(
    _ direction: String, conditions: String = "Dry", advisory: String = "None", restriction: String = "None"
  ) -> String {
    "<tr><td class=\"direction\">\(direction)</td><td class=\"lowimpactcond\">\(conditions)</td><td class=\"modimpact\">\(advisory)</td>"
      + "<td class=\"noimpactrestrict\">\(restriction)</td></tr>\n"
  }
}
