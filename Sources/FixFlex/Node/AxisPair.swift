/// A value per axis.
struct AxisPair<Value> {
  /// The horizontal value.
  var horizontal: Value
  /// The vertical value.
  var vertical: Value

  init(_ horizontal: Value, _ vertical: Value) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  subscript(axis: Axis) -> Value {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}
