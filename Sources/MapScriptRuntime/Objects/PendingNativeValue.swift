import MapScriptSyntax

/// The initial value of a field that names a property of the built-in superclass (`let
/// coordinate = ...` in a class extending Annotation), computed before `super.init` made the
/// Swift object that holds the property; `super.init` then writes it there, and an error in
/// it points at the declaration.
struct PendingNativeValue {
    let name: String
    let value: Value
    let span: SourceSpan
    let valueSpan: SourceSpan
}
