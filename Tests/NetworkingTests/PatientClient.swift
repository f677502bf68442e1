@testable import Networking

extension HTTPClient {
  /// A client whose timeouts never fire in a test: a request to a server on this machine that
  /// waits behind the rest of a busy test run is slow, not lost.
  static func patient() -> HTTPClient {
    var configuration = HTTPClientConfiguration()
    configuration.timeout = .seconds(600)
    configuration.deadline = .seconds(600)
    return HTTPClient(configuration: configuration)
  }
}
