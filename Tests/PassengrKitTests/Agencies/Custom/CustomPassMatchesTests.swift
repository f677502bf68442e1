import Foundation
import Markup
import Networking
import TestSupport
import Testing

@testable import PassengrKit

/// A pass added with `passengr add` whose XPath matches several elements is read in full: the
/// direction takes the worst of them, never the first only.
@Suite(.hangGuard) struct CustomPassMatchesTests {
  static let page = """
    <html><body><span class="eb">No restrictions</span><span class="eb">Pass Closed</span>
    <span class="wb">No restrictions</span><span class="wb">No restrictions</span>
    <span class="nb">No restrictions</span><span class="nb">Traction tires advised</span>
    <span class="sb">No restrictions</span><span class="sb">Gremlins on the road</span>
    <i class="t">31</i><i class="t">12</i></body></html>
    """

  static func loader(_ server: TestHTTPServer) -> ResourceLoader {
    var configuration = HTTPClientConfiguration()
    configuration.retryBaseDelay = .milliseconds(20)
    return ResourceLoader(client: HTTPClient(configuration: configuration), base: .remote(server.baseURL))
  }

  @Test func aDirectionTakesTheWorstOfItsMatches() async throws {
    let server = try TestHTTPServer { _ in .init(text: Self.page) }
    let custom = CustomPass(
      url: server.url("/p1.html"),
      queries: [
        .eastbound: "//span[@class='eb']", .westbound: "//span[@class='wb']", .northbound: "//span[@class='nb']",
        .southbound: "//span[@class='sb']", .temperature: "//i[@class='t']",
      ])
    let pass = Pass(id: 1000, name: "Test Pass", highway: "", custom: custom)
    let results = await CustomPageSource(loader: Self.loader(server), clock: Date.init).conditions(for: [pass])
    let conditions = try #require(try results[1000]?.get())
    let eastbound = try #require(conditions.restriction(.eastbound))
    #expect(eastbound.level == .closed)
    #expect(eastbound.text == "No restrictions | Pass Closed")
    #expect(conditions.restriction(.westbound)?.level == .open)
    #expect(conditions.restriction(.northbound)?.level == .tractionAdvised)
    // One match that cannot be read keeps the direction from reading open.
    #expect(conditions.restriction(.southbound)?.level == .unknown)
    // Two temperatures that disagree give none.
    #expect(conditions.temperatureF == nil)
  }

  /// The `add` preview shows every match, as a refresh reads them.
  @Test func thePreviewShowsEveryMatch() throws {
    let custom = CustomPass(
      url: URL(string: "https://example.org/p1.html")!, queries: [.eastbound: "//span[@class='eb']"])
    let extracts = try custom.extract(from: Data(Self.page.utf8), charset: nil)
    #expect(extracts.map(\.value) == ["No restrictions | Pass Closed"])
  }

  /// An expression that is not a node set still gives its one value.
  @Test func aStringExpressionGivesItsValue() throws {
    let document = try Markup.HTMLDocument(data: Data(Self.page.utf8))
    #expect(try CustomPass.matches(of: "string(//span[@class='eb'][2])", in: document) == ["Pass Closed"])
    #expect(try CustomPass.matches(of: "//span[@class='none']", in: document).isEmpty)
  }
}
