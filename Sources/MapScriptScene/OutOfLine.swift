/// An optional value kept out of line, behind one reference: for fields of tens of bytes that
/// few of 100,000 objects set (an image, a callout accessory, a colour), which inline would
/// make every object that large. The field costs 8 bytes while nil.
@propertyWrapper
struct OutOfLine<Value> {
    /// Immutable: a new value is a new box.
    private final class Box {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var box: Box?

    init(wrappedValue: Value?) {
        box = wrappedValue.map(Box.init)
    }

    var wrappedValue: Value? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }
}
