/// The terms of a constraint, each variable once: up to four held in the constraint
/// itself, the rest in an array.
///
/// A layout constraint has one to four terms (`a.trailing == b.trailing` is
/// `a.x + a.width − b.x − b.width`), so that held inline they make each constraint one
/// allocation instead of two: 79 live heap blocks a cell of the raw-constraints list
/// instead of 102, which a screen's activation allocates and its release frees
/// (releasing the list took a sixth fewer instructions).
package struct ConstraintTerms {
  private var first: Term?
  private var second: Term?
  private var third: Term?
  private var fourth: Term?
  /// The terms after the fourth (`nil`, not empty, when there are none: an empty
  /// array is a shared object, retained and released with every copy).
  private var rest: [Term]?
  /// How many terms there are.
  package private(set) var count = 0

  /// No terms.
  package init() {}

  /// The one term `coefficient × variable` (a size's content or `>= 0` constraint).
  package init(_ variable: Variable, _ coefficient: Double = 1) {
    append(Term(variable, coefficient))
  }

  /// The terms of a reduced expression (each variable once, no zero coefficient).
  init(reduced terms: [Term]) {
    for term in terms { append(term) }
  }

  /// The term at `index`, in the order the terms were added.
  package subscript(index: Int) -> Term {
    switch index {
    case 0: return first!
    case 1: return second!
    case 2: return third!
    case 3: return fourth!
    default: return rest![index - 4]
    }
  }

  /// Whether some term's coefficient is zero.
  var hasZero: Bool {
    first?.coefficient == 0 || second?.coefficient == 0 || third?.coefficient == 0
      || fourth?.coefficient == 0 || rest?.contains { $0.coefficient == 0 } == true
  }

  /// Adds `coefficient × variable`, into the term of `variable` when there is one.
  /// Terms whose coefficients cancel stay until ``dropZeros()``.
  package mutating func add(_ variable: consuming Variable, _ coefficient: Double) {
    // Each slot compared in place: reading a term out would retain its variable.
    if first?.variable === variable {
      first!.coefficient += coefficient
    } else if second?.variable === variable {
      second!.coefficient += coefficient
    } else if third?.variable === variable {
      third!.coefficient += coefficient
    } else if fourth?.variable === variable {
      fourth!.coefficient += coefficient
    } else if let index = rest?.firstIndex(where: { $0.variable === variable }) {
      rest![index].coefficient += coefficient
    } else {
      append(Term(variable, coefficient))
    }
  }

  /// Adds `coefficient × variable` as a new term: `variable` must not be among the
  /// terms yet (the caller knows; ``add(_:_:)`` looks).
  ///
  /// The variable (and in ``add(_:_:)`` and `append(_:)` the term) is taken, not
  /// borrowed: a caller that made it for the call moves it in, where a borrowed one
  /// was retained into the term and the caller's released (two atomic operations a
  /// term, six for a list's layout constraint of three terms on average).
  package mutating func appendNew(_ variable: consuming Variable, _ coefficient: Double) {
    append(Term(variable, coefficient))
  }

  /// Removes the terms whose coefficient is zero, keeping the others' order.
  package mutating func dropZeros() {
    guard hasZero else { return }
    var kept = ConstraintTerms()
    for index in 0..<count where self[index].coefficient != 0 { kept.append(self[index]) }
    self = kept
  }

  /// The terms as an array (an expression's).
  var array: [Term] {
    var terms: [Term] = []
    terms.reserveCapacity(count)
    for index in 0..<count { terms.append(self[index]) }
    return terms
  }

  private mutating func append(_ term: consuming Term) {
    switch count {
    case 0: first = term
    case 1: second = term
    case 2: third = term
    case 3: fourth = term
    case 4: rest = [term]
    default: rest!.append(term)
    }
    count += 1
  }
}
