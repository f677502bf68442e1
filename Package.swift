// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Passengr",
  products: [
    .executable(name: "passengr", targets: ["passengr"]),
    .executable(name: "passengr-bar", targets: ["passengr-bar"]),
    .library(name: "PassengrKit", targets: ["PassengrKit"]),
    .library(name: "Markup", targets: ["Markup"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    .target(name: "Markup", dependencies: ["CLibXML2"]),
    // libcurl is opened with dlopen on the first request (Sources/CCurl/ccurl.c), not linked.
    .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
    .target(name: "Networking", dependencies: ["CCurl"]),
    .target(name: "PassengrKit", dependencies: ["Markup", "Networking"]),
    // The command tree is a library, so a test program can run it with an agency of its own; the
    // executable only starts it.
    .target(
      name: "PassengrCLI",
      dependencies: [
        "PassengrKit", "Networking",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "passengr", dependencies: ["PassengrCLI"]),
    // A second front end, written only against PassengrKit's public API (no @testable import).
    .executableTarget(name: "passengr-bar", dependencies: ["PassengrKit"]),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // Ridgeline, an agency that exists only in the tests, and `passengr` with it added, which the
    // CLI tests run. Both reach PassengrKit's internals with `@testable import`, which only a debug
    // build allows: a release build compiles them empty (see `#if DEBUG` in their sources).
    .target(name: "TestAgency", dependencies: ["PassengrKit"], path: "Tests/TestAgency"),
    .executableTarget(
      name: "passengr-ridgeline", dependencies: ["PassengrCLI", "PassengrKit", "TestAgency"],
      path: "Tests/RidgelineCLI"),
    .testTarget(name: "MarkupTests", dependencies: ["Markup", "TestSupport"]),
    .testTarget(name: "NetworkingTests", dependencies: ["Networking", "TestSupport"]),
    .testTarget(
      name: "PassengrKitTests", dependencies: ["PassengrKit", "Networking", "Markup", "TestSupport", "TestAgency"]),
    .testTarget(
      name: "PassengrCLITests",
      dependencies: [
        "passengr", "passengr-bar", "passengr-ridgeline", "PassengrCLI", "Markup", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
