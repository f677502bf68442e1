import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Redirects this process's stderr to a temporary file while `body` runs, and returns what was written.
public enum StderrCapture {
  public static func run(_ body: () throws -> Void) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)").path
    fflush(nil)
    let saved = dup(STDERR_FILENO)
    let file = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
    guard saved >= 0, file >= 0 else { throw CocoaError(.fileWriteUnknown) }
    dup2(file, STDERR_FILENO)
    close(file)
    defer {
      fflush(nil)
      dup2(saved, STDERR_FILENO)
      close(saved)
      try? FileManager.default.removeItem(atPath: path)
    }
    try body()
    fflush(nil)
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }
}
