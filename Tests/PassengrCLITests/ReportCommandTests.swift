import Foundation
import Markup
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Headless Chromium, where installed (CI installs Debian's `chromium`).
let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

extension EndToEndSecondLane {
  @Suite(.hangGuard) struct ReportCommandTests {
    /// Serves the fixtures, with a feed whose every field carries markup or script.
    func hostileSandbox() throws -> Sandbox {
      let sandbox = try Sandbox()
      sandbox.serveFeed("cases/wsdot-feed/markup-in-fields.json")
      return sandbox
    }

    @Test(.enabled(if: chromium != nil, "needs headless Chromium"))
    func theReportRendersInARealBrowserWithFeedTextAsText() async throws {
      let sandbox = try hostileSandbox()
      _ = try await sandbox.run(["enable", "chinook"])
      let page = sandbox.dataDirectory.appendingPathComponent("report.html")
      let written = try await sandbox.run(["report", "--html", page.path])
      #expect(written.status == 0, "\(written.stderr)")
      let browser = URL(fileURLWithPath: try #require(chromium))
      let flags = [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--user-data-dir=\(sandbox.dataDirectory.path)/chromium",
      ]
      let dump = try await CommandRunner.run(
        flags + ["--dump-dom", page.absoluteString], executable: browser, timeLimit: .seconds(60))
      #expect(dump.status == 0, "\(dump.stderr)")
      let dom = try HTMLDocument(data: Data(dump.stdout.utf8))
      // Every pass, with its level in words.
      let expected = [
        "Blewett Pass", "Chinook Pass", "Manastash Ridge", "Satus Pass", "Snoqualmie Pass", "Stevens Pass",
        "White Pass",
      ]
      let names = try dom.nodes(matching: "//section[@class='pass']/h2").map {
        try $0.string(of: "normalize-space(text()[1])")
      }
      #expect(names == expected)
      let levels = try dom.nodes(matching: "//section[@class='pass']/p[contains(@class,'badge')]").map {
        try $0.string(of: "@data-level")
      }
      // Snoqualmie's eastbound text is markup around "Chains required": read as chains, never open;
      // its road conditions carry a script's words ("alert('road')"), which no reader understands, so
      // westbound's "No restrictions" cannot stand: the pass is unknown, never open.
      #expect(
        levels == ["traction_advised", "closed_for_season", "open", "open", "unknown", "chains_required", "closed"])
      #expect(
        try dom.nodes(matching: "//*[contains(@class,'badge')]").allSatisfy { !$0.normalizedText.isEmpty },
        "colour is never the only signal")
      // The summary leads: every pass, worst first, each linking to its card; the title carries the worst.
      let summary = try dom.nodes(matching: "/descendant::nav[@class='summary']//tbody/tr")
      #expect(
        try summary.map { try $0.string(of: "@data-level") }
          == ["closed_for_season", "closed", "unknown", "chains_required", "traction_advised", "open", "open"])
      #expect(
        try summary.map { try $0.string(of: "normalize-space(th/a)") }
          == [
            "Chinook Pass", "White Pass", "Snoqualmie Pass", "Stevens Pass", "Blewett Pass", "Manastash Ridge",
            "Satus Pass",
          ])
      for row in summary {
        let target = String(try row.string(of: "th/a/@href").dropFirst())
        #expect(try dom.firstNode(matching: "//section[@id='\(target)']") != nil, "\(target) links to no card")
      }
      #expect(try dom.string(of: "normalize-space(//title)").hasPrefix("Closed for the season"))
      #expect(
        try dom.nodes(matching: "//h1/following::*[1]").first?.name != "section",
        "nothing comes before the summary but the header")
      // Closures look like closures: filled badges, and only for them.
      #expect(
        try dom.nodes(matching: "//*[contains(@class,'closure')]").allSatisfy {
          ["closed", "closed_for_season"].contains(try $0.string(of: "@data-level"))
        })
      #expect(try dom.nodes(matching: "//section//p[contains(@class,'closure')]").count == 2)
      // One <img> per camera: two per pass, one left of the hostile pass's three (javascript: and data: dropped),
      // each named once, by its caption.
      #expect(try dom.nodes(matching: "//img").count == 6 * 2 + 1)
      #expect(try dom.nodes(matching: "//img[not(@loading='lazy') or not(@alt='')]").isEmpty)
      #expect(try dom.nodes(matching: "//figure[count(figcaption)!=1 or normalize-space(figcaption)='']").isEmpty)
      // No element was made from feed text: no script, iframe or formatting tags, one h1, and the
      // hostile text is there, as text.
      #expect(try dom.nodes(matching: "//script | //iframe | //b | //i | //u | //img[@onerror]").isEmpty)
      #expect(try dom.nodes(matching: "//h1").count == 1)
      #expect(try dom.nodes(matching: "//section").count == expected.count)
      #expect(try dom.nodes(matching: "//nav").count == 1)
      #expect(dump.stdout.contains("&lt;script&gt;alert('road')&lt;/script&gt;Compact snow &amp; ice"))
      // And a screenshot, for people.
      let shot = sandbox.dataDirectory.appendingPathComponent("report.png")
      let picture = try await CommandRunner.run(
        flags + ["--window-size=1000,3000", "--screenshot=\(shot.path)", page.absoluteString], executable: browser,
        timeLimit: .seconds(60))
      #expect(picture.status == 0, "\(picture.stderr)")
      let png = try Data(contentsOf: shot)
      #expect(png.count > 10_000 && png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func theReportFollowsStatusRulesAndCanGoToStdout() async throws {
      let sandbox = try Sandbox()
      let page = try await sandbox.run(["report", "--html", "-", "--agency", "wsdot", "snoqualmie"])
      #expect(page.status == 0, "\(page.stderr)")
      #expect(page.stdout.hasPrefix("<!doctype html>"))
      #expect(page.stdout.contains("Snoqualmie Pass"))
      #expect(!page.stdout.contains("Stevens Pass"))
      sandbox.server.stop()
      let stale = try await sandbox.run(["report", "--html", "-", "--refresh"])
      #expect(stale.status == 0)
      #expect(stale.stdout.contains("data-stale=\"true\""))
      let nothing = try await CommandRunner.run([
        "report", "--html", "-", "--offline", "--data-dir", sandbox.dataDirectory.path + "-new",
      ])
      #expect(nothing.status == 2)
    }

    @Test func statusShowsTheForecastAndOnRequestTheCameras() async throws {
      let sandbox = try Sandbox()
      let plain = try await sandbox.run(["status", "snoqualmie"])
      #expect(plain.stdout.contains("Forecast    Tonight: Snow likely. Low around 22."))
      #expect(!plain.stdout.contains("Camera"))
      let cameras = try await sandbox.run(["status", "snoqualmie", "--cameras"])
      #expect(
        cameras.stdout.contains(
          "Camera      Snoqualmie Pass I-90 camera 0: https://images.wsdot.wa.gov/sc/snoqualmie0.jpg"))
      let json = try await sandbox.run(["status", "snoqualmie", "--json"])
      #expect(json.stdout.contains("\"title\":\"Snoqualmie Pass I-90 camera 1\""))
      #expect(json.stdout.contains("\"day\":\"Saturday\""))
    }

    /// A change on the local server runs the command with the changes on stdin and the facts in its
    /// environment; a command that hangs is cut off and the watch goes on.
    @Test func watchRunsTheCommandOnChangesAndOutlivesAHangingOne() async throws {
      let sandbox = try Sandbox()
      let runs = sandbox.dataDirectory.appendingPathComponent("runs")
      try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
      _ = try await sandbox.run([])
      let command = """
        n=$(ls '\(runs.path)' | wc -l); cat > '\(runs.path)/stdin-'$n; \
        echo "$PASSENGR_CHANGES $PASSENGR_ESCALATIONS $PASSENGR_WORST_LEVEL" > '\(runs.path)/env-'$n
        """
      let requests = sandbox.server.requests.count
      let watch = try await CommandRunner.start([
        "watch", "--no-weather", "--exec", command, "--data-dir", sandbox.dataDirectory.path,
        "--base-url", sandbox.server.baseURL.absoluteString,
      ])
      try await sandbox.server.waitForRequests(requests + 1)
      sandbox.serveFeed("cases/wsdot-feed/snoqualmie-chains.json")
      watch.signal(SIGUSR1)
      let envFile = runs.appendingPathComponent("env-0")
      let deadline = ContinuousClock.now + .seconds(300)
      while (try? Data(contentsOf: envFile))?.last != 0x0A, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(50))
      }
      watch.signal(SIGINT)
      let output = try await watch.output.value
      #expect(output.status == 0, "\(output.stderr)")
      let stdin = try String(contentsOf: runs.appendingPathComponent("stdin-0"), encoding: .utf8)
      let lines = stdin.split(separator: "\n")
      #expect(!lines.isEmpty)
      #expect(lines.allSatisfy { $0.contains("\"schema\":\"passengr.change/1\"") && $0.contains("\"passId\":11") })
      let escalations = lines.filter { $0.contains("\"escalation\":true") }.count
      let environment = try String(contentsOf: envFile, encoding: .utf8)
      #expect(environment == "\(lines.count) \(escalations) chains_required\n")
      #expect(output.stdout.split(separator: "\n").count == lines.count, "watch still prints the changes itself")

      // A command that hangs is stopped at its time limit and reported; the watch goes on.
      sandbox.serveFeed("mobile/MountainPassConditions.json")
      let started = sandbox.server.requests.count
      let hanging = try await CommandRunner.start([
        "watch", "--no-weather", "--exec", "sleep 30", "--exec-timeout", "1s",
        "--data-dir", sandbox.dataDirectory.path, "--base-url", sandbox.server.baseURL.absoluteString,
      ])
      try await sandbox.server.waitForRequests(started + 1)
      try await Task.sleep(for: .seconds(2))
      // The watch goes on: two more refreshes, asked for with SIGUSR1.
      for _ in 0..<2 {
        let before = sandbox.server.requests.count
        hanging.signal(SIGUSR1)
        try await sandbox.server.waitForRequests(before + 1)
      }
      hanging.signal(SIGINT)
      let after = try await hanging.output.value
      #expect(after.status == 0)
      #expect(
        after.stderr.contains("exec 'sleep 30' took over 1s and was stopped; will try again at the next trigger"),
        "\(after.stderr)")
    }

    @Test func watchValidatesItsCommandOptions() async throws {
      let sandbox = try Sandbox()
      #expect(try await sandbox.run(["watch", "--exec", "true", "--exec-on", "sometimes"]).status == 64)
      #expect(try await sandbox.run(["watch", "--exec", "true", "--exec-timeout", "0s"]).status == 64)
      #expect(try await sandbox.run(["watch", "--exec", " "]).status == 64)
    }
  }
}

