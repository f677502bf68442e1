import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Per-task state for `URLSessionTransport`: body cap, redirect policy, and the one continuation
/// each task resumes exactly once.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  struct Limits {
    var maxBodyBytes: Int
    var maxRedirects: Int
    var timeoutSeconds: Double
  }

  struct Completed {
    var response: HTTPURLResponse
    var body: Data
  }

  private struct TaskState {
    var limits: Limits
    var continuation: CheckedContinuation<Completed, Error>
    var body = Data()
    var redirects = 0
  }

  private struct Registry {
    var states: [Int: TaskState] = [:]
    /// Failures recorded before the task was registered (cancelled before it started).
    var early: [Int: NetworkError] = [:]
  }

  // @unchecked Sendable: all mutable state lives behind this mutex.
  private let registry = Mutex(Registry())

  func register(_ task: URLSessionTask, limits: Limits, continuation: CheckedContinuation<Completed, Error>) {
    let early: NetworkError? = registry.withLock { registry in
      if let early = registry.early.removeValue(forKey: task.taskIdentifier) { return early }
      registry.states[task.taskIdentifier] = TaskState(limits: limits, continuation: continuation)
      return nil
    }
    if let early {
      continuation.resume(throwing: early)
      task.cancel()
    }
  }

  /// Ends the task with `error` now: the caller is resumed at once rather than when URLSession
  /// gets round to reporting the cancellation, which can take hundreds of milliseconds.
  func fail(_ task: URLSessionTask, with error: NetworkError) {
    let continuation: CheckedContinuation<Completed, Error>? = registry.withLock { registry in
      if let state = registry.states.removeValue(forKey: task.taskIdentifier) { return state.continuation }
      if task.state == .suspended, registry.early[task.taskIdentifier] == nil {
        registry.early[task.taskIdentifier] = error
      }
      return nil
    }
    continuation?.resume(throwing: error)
    task.cancel()
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let limit = registry.withLock { $0.states[dataTask.taskIdentifier]?.limits.maxBodyBytes } ?? Int.max
    if response.expectedContentLength > Int64(limit) {
      completionHandler(.cancel)
      fail(dataTask, with: .tooLarge(url: response.url?.absoluteString ?? "", limit: limit))
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overflow: NetworkError? = registry.withLock { registry in
      guard var state = registry.states[dataTask.taskIdentifier] else { return nil }
      guard state.body.count + data.count <= state.limits.maxBodyBytes else {
        return .tooLarge(url: dataTask.originalRequest?.url?.absoluteString ?? "", limit: state.limits.maxBodyBytes)
      }
      state.body.append(data)
      registry.states[dataTask.taskIdentifier] = state
      return nil
    }
    if let overflow { fail(dataTask, with: overflow) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    // FoundationNetworking turns `Location: file:///etc/passwd` into a request for
    // http://same-host/etc/passwd, so judge the header itself, not only the rewritten request.
    let location = response.value(forHTTPHeaderField: "Location").flatMap { URL(string: $0, relativeTo: response.url)?.absoluteURL }
    let target = location ?? request.url
    let refusal: NetworkError? = registry.withLock { registry in
      guard var state = registry.states[task.taskIdentifier] else { return .cancelled }
      state.redirects += 1
      registry.states[task.taskIdentifier] = state
      let schemes = [target?.scheme?.lowercased(), request.url?.scheme?.lowercased()]
      if !schemes.allSatisfy({ $0 == "http" || $0 == "https" }) {
        return .redirectRefused(to: target?.absoluteString ?? "(no URL)")
      }
      if state.redirects > state.limits.maxRedirects {
        return .tooManyRedirects(url: task.originalRequest?.url?.absoluteString ?? "", limit: state.limits.maxRedirects)
      }
      return nil
    }
    if let refusal {
      completionHandler(nil)
      fail(task, with: refusal)
    } else {
      completionHandler(request)
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    guard let state = registry.withLock({ $0.states.removeValue(forKey: task.taskIdentifier) }) else { return }
    let url = task.originalRequest?.url?.absoluteString ?? ""
    if let error {
      state.continuation.resume(throwing: Self.networkError(error, url: url, host: task.originalRequest?.url?.host ?? url, timeout: state.limits.timeoutSeconds))
    } else if let response = task.response as? HTTPURLResponse {
      state.continuation.resume(returning: Completed(response: response, body: state.body))
    } else {
      state.continuation.resume(throwing: NetworkError.transport(url, reason: "no HTTP response"))
    }
  }

  static func networkError(_ error: Error, url: String, host: String, timeout: Double) -> NetworkError {
    guard let urlError = error as? URLError else { return .transport(url, reason: error.localizedDescription) }
    switch urlError.code {
    case .notConnectedToInternet: return .offline
    case .cannotFindHost, .dnsLookupFailed: return .cannotResolveHost(host)
    case .cannotConnectToHost: return .connectionRefused(host)
    case .networkConnectionLost: return .connectionLost(url)
    case .timedOut: return .timedOut(url, seconds: timeout)
    case .cancelled: return .cancelled
    case .badURL, .unsupportedURL: return .invalidURL(url)
    default: return .transport(url, reason: urlError.localizedDescription)
    }
  }
}
