import Foundation
import PassengrKit

/// The process's signals during `watch`: SIGINT and SIGTERM stop it after the refresh in progress,
/// SIGUSR1 asks for a refresh now. Only the executable touches signal dispositions.
final class Signals {
  private let sources: [DispatchSourceSignal]

  init(stop: StopRequest) {
    let actions: [(Int32, @Sendable () -> Void)] = [(SIGINT, stop.request), (SIGTERM, stop.request), (SIGUSR1, stop.wake)]
    sources = actions.map { number, action in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler(handler: action)
      source.resume()
      return source
    }
  }

  deinit {
    sources.forEach { $0.cancel() }
  }
}
