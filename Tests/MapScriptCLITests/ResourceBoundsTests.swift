import Foundation
import Testing

/// Deep data, deep recursion, and the step and memory bounds, in the real executable: every
/// case ends in a diagnostic and exit status 1, never a signal.
@Suite struct ResourceBoundsTests {
    /// A million-long chain of instances and a list nested a million deep: built, reassigned,
    /// printed, compared, interpolated and freed at exit on the main thread's small stack.
    @Test func millionLongChainsNeverCrash() throws {
        let folder = try TemporaryFolder()
        try folder.write("chains.map", """
        class N { var next = nil }
        var head = nil
        var i = 0
        while i < 1000000 { let n = N(); n.next = head; head = n; i += 1 }
        var nested = []
        for j in 0..<1000000 { nested = [nested] }
        print(head == head, nested == nested, String(nested).count, "\\(nested)".count)
        let other = head
        head = nil
        print(other.next != nil)

        """)
        let run = try MapScriptProcess.run(["chains.map", "-o", "chains.svg"], in: folder.url, timeout: 300)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "true true 133 133\ntrue\n")
        #expect(run.standardError.isEmpty)
    }

    /// Under `ulimit -v` the evaluation stack is smaller and so is the recursion bound, with
    /// the usual error. Not under the address sanitizer, whose shadow memory alone is far
    /// beyond any such limit (the sanitizer runs set ASAN_OPTIONS).
    @Test(.disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil,
                    "the address sanitizer reserves more address space than the limit allows"))
    func deepRecursionUnderAnAddressSpaceLimitIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("deep.map", "func f(n) { return f(n + 1) }\nf(0)\n")
        let command = "ulimit -v 1000000; exec '\(MapScriptProcess.executable.path)' deep.map -o deep.svg"
        let run = try MapScriptProcess.run(["-c", command], in: folder.url, program: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("deep.map:1:20: error: stack overflow: recursion deeper than "))
        #expect(run.standardError.contains("func f(n) { return f(n + 1) }\n                   ^~~~~~~~\n"))
        #expect(!folder.exists("deep.svg"))
    }

    /// Under `ulimit -v` the default bound is a quarter of the limit: a list and a
    /// dictionary that grow without end meet it, not the allocator's failure, though each
    /// growth moves the elements to a buffer twice as large.
    @Test(.disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil,
                    "the address sanitizer reserves more address space than the limit allows"),
          arguments: [("list.map", "var l = []\nwhile true { l.append([1]) }\n", "list.map:2:14: error: out of memory"),
                      ("dictionary.map", "var d = [:]\nvar i = 0\nwhile true {\n  d[\"k\\(i)\"] = i\n  i += 1\n}\n",
                       "dictionary.map:4:3: error: out of memory")])
    func growthUnderAnAddressSpaceLimitMeetsTheBoundFirst(_ name: String, _ script: String, _ error: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(name, script)
        let command = "ulimit -v 1000000; exec '\(MapScriptProcess.executable.path)' \(name) -o out.svg"
        let run = try MapScriptProcess.run(["-c", command], in: folder.url, program: URL(fileURLWithPath: "/bin/sh"))
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardError.hasPrefix(error), "\(run.standardError.prefix(300))")
        #expect(!folder.exists("out.svg"))
    }

    @Test func memoryBoundStopsADoublingList() throws {
        let folder = try TemporaryFolder()
        try folder.write("double.map", "var a = [1]\nwhile true { a = a + a }\n")
        let run = try MapScriptProcess.run(["double.map", "--max-memory", "64M", "-o", "double.svg"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.standardError == """
        double.map:2:18: error: out of memory: this would take the script past its limit of 64 MiB (--max-memory)
        while true { a = a + a }
                         ^~~~~

        """)
        #expect(!folder.exists("double.svg"))
    }

    @Test func memoryBoundMustBeASize() throws {
        let folder = try TemporaryFolder()
        try folder.write("scene.map", "print(1)\n")
        let run = try MapScriptProcess.run(["scene.map", "--max-memory", "lots"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("--max-memory must be a size such as 512M or 2G, not 'lots'"))
        // A negative size is a value out of range, not an option the parser misses.
        let negative = try MapScriptProcess.run(["scene.map", "--max-memory", "-1"], in: folder.url)
        #expect(negative.status == 2)
        #expect(negative.standardError.contains("--max-memory must be a size such as 512M or 2G, not '-1'"), "\(negative.standardError)")
    }

    /// The REPL stops a runaway entry at its default bound and goes on with the next one.
    /// Counting the characters of 16 MiB of text costs a million steps, so the bound is
    /// reached in a hundred turns.
    @Test func replHasADefaultStepBoundPerEntry() throws {
        let folder = try TemporaryFolder()
        let input = """
        var text = "0123456789abcdef"
        for i in 0..<20 { text += text }
        while true { text.count }
        print("next")

        """
        let run = try MapScriptProcess.run(["repl"], in: folder.url, input: input, timeout: 120)
        #expect(run.status == 1)
        #expect(run.standardError.contains("<stdin>:3:19: error: evaluation exceeded 100000000 steps"), "\(run.standardError)")
        #expect(run.standardOutput.contains("next\n"))
    }
}