extension EndToEndSecondLane.ReportCommandTests {
  /// A usage message's lines as one, for a check that does not depend on where it wraps.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test func aDirectoryIsNoPlaceForThePage() async throws {
    let sandbox = try Sandbox()
    let data = sandbox.dataDirectory.appendingPathComponent("data")
    let output = try await CommandRunner.run(
      [
        "report", "--html", sandbox.dataDirectory.path, "--data-dir", data.path, "--base-url",
        sandbox.server.baseURL.absoluteString,
      ])
    #expect(output.status == 64, "\(output.stderr)")
    #expect(
      Self.oneLine(output.stderr).contains("is a directory; give the path of a file to write"), "\(output.stderr)")
    #expect(!output.stderr.contains("archive"), "the archive has nothing to do with it")
    #expect(!FileManager.default.fileExists(atPath: data.path), "refused before anything is written")
  }

  /// The page is renamed into place: over a pipe, a device or a symbolic link that would replace
  /// it with a plain file (as root, `/dev/null` itself). Each is refused before anything is
  /// fetched or written, and stays what it was.
  @Test func aPageIsNeverRenamedOverWhatIsNotARegularFile() async throws {
    let sandbox = try Sandbox()
    let site = sandbox.dataDirectory.appendingPathComponent("site")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: false)
    let data = sandbox.dataDirectory.appendingPathComponent("data")
    let fifo = site.appendingPathComponent("fifo.html")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    let real = site.appendingPathComponent("real.html")
    try Data("my own page".utf8).write(to: real)
    let link = site.appendingPathComponent("link.html")
    try #require(symlink(real.path, link.path) == 0)
    let dangling = site.appendingPathComponent("dangling.html")
    try #require(symlink(site.appendingPathComponent("nowhere.html").path, dangling.path) == 0)
    // What /dev/stdout is on Linux: a link into /proc.
    let stdout = site.appendingPathComponent("stdout")
    try #require(symlink("/proc/self/fd/1", stdout.path) == 0)
    let cases = [
      (fifo, "is a named pipe"), (link, "is a symbolic link to \(real.path)"), (dangling, "is a symbolic link to"),
      (stdout, "is a symbolic link to /proc/self/fd/1"),
    ]
    for (target, kind) in cases {
      let output = try await CommandRunner.run(
        ["report", "--html", target.path, "--data-dir", data.path, "--base-url", sandbox.server.baseURL.absoluteString])
      #expect(output.status == 64, "\(target.lastPathComponent): \(output.stderr)")
      let said = Self.oneLine(output.stderr)
      #expect(said.hasPrefix("passengr: \(target.path) \(kind)"), "\(said)")
      #expect(
        said.contains(
          "not a file Passengr may replace; give the path of a regular file (or - for standard output); nothing was written"
        ), "\(said)")
      #expect(output.stdout.isEmpty)
    }
    #expect(!FileManager.default.fileExists(atPath: data.path), "nothing was written, not even the data directory")
    #expect(sandbox.server.requests.isEmpty, "nothing was fetched")
    var status = stat()
    #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
    for each in [link, dangling, stdout] {
      #expect(
        lstat(each.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK,
        "\(each.lastPathComponent) is still a link")
    }
    #expect(try String(contentsOf: real, encoding: .utf8) == "my own page")
    // A regular file is replaced, as before.
    let written = try await sandbox.run(["report", "--html", real.path])
    #expect(written.status == 0, "\(written.stderr)")
    #expect(try String(contentsOf: real, encoding: .utf8).contains("</html>"))
  }
}
