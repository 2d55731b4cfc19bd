import Foundation
import MapScriptRuntime
import MapScriptSyntax
import Testing

/// The interpreter's entry points as the session and the REPL use them.
@Suite struct InterpreterTests {
    private func file(_ text: String) -> SourceFile {
        SourceFile(path: "entry.map", text: text)
    }

    @Test func replEntryEchoesItsFinalExpression() {
        let interpreter = Interpreter()
        guard case .value(let value) = interpreter.evaluate(file("let x = 20\nx + 22")) else {
            Issue.record("entry failed")
            return
        }
        #expect(value?.description == "42")
        guard case .value(let none) = interpreter.evaluate(file("var y = 1")) else {
            Issue.record("entry failed")
            return
        }
        #expect(none == nil)
    }

    @Test func namesSurviveAFailedEntry() {
        let interpreter = Interpreter()
        guard case .failure(let errors) = interpreter.evaluate(file("let kept = 5\nlet boom = kept + nil")) else {
            Issue.record("entry should fail")
            return
        }
        #expect(errors.first?.message == "'+' needs two numbers or two strings, got number and nil")
        guard case .value(let value) = interpreter.evaluate(file("kept * 2")) else {
            Issue.record("later entry failed")
            return
        }
        #expect(value?.description == "10")
    }

    @Test func laterEntriesMayRedefineNames() {
        let interpreter = Interpreter()
        _ = interpreter.evaluate(file("let a = 1"))
        _ = interpreter.evaluate(file("let a = \"again\""))
        guard case .value(let value) = interpreter.evaluate(file("a")) else {
            Issue.record("entry failed")
            return
        }
        #expect(value?.description == "again")
    }

    @Test func maxStepsBoundsEvaluation() {
        let interpreter = Interpreter()
        interpreter.maxSteps = 1000
        let errors = interpreter.run(file("var n = 0\nwhile true {\n  n += 1\n}"))
        #expect(errors.map(\.message) == ["evaluation exceeded 1000 steps"])
        #expect(errors.first?.location?.line == 2)
        // A step is a call or a loop iteration, and running the top level is the first call:
        // 999 iterations fit in 1000 steps, 1000 do not.
        let counted = Interpreter()
        counted.maxSteps = 1000
        #expect(counted.run(file("for i in 0..<999 { }")).isEmpty)
        #expect(counted.run(file("for i in 0..<1000 { }")).map(\.message) == ["evaluation exceeded 1000 steps"])
    }

    @Test func interruptStopsARunningLoop() {
        let interpreter = Interpreter()
        let stopper = Thread {
            Thread.sleep(forTimeInterval: 0.2)
            interpreter.interrupt()
        }
        stopper.start()
        let errors = interpreter.run(file("while true { }"))
        #expect(errors.map(\.message) == ["interrupted"])
    }

    @Test func runtimeErrorsCarryTheCallStack() {
        let interpreter = Interpreter()
        let errors = interpreter.run(file("func inner() {\n  return nil.x\n}\nfunc outer() {\n  return inner()\n}\nouter()"))
        let error = errors.first
        #expect(error?.message == "nil has no member 'x'")
        #expect(error?.location?.line == 2)
        #expect(error?.callStack.map(\.name) == ["function 'inner'", "function 'outer'", "top level"])
        #expect(error?.callStack.map { $0.file.location(of: $0.span.start).line } == [2, 5, 7])
    }

    /// A field's initial value runs when an object is made, before its init: a frame named
    /// for the class's field initializers, not for a method of an internal name.
    @Test func anErrorInAFieldInitializerNamesItsFrame() {
        let errors = Interpreter().run(file("func missing() { return nil }\nclass A { var x = missing().y }\nclass B: A {}\nlet b = B()"))
        #expect(errors.first?.message == "nil has no member 'y'")
        #expect(errors.first?.callStack.map(\.name) == ["the field initializers of 'A'", "top level"])
    }

