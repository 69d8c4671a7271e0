/// TableChapters: a book about table-view gestures whose chapters are executable specifications.
///
/// This target holds no code. It exists so that the product's manual, the articles in
/// `Documentation.docc`, has a module of its own to be built from:
///
/// ```
/// swift package generate-documentation --target TableChapters
/// ```
///
/// The engines the chapters act on have their own catalogs: `TableModel`, `SwipeEngine`,
/// `ReorderEngine`, `ExpandEngine` and `TableScene`.
public enum TableChapters {}
