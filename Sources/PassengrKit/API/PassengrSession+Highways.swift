import Foundation

extension PassengrSession {
  /// The passes on `highway` (`I-90`, `I 90`, `i90`, `US 2`, `US-2`, `SR 20`, `CA-88`), in the
  /// user's order, disabled ones too. Throws a usage error naming it when it is no highway or no
  /// pass is on it.
  public func passes(onHighway highway: String) throws -> [Pass] {
    try dataSource().names(declaredBy: agencies).select(highway: highway)
  }
}