    /// A recursion through one call site shows that frame once and then the count of its
    /// repeats, in its place in the stack: before the frames that made the first call.
    @Test func repeatedCallsAreCountedWhereTheyStand() {
        let errors = Interpreter().run(file("func f(n) {\n  if n == 0 { return nil + 1 }\n  return f(n - 1)\n}\nf(3)"))
        let stack = errors.first?.callStack ?? []
        #expect(stack.map(\.name) == ["function 'f'", "function 'f'", "... 2 more calls of function 'f'", "top level"])
        #expect(stack.map { $0.file.location(of: $0.span.start).line } == [2, 3, 3, 5])
    }

    /// Each class copies its superclass's tables, so a chain costs the square of its depth:
    /// a chain of 1000 is fine, the 1001st class is an error at its superclass.
    @Test func aChainOfClassesIsAtMostAThousandDeep() {
        func chain(_ count: Int) -> String {
            (1..<count).reduce("class C0 {\n  var f0 = 0\n}\n") { $0 + "class C\($1): C\($1 - 1) {\n  var f\($1) = \($1)\n}\n" }
                + "let last = C\(count - 1)().f0\n"
        }
        #expect(Interpreter().run(file(chain(1000))).isEmpty)
        let errors = Interpreter().run(file(chain(1001)))
        #expect(errors.map(\.message) == ["'C1000' would make a chain of more than 1000 classes, the most a chain may have"])
        #expect(errors.first?.location?.line == 3001)
    }

    @Test func swiftCodeCallsScriptFunctions() throws {
        let interpreter = Interpreter()
        #expect(interpreter.run(file("func add(a, b = 10) { return a + b }")).isEmpty)
        let add = try #require(interpreter.global(named: "add"))
        #expect(try interpreter.call(add, arguments: [.number(1), .number(2)]).description == "3")
        #expect(try interpreter.call(add, arguments: Arguments([.number(1)])).description == "11")
        #expect(throws: RuntimeError.self) { try interpreter.call(add, arguments: [.string("x"), .number(1)]) }
    }

    @Test func constantsFromTheCommandLineReplaceTopLevelLets() {
        var printed = ""
        let interpreter = Interpreter { printed += $0 }
        interpreter.constants["showRoute"] = .bool(false)
        #expect(interpreter.run(file("let showRoute = true\nprint(showRoute)")).isEmpty)
        #expect(printed == "false\n")
    }

    @Test func nativeClassesCanBeExtendedByScripts() {
        final class Backing: NativeObject {
            static let descriptor: NativeClass = {
                let descriptor = NativeClass(name: "Thing")
                descriptor.makeBacking = { _, _, _ in Backing() }
                descriptor.construct = { _, _ in .native(Backing()) }
                descriptor.addProperty("title", get: { _, object in .string((object as? Backing)?.title ?? "") },
                                       set: { _, object, value in (object as? Backing)?.title = value.description })
                descriptor.addMethod("describe") { interpreter, object, _ in
                    guard let backing = object as? Backing else { return .nil }
                    if let override = backing.owner?.scriptMethod(named: "label") {
                        return .string("[" + (try interpreter.call(override, arguments: [])).description + "]")
                    }
                    return .string(backing.title)
                }
                return descriptor
            }()
            var title = ""
            weak var owner: Instance?
            var nativeClass: NativeClass { Backing.descriptor }
        }
        Backing.descriptor.makeBacking = { _, instance, _ in
            let backing = Backing()
            backing.owner = instance
            return backing
        }
        var printed = ""
        let interpreter = Interpreter { printed += $0 }
        interpreter.define(global: "Thing", value: .nativeClass(Backing.descriptor))
        let script = """
        class Named: Thing {
          var extra = "!"
          init(t) {
            super.init()
            self.title = t
          }
          func label() { return self.title + self.extra }
        }
        let n = Named("park")
        print(n.title, n is Thing, n is Named)
        print(n.describe())
        print(Thing().describe() == "")
        """
        #expect(interpreter.run(file(script)).map(\.message) == [])
        #expect(printed == "park true true\n[park!]\ntrue\n")
    }
}
