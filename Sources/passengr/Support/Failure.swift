import ArgumentParser
import PassengrKit

/// Runs a command body, turning errors into one stderr line and the documented exit code.
enum Failure {
  static func reporting<T>(_ body: () async throws -> T) async throws -> T {
    do {
      return try await body()
    } catch let error as PassengrError where error.isUsageError {
      throw ValidationError(error.description)
    } catch let error as ExitCode {
      throw error
    } catch let error as ValidationError {
      throw error
    } catch {
      Console.error(String(describing: error))
      throw ExitStatus.trouble
    }
  }
}
