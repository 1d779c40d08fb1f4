// swift-tools-version: 6.0
//
// FixFlex: a headless Auto Layout with its own Cassowary solver, FixFlex stacks and
// a flexbox front-end, in one package with no package dependencies.
//
// Layers (a lower layer never imports a higher one):
//   Cassowary  <-  FixFlex  <-  Flexbox  <-  FixFlexFiles  <-  fixflex, fixflex-bench
//
// The core modules (Cassowary, FixFlex, Flexbox) import no Foundation.

import PackageDescription

// Without Foundation nothing else links the C math library on Linux, and
// `Double.rounded()` and friends lower to libm's `round`, `floor`, `ceil`.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "FixFlex",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "FixFlex", targets: ["FixFlex"]),
    .library(name: "Flexbox", targets: ["Flexbox"]),
    .executable(name: "fixflex", targets: ["fixflex"]),
    .executable(name: "fixflex-bench", targets: ["fixflex-bench"]),
  ],
  targets: [
    // MARK: - Public API

    /// The incremental simplex constraint solver. Knows nothing of layout.
    .target(name: "Cassowary", linkerSettings: libm),

    /// Nodes, anchors, Auto Layout-style constraints, the layout engine, and the
    /// `hstack`/`vstack` front-end.
    .target(name: "FixFlex", dependencies: ["Cassowary"], linkerSettings: libm),

    /// The FlexLayout-style `flex` front-end: the direct CSS flexbox algorithm and
    /// the translation of flexbox into FixFlex constraints.
    .target(name: "Flexbox", dependencies: ["FixFlex"], linkerSettings: libm),

    // MARK: - Implementation details

    /// Readers and writers of the `.stack.json` and `.flex.json` files (Foundation
    /// allowed); used by the CLI, the benchmarks and the tests.
    .target(name: "FixFlexFiles", dependencies: ["Cassowary", "FixFlex", "Flexbox"]),

    // MARK: - Tools

    /// `fixflex`: lay out, check, solve, explain and render files.
    .executableTarget(
      name: "fixflex",
      dependencies: ["Cassowary", "FixFlex", "Flexbox", "FixFlexFiles"]),

    /// `fixflex-bench`: the solver against flexbox, side by side.
    .executableTarget(
      name: "fixflex-bench",
      dependencies: ["Cassowary", "FixFlex", "Flexbox", "FixFlexFiles"],
      path: "Benchmarks/FixFlexBench"),

    // MARK: - Tests

    /// Seeded randomness, approximate comparison and fixture lookup for the tests.
    .target(
      name: "_FixFlexTestSupport",
      dependencies: ["Cassowary"],
      path: "Tests/_FixFlexTestSupport"),
    .testTarget(
      name: "CassowaryTests",
      dependencies: ["Cassowary", "_FixFlexTestSupport"]),
    .testTarget(
      name: "FixFlexTests",
      dependencies: ["FixFlex", "FixFlexFiles", "_FixFlexTestSupport"]),
    .testTarget(
      name: "FlexboxTests",
      dependencies: ["Flexbox", "FixFlexFiles", "_FixFlexTestSupport"]),
    /// Runs the built `fixflex` executable on small files and compares its output.
    .testTarget(
      name: "CLITests",
      dependencies: ["_FixFlexTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
