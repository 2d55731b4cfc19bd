/// A parameter without its value type: what a method's arity check and its reference need,
/// and how a leading-dot argument is read as its type (`.starting` as a DragState), for a
/// script's override of the method, whose parameters have no type of their own.
struct ParameterShape {
    let label: String?
    let isRequired: Bool
    let signature: String
    let readImplicitMember: (Value, ValueContext) throws -> Value
}

extension ParameterSpec {
    var shape: ParameterShape {
        let type = self.type
        return ParameterShape(label: label, isRequired: isRequired, signature: signature,
                              readImplicitMember: { value, context in type.write(try type.read(value, context)) })
    }
}
