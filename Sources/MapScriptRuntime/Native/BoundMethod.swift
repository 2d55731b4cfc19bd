/// A method read off its receiver without being called (`let add = list.append`), so it can
/// be passed around and called later with the receiver it came from.
public final class BoundMethod {
    public enum Callee {
        case script(Closure)
        case native(NativeMethod)
    }

    public let receiver: Value
    public let callee: Callee

    public init(receiver: Value, callee: Callee) {
        self.receiver = receiver
        self.callee = callee
    }

    public var name: String {
        switch callee {
        case .script(let c): return c.prototype.name
        case .native(let m): return m.name
        }
    }
}
