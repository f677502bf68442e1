import ArgumentParser
import Foundation
import Markup
import Networking
import PassengrKit

extension PassengrCommand {
  struct Doctor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check versions, the data directory, the archive, source reachability and the access code.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global, checkingDirectory: false)
        var lines = [
          "passengr         \(Passengr.version)",
          "libxml2          \(LibXML2Version.current)",
          "swift            \(Self.swiftVersion)",
        ]
        var healthy = true
        do {
          try context.store.checkDirectory()
          lines.append("data directory   \(context.store.directory.path): ok, writable")
        } catch {
          healthy = false
          lines.append("data directory   \(error)")
        }
        do {
          if let archive = try context.store.read() {
            let dataSource = PassDataSource(archive: archive)
            let refreshed = archive.lastRefresh.map { "last refresh \(TableRenderer.age(from: $0, to: Date()))" } ?? "never refreshed"
            lines.append("archive          ok: \(archive.passes.count) passes, \(dataSource.visiblePasses.count) enabled, \(refreshed)")
            for (source, failures) in archive.sourceFailures.sorted(by: { $0.key < $1.key }) where failures > 0 {
              lines.append("source health    \(source): \(failures) consecutive failed refresh\(failures == 1 ? "" : "es")")
            }
            let notes = archive.passes.flatMap { $0.conditions?.notes ?? [] }
            for note in notes.reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
              lines.append("source notes     \(note) (last refresh)")
            }
          } else {
            lines.append("archive          none yet (created on the first run)")
          }
        } catch {
          healthy = false
          lines.append("archive          \(error)")
        }
        let backup = FileManager.default.fileExists(atPath: context.store.backupURL.path) ? "present" : "none"
        lines.append("backup           \(backup) (\(context.store.backupURL.lastPathComponent))")
        lines.append("access code      \(context.accessCode == nil ? "not set (needed only for --source wsdot-api)" : "present")")
        let reachability = Reachability()
        for (name, url) in [("wsdot", WSDOTFeedSource.url), ("wsdot-api", WSDOTAPISource.url), ("wsdot-page", WSDOTPageSource.url(slug: "snoqualmie")), ("caltrans", ChainControlSource.url(district: 3))] {
          let target = context.loader.effectiveURL(for: url)
          if target.isFileURL {
            let exists = FileManager.default.fileExists(atPath: target.path)
            lines.append("source \(name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(target.path): \(exists ? "present" : "missing")")
            continue
          }
          let failure = await reachability.check(target)
          lines.append("source \(name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(target.host ?? target.absoluteString): \(failure.map(\.description) ?? "reachable")")
        }
        Console.out(lines.joined(separator: "\n"))
        if !healthy { throw ExitStatus.trouble }
      }
    }

    static var swiftVersion: String {
      #if swift(>=6.3)
      return "6.3 or later"
      #elseif swift(>=6.2)
      return "6.2"
      #elseif swift(>=6.1)
      return "6.1"
      #else
      return "6.0"
      #endif
    }
  }
}
