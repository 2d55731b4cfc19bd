/// A parameter without its value type: what a method's arity check and its reference need.
struct ParameterShape {
    let label: String?
    let isRequired: Bool
    let signature: String
}

extension ParameterSpec {
    var shape: ParameterShape { ParameterShape(label: label, isRequired: isRequired, signature: signature) }
}
