import FixFlex

extension Flex {
  /// The main axis and its direction (`flex-direction`). FlexLayout's default is
  /// ``column``; the web's is ``row``.
  public enum Direction: UInt8, Hashable, Sendable, CaseIterable {
    /// Top to bottom.
    case column
    /// Bottom to top.
    case columnReverse
    /// Along the inline direction: left to right, or right to left in RTL.
    case row
    /// Against the inline direction.
    case rowReverse
  }

  /// How items are distributed along the main axis (`justify-content`).
  public enum JustifyContent: UInt8, Hashable, Sendable, CaseIterable {
    /// Packed at the main-start edge (`flex-start`).
    case start
    /// Centred.
    case center
    /// Packed at the main-end edge (`flex-end`).
    case end
    /// First and last items at the edges, equal space between the others.
    case spaceBetween
    /// Equal space around each item (half-size at the edges).
    case spaceAround
    /// Equal space between items and at the edges.
    case spaceEvenly
  }

  /// How lines are distributed along the cross axis of a multi-line container
  /// (`align-content`). FlexLayout's default is ``start``; the web's is ``stretch``.
  public enum AlignContent: UInt8, Hashable, Sendable, CaseIterable {
    /// Lines share the free space.
    case stretch
    /// Packed at the cross-start edge (`flex-start`).
    case start
    /// Centred.
    case center
    /// Packed at the cross-end edge (`flex-end`).
    case end
    /// First and last lines at the edges, equal space between the others.
    case spaceBetween
    /// Equal space around each line.
    case spaceAround
    /// Equal space between lines and at the edges.
    case spaceEvenly
  }

  /// How items are placed along the cross axis of their line (`align-items`).
  public enum AlignItems: UInt8, Hashable, Sendable, CaseIterable {
    /// Items with an automatic cross size fill the line.
    case stretch
    /// At the cross-start edge (`flex-start`).
    case start
    /// Centred.
    case center
    /// At the cross-end edge (`flex-end`).
    case end
    /// First baselines aligned.
    case baseline
  }

  /// How one item is placed along the cross axis (`align-self`).
  public enum AlignSelf: UInt8, Hashable, Sendable, CaseIterable {
    /// The container's ``AlignItems``.
    case auto
    /// Fill the line when the cross size is automatic.
    case stretch
    /// At the cross-start edge (`flex-start`).
    case start
    /// Centred.
    case center
    /// At the cross-end edge (`flex-end`).
    case end
    /// First baselines aligned.
    case baseline
  }

  /// Whether items wrap onto several lines (`flex-wrap`).
  public enum Wrap: UInt8, Hashable, Sendable, CaseIterable {
    /// One line.
    case noWrap
    /// As many lines as needed, stacked from cross-start.
    case wrap
    /// As many lines as needed, stacked from cross-end.
    case wrapReverse
  }

  /// The positioning scheme (`position`). FlexLayout's default is ``relative``; the
  /// web's is ``static``.
  public enum Position: UInt8, Hashable, Sendable, CaseIterable {
    /// In flow, offset by its insets; a containing block for absolute descendants.
    case relative
    /// Out of flow, placed by its insets in its containing block.
    case absolute
    /// In flow, insets ignored, and not a containing block.
    case `static`
  }

  /// The inline direction of a node (FlexLayout's `LayoutDirection`), stored in
  /// `LayoutNode.layoutDirection` so that both front-ends see it.
  public enum LayoutDirection: UInt8, Hashable, Sendable, CaseIterable {
    /// The parent's direction; the root's is left-to-right.
    case inherit
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
  }

  /// Which dimensions `layout(mode:)` takes from the node's current frame.
  public enum LayoutMode: UInt8, Hashable, Sendable, CaseIterable {
    /// Both: the container keeps its size and its items are laid out in it.
    case fitContainer
    /// The width; the height becomes the content's height.
    case adjustHeight
    /// The height; the width becomes the content's width.
    case adjustWidth
  }

  /// Whether and how a node generates a box (`display`).
  public enum Display: UInt8, Hashable, Sendable, CaseIterable {
    /// A flex container (every node is one).
    case flex
    /// No box: the node and its subtree are skipped and get zero frames.
    case none
    /// No box of its own: its children take its place among its parent's items.
    case contents
  }

  /// Which box the size properties describe (`box-sizing`).
  public enum BoxSizing: UInt8, Hashable, Sendable, CaseIterable {
    /// Sizes include padding and borders.
    case borderBox
    /// Sizes describe the content box only.
    case contentBox
  }

  /// What happens to content that overflows (`overflow`). Only whether it is
  /// ``visible`` matters to layout: a scroll container has no automatic minimum size.
  public enum Overflow: UInt8, Hashable, Sendable, CaseIterable {
    /// Content may overflow; flex items keep their automatic minimum size.
    case visible
    /// Content is clipped.
    case hidden
    /// Content scrolls.
    case scroll
  }

  /// A size given by a keyword instead of a number (CSS Box Sizing Level 3).
  public enum SizeKeyword: UInt8, Hashable, Sendable, CaseIterable {
    /// The default: from the content, or stretched where the context stretches.
    case auto
    /// The content's widest size, without wrapping (`max-content`).
    case maxContent
    /// The available space, but no less than the content's narrowest size and no more
    /// than its widest (`fit-content`).
    case fitContent
    /// The available space, minus margins (`stretch`).
    case stretch
  }

  /// The value `auto`, for margins (an auto margin absorbs free space).
  public enum Auto: Hashable, Sendable {
    /// `auto`.
    case auto
  }

  /// Which initial values a node's style starts from.
  public enum Defaults: UInt8, Hashable, Sendable, CaseIterable {
    /// FlexLayout's and Yoga's: `column`, shrink 0, `alignContent` start, `relative`.
    case yoga
    /// The web's: `row`, shrink 1, `alignContent` stretch, `static`.
    case css
  }
}
