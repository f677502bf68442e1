/// A key held in memory: its value for the request that carries it, and "REDACTED" for anything
/// that prints, dumps or reflects it, so no `print(session)` or debugger summary can show it.
struct Secret: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The key itself; read only where a request is built or a key file written.
  let value: String

  /// Wraps `value`.
  init(_ value: String) {
    self.value = value
  }

  var description: String { "REDACTED" }
  var debugDescription: String { "REDACTED" }
  var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
