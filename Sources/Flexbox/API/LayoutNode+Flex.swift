import FixFlex

extension LayoutNode {
  /// The node's flexbox style and layout (FlexLayout's `view.flex`), created on first
  /// use with FlexLayout's defaults.
  public var flex: Flex { flexState(defaultsForNew: .yoga) }

  /// Whether ``flex`` has been used on this node.
  public var isFlexEnabled: Bool { existingFlex != nil }

  /// Creates a node whose style starts from `defaults` (the web's, with `.css`).
  public convenience init(name: String = "node", flexDefaults defaults: Flex.Defaults) {
    self.init(name: name)
    _frontEndStorage = Flex(node: self, defaults: defaults)
  }

  /// The node's `Flex`, if it has one.
  @inline(__always)
  var existingFlex: Flex? {
    guard let storage = _frontEndStorage,
      ObjectIdentifier(type(of: storage)) == ObjectIdentifier(Flex.self)
    else { return nil }
    return unsafeDowncast(storage, to: Flex.self)
  }

  /// The node's `Flex`, created with `defaults` if it has none yet.
  @inline(__always)
  func flexState(defaultsForNew defaults: Flex.Defaults) -> Flex {
    if let existing = existingFlex { return existing }
    let created = Flex(node: self, defaults: defaults)
    _frontEndStorage = created
    return created
  }
}
