import Cassowary

extension CassRunReport {
  /// The final values of the script's variables, by name.
  var values: [String: Double] {
    Dictionary(uniqueKeysWithValues: variables.map { ($0.name, $0.value) })
  }
}
