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
            if args.count == 2 {
                lower = try args.number(0)
                upper = try args.number(1)
            } else {
                guard case .range(let range) = args[0] else {
                    throw RuntimeError("random.int expects a range such as 1...6, got \(args[0].typeName)")
                }
                lower = range.lower.rounded(.up)
                upper = range.isClosed ? range.upper : range.upper - 1
            }
            lower = lower.rounded(.up)
            upper = upper.rounded(.down)
            guard lower <= upper, lower.isFinite, upper.isFinite, upper - lower < 9e15 else {
                throw RuntimeError("random.int needs a non-empty range of whole numbers")
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
