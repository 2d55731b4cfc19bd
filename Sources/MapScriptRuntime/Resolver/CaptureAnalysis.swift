import MapScriptSyntax

/// Finds the names that nested functions of a body use, before the body is compiled.
///
/// A local that a closure captures must live in a box from its declaration on, but the
/// compiler meets the closure only after it has compiled the declaration. So each function
/// body is scanned first: any local whose name appears inside a nested function (a function
/// literal, a method, a hook, a config block) is boxed. This over-approximates (a nested
/// function may use a different variable of the same name), which costs a box, never
/// correctness.
struct CaptureAnalysis {
    private(set) var names: Set<String> = []

    /// The names used inside functions nested in `statements`.
    static func namesCaptured(in statements: [Stmt]) -> Set<String> {
        var analysis = CaptureAnalysis()
        for statement in statements { analysis.visit(statement, nested: false) }
        return analysis.names
    }

    /// The same for a function's body plus its parameter defaults.
    static func namesCaptured(in function: FunctionLiteral) -> Set<String> {
        var analysis = CaptureAnalysis()
        for parameter in function.parameters {
            if let value = parameter.defaultValue { analysis.visit(value, nested: false) }
        }
        for statement in function.body.statements { analysis.visit(statement, nested: false) }
        return analysis.names
    }

    private mutating func visit(_ block: Block, nested: Bool) {
        for statement in block.statements { visit(statement, nested: nested) }
    }

    private mutating func visitFunction(_ function: FunctionLiteral) {
        for parameter in function.parameters {
            if let value = parameter.defaultValue { visit(value, nested: true) }
        }
        visit(function.body, nested: true)
    }

    private mutating func visit(_ statement: Stmt, nested: Bool) {
        switch statement.kind {
        case .expression(let e): visit(e, nested: nested)
        case .assignment(let target, _, let value):
            visit(target, nested: nested)
            visit(value, nested: nested)
        case .variable(let v):
            if let e = v.initializer { visit(e, nested: nested) }
        case .function(let f):
            if nested, let name = f.name { names.insert(name.name) }
            visitFunction(f)
        case .classDecl(let c):
            if let s = c.superclass, nested { names.insert(s.name) }
            for member in c.members {
                switch member {
                case .field(let v, _): if let e = v.initializer { visit(e, nested: true) }
                case .initializer(let f), .method(let f): visitFunction(f)
                }
            }
        case .enumDecl(let e):
            for method in e.methods { visitFunction(method) }
        case .ifStatement(let s):
            for branch in s.branches {
                visit(branch.condition, nested: nested)
                visit(branch.body, nested: nested)
            }
            if let e = s.elseBlock { visit(e, nested: nested) }
        case .whileLoop(let c, let body):
            visit(c, nested: nested)
            visit(body, nested: nested)
        case .forIn(_, let sequence, let body):
            visit(sequence, nested: nested)
            visit(body, nested: nested)
        case .returnStatement(let e):
            if let e { visit(e, nested: nested) }
        case .switchStatement(let s):
            visit(s.subject, nested: nested)
            for c in s.cases {
                for p in c.patterns { visit(p, nested: nested) }
                for b in c.body { visit(b, nested: nested) }
            }
        case .block(let b): visit(b, nested: nested)
        case .scene(let d):
            if let t = d.type, nested { names.insert(t.name) }
            switch d.kind {
            case .annotation(let c): visit(c, nested: nested)
            case .polygon(let c), .polyline(let c): visit(c, nested: nested)
            case .circle(let c, let r):
                visit(c, nested: nested)
                visit(r, nested: nested)
            case .overlay(let args):
                for a in args { visit(a.value, nested: nested) }
            }
            if let config = d.config { visit(config, nested: true) }
        case .renderer(let r):
            if nested { names.insert(r.type.name) }
            visit(r.body, nested: true)
        case .hook(let h):
            visit(h.body, nested: true)
        case .breakStatement, .continueStatement, .importFile:
            break
        }
    }

    private mutating func visit(_ expression: Expr, nested: Bool) {
        switch expression.kind {
        case .identifier(let id):
            if nested { names.insert(id.name) }
        case .selfExpr, .superMember:
            if nested { names.insert("self") }
        case .number, .bool, .nilLiteral, .color, .implicitMember:
            break
        case .string(let parts):
            for part in parts {
                if case .interpolation(let e) = part { visit(e, nested: nested) }
            }
        case .coordinate(let a, let b), .range(let a, let b, _):
            visit(a, nested: nested)
            visit(b, nested: nested)
        case .binary(let first, let rest):
            visit(first, nested: nested)
            for link in rest { visit(link.operand, nested: nested) }
        case .list(let items):
            for item in items { visit(item, nested: nested) }
        case .dictionary(let entries):
            for entry in entries {
                visit(entry.key, nested: nested)
                visit(entry.value, nested: nested)
            }
        case .parenthesized(let e), .unary(_, let e), .member(let e, _), .optionalMember(let e, _):
            visit(e, nested: nested)
        case .typeCheck(let e, let type):
            visit(e, nested: nested)
            if nested { names.insert(type.name) }
        case .subscriptAccess(let a, let b):
            visit(a, nested: nested)
            visit(b, nested: nested)
        case .call(let callee, let args):
            visit(callee, nested: nested)
            for a in args { visit(a.value, nested: nested) }
        case .function(let f):
            visitFunction(f)
        }
    }
}
