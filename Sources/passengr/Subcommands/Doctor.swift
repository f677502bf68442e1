import ArgumentParser
import Foundation
import PassengrKit

extension PassengrCommand {
  struct Doctor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "doctor",
      abstract: "Check versions, the data directory, the archive, source reachability and the access code.")

    @OptionGroup var global: GlobalOptions

    func run() async throws {
      try await Failure.reporting {
        let context = try Context(global, checkingDirectory: false)
        let checks = await context.session.doctor()
        Console.out(checks.map { $0.label.padding(toLength: 17, withPad: " ", startingAt: 0) + $0.detail }.joined(separator: "\n"))
        if checks.contains(where: { !$0.isHealthy }) { throw ExitStatus.trouble }
      }
    }
  }
}
