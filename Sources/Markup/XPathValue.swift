/// The result of an XPath expression: a node set, or one of XPath's three scalar types.
public enum XPathValue {
  /// A node set, in document order.
  case nodes([Node])
  /// A string, from `string()`, `concat()`, `normalize-space()` and the like.
  case string(String)
  /// A number, from `count()`, `sum()` or arithmetic.
  case number(Double)
  /// A boolean, from `boolean()`, comparisons and the like.
  case boolean(Bool)
}
