/// kiwi's medians from `../shared/peers/TIMINGS.md` (C++, g++ -O2, 5 runs on a fresh
/// solver, this kind of machine), in milliseconds, by workload: build, and edit where
/// the workload has one. stack_10000 and resize_10000 were not measurable.
enum SolverReferences {
  static let kiwi: [String: (build: Double, edit: Double?)] = [
    "chain_100": (0.245, nil),
    "stack_100": (71.7, nil),
    "grid_100": (2.45, nil),
    "random_100": (5.10, nil),
    "removal_100": (12.1, 3.41),
    "resize_100": (79.3, 511),
    "random_dense_100": (18_507, nil),
    "chain_1000": (16.0, nil),
    "grid_1000": (322, nil),
    "random_1000": (300, nil),
    "removal_1000": (179, 82.1),
    "stack_1000": (117_677, nil),
    "resize_1000": (112_266, 18_482),
    "chain_10000": (2266, nil),
    "random_10000": (33_031, nil),
    "grid_10000": (123_669, nil),
    "removal_10000": (44_157, 14_625),
  ]

  /// The reference for a workload name (`stack_1000`) and phase.
  static func references(_ workload: String, phase: String) -> [(
    peer: String, milliseconds: Double
  )] {
    guard let figures = kiwi[workload] else { return [] }
    if phase == "build" { return [("kiwi", figures.build)] }
    return figures.edit.map { [("kiwi", $0)] } ?? []
  }
}
