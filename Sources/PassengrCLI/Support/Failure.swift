import ArgumentParser
import PassengrKit

/// Runs a command body, turning errors into one stderr line and the documented exit code.
enum Failure {
  /// The message of a usage error. A mistyped command reaches the default `status` as a pass name,
  /// so an unknown first word near a command's name points at that command (and at the nearest
  /// pass, if one is near too).
  static func usageMessage(_ error: any PassengrFailure, arguments: [String] = Array(CommandLine.arguments.dropFirst()))
    -> String
  {
    let commands = PassengrCommand.configuration.subcommands.map { $0.typedName }
    guard case .unknownPass(let name, let pass) = error as? SelectionError, arguments.first == name else {
      return error.wording
    }
    // `passengr version` means the flag.
    if name.lowercased() == "version" || name.lowercased() == "help" {
      return "'\(name)' is neither a command nor a pass; did you mean 'passengr --\(name.lowercased())'?"
    }
    guard let command = name.nearest(in: commands) else { return error.wording }
    return
      "'\(name)' is neither a command nor a pass; did you mean 'passengr \(command)'\(pass.map { " or the pass \($0)" } ?? "")?"
  }

  static func reporting<T>(_ body: () async throws -> T) async throws -> T {
    do {
      return try await body()
    } catch {
      throw reported(error)
    }
  }

  /// `reporting` of a body that does not suspend.
  static func reportingWithoutSuspending<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw reported(error)
    }
  }

  /// What a command's error becomes: said on stderr when it is no usage error or exit of its own.
  private static func reported(_ error: any Error) -> any Error {
    // Whatever failed, failed because of the interrupt: the entry point says "interrupted".
    if Interruption.process.isInterrupted { return CancellationError() }
    if let failure = error as? any PassengrFailure, failure.isUsageError {
      return ValidationError(usageMessage(failure))
    }
    if error is ExitCode || error is ValidationError { return error }
    Console.error(PassengrError.wording(of: error))
    return ExitStatus.trouble
  }
}
