/// The `random` object scripts see: `random.int(5...39)`, `random.number()`,
/// `random.choice(list)`, all drawn from the interpreter's seeded generator.
final class RandomSource: NativeObject {
    let generator: RandomGenerator

    init(_ generator: RandomGenerator) {
        self.generator = generator
    }

    var nativeClass: NativeClass { RandomSource.descriptor }

    static let descriptor: NativeClass = {
        let descriptor = NativeClass(name: "Random")
        descriptor.describe = { _ in "<random>" }
        func generator(_ object: any NativeObject) throws -> RandomGenerator {
            guard let source = object as? RandomSource else { throw RuntimeError("not a random source") }
            return source.generator
        }
        descriptor.addMethod("number") { _, object, args in
            try args.expect(count: 0)
            return .number(try generator(object).nextUnit())
        }
        descriptor.addMethod("int") { _, object, args in
            try args.expect(count: 1, 2)
            var lower: Double
            var upper: Double
            let asked: String
            if args.count == 2 {
                // Two bounds are whole numbers, as Python's randint(a, b) takes them.
                func bound(_ index: Int) throws -> Double {
                    let value = try args.number(index)
                    guard value.isFinite, value.rounded() == value else {
                        throw args.about(index, nil, "random.int: a bound must be a whole number, got \(Value.format(value))")
                    }
                    return value
                }
                lower = try bound(0)
                upper = try bound(1)
                asked = "from \(Value.format(lower)) to \(Value.format(upper))"
            } else {
                guard case .range(let range) = args[0] else {
                    throw RuntimeError("random.int expects a range such as 1...6, got \(args[0].typeName)")
                }
                // The whole numbers in the range: 0.5...3 holds 1, 2 and 3.
                lower = range.lower.rounded(.up)
                upper = range.isClosed ? range.upper.rounded(.down) : (range.upper - 1).rounded(.up)
                asked = Value.range(range).description
            }
            guard lower.isFinite, upper.isFinite else { throw RuntimeError("random.int needs finite bounds") }
            guard lower <= upper else {
                throw RuntimeError("random.int: the range \(asked) holds no whole number")
            }
            guard upper - lower < 9e15 else {
                throw RuntimeError("random.int: the range holds more than 9e15 whole numbers; numbers count exactly only up to 2^53, "
                                   + "so its draws would not all be equally likely")
            }
            let width = UInt64(upper - lower) + 1
            return .number(lower + Double(try generator(object).next(below: width)))
        }
        descriptor.addMethod("choice") { _, object, args in
            try args.expect(count: 1)
            let list = try args.list(0)
            guard !list.elements.isEmpty else { throw RuntimeError("random.choice needs a non-empty list") }
            let index = Int(try generator(object).next(below: UInt64(list.elements.count)))
            return list.elements[index]
        }
        return descriptor
    }()
}
