/// A value kept out of line, behind one reference: for optional fields of tens of bytes that
/// few of 100,000 objects set (an image, a callout accessory, a colour), which inline would
/// make every object that large. Immutable: a new value is a new box.
final class RareValue<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// `value` boxed, or nil for nil.
    static func box(_ value: Value?) -> RareValue? {
        value.map(RareValue.init)
    }
}
