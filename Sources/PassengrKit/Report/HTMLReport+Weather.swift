import FoundationEssentials

extension HTMLReport {
  /// The NWS alerts in force for a card, prominent, each with its headline and NWS's own words.
  func alertsHTML(_ row: StatusRow) -> String {
    guard let weather = row.weather else { return "" }
    let alerts = row.alerts
    guard !alerts.isEmpty else { return "" }
    let at = row.weatherTime
    let heading = row.recordedAt == nil ? "NWS alerts" : "NWS alerts (recorded)"
    var html = "<div class=\"alerts\" role=\"note\">\n<h3>\(heading)</h3>\n<ul>\n"
    for alert in alerts {
      html += "<li><strong>\(Self.escape(alert.event))</strong>"
      let span = WeatherWording.alert(alert, zone: row.zone, now: at).dropFirst(alert.event.count)
      html += Self.escape(String(span))
      if let headline = alert.headline { html += "<br><span class=\"headline\">\(Self.escape(headline))</span>" }
      let words = [alert.description, alert.instruction].compactMap { $0 }
      if !words.isEmpty {
        html += "<details><summary>What NWS says</summary>"
        html += words.map { "<p>\(Self.escape($0))</p>" }.joined() + "</details>"
      }
      html += "</li>\n"
    }
    html += "</ul>\n"
    if let source = WeatherWording.alertsSource(weather, zone: row.zone, recordedAt: row.recordedAt) {
      html += "<p class=\"times\">\(Self.escape(source))</p>\n"
    }
    return html + "</div>\n"
  }

  /// A card's NWS forecast, every period with its detailed text in full, and what kept NWS from
  /// answering.
  func forecastHTML(_ row: StatusRow) -> String {
    guard let weather = row.weather else { return "" }
    let at = row.weatherTime
    var html = ""
    if let forecast = weather.forecast {
      let periods = forecast.periods.filter { $0.end > at }
      html += "<h3>NWS forecast</h3>\n<ul class=\"forecast\">\n"
      for period in periods {
        html +=
          "<li><strong>\(Self.escape(period.name.isEmpty ? ZonedTime.text(period.start, in: row.zone) : period.name))</strong> "
        html +=
          "<span class=\"span\">(<time datetime=\"\(period.start.formatted(.iso8601))\">\(Self.escape(ZonedTime.text(period.start, in: row.zone)))</time> to "
        html +=
          "<time datetime=\"\(period.end.formatted(.iso8601))\">\(Self.escape(ZonedTime.text(period.end, in: row.zone)))</time>)</span>: "
        html += Self.escape(WeatherWording.period(period, zone: row.zone).drop { $0 != ":" }.dropFirst(2).description)
        if !period.detailedForecast.isEmpty { html += "<br>\(Self.escape(period.detailedForecast))" }
        html += "</li>\n"
      }
      if periods.isEmpty { html += "<li>No period of the saved forecast is still ahead.</li>\n" }
      html +=
        "</ul>\n<p class=\"times\">\(Self.escape(WeatherWording.source(of: forecast, now: at, recordedAt: row.recordedAt)))</p>\n"
    }
    for problem in weather.problems {
      html += "<p class=\"stale\"><strong>NWS</strong>: \(Self.escape(problem.description))</p>\n"
    }
    if weather.forecast != nil || !row.alerts.isEmpty {
      html += "<p class=\"credit\">Weather: \(Self.escape(NWSSource.attribution))</p>\n"
    }
    return html
  }
}
