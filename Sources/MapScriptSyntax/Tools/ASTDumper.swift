/// The syntax tree as indented S-expressions (`mapscript ast`), one node a line with the
/// line:column where it starts:
///
///     (program
///       (let x 1:1
///         (binary + 1:9
///           (number 1 1:9)
///           (number 2 1:13))))
///
/// A chain of operators of one precedence level is one node, its operators in order on its
/// line and its operands under it: `a + b - c` is `(binary + - ...)` over `a`, `b` and `c`.
///
/// With `locations: false` the positions are left out, which is how the formatter's tests
/// check that formatting changed nothing but layout.
public enum ASTDumper {
    public static func dump(_ program: Program) -> String {
        dump(program, locations: true)
    }

    public static func dump(_ program: Program, locations: Bool) -> String {
        let builder = TreeBuilder(file: program.file, locations: locations)
        let root = DumpNode("program", children: program.statements.map { builder.statement($0) })
        var out = ""
        root.render(indent: 0, into: &out)
        out += "\n"
        return out
    }

    /// Formats a number as the language prints it: whole numbers without ".0".
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// A string as a quoted literal with escapes, so control characters stay on one line.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// One line of the dump and what is nested under it.
private struct DumpNode {
    var head: String
    var children: [DumpNode]

    init(_ head: String, children: [DumpNode] = []) {
        self.head = head
        self.children = children
    }

    func render(indent: Int, into out: inout String) {
        out += String(repeating: "  ", count: indent) + "(" + head
        for child in children {
            out += "\n"
            child.render(indent: indent + 1, into: &out)
        }
        out += ")"
    }
}

/// Turns AST nodes into dump nodes.
private struct TreeBuilder {
    let file: SourceFile
    let locations: Bool

    func at(_ span: SourceSpan) -> String {
        guard locations else { return "" }
        let (line, column) = file.location(of: span.start)
        return " \(line):\(column)"
    }

    func name(_ identifier: Identifier) -> String { identifier.name }

    func statement(_ statement: Stmt) -> DumpNode {
        let where_ = at(statement.span)
        switch statement.kind {
        case .expression(let expression):
            return DumpNode("expr" + where_, children: [self.expression(expression)])
        case .assignment(let target, let op, let value):
            return DumpNode("assign \(op.rawValue)" + where_, children: [expression(target), expression(value)])
        case .variable(let declaration):
            return variable(declaration, where_)
        case .function(let function):
            return self.function("func", function)
        case .classDecl(let declaration):
            var head = "class \(declaration.name.name)"
            if let superclass = declaration.superclass { head += " : \(superclass.name)" }
            let members = declaration.members.map { member -> DumpNode in
                switch member {
                case .field(let field, let span): return variable(field, at(span))
                case .initializer(let function): return self.function("init", function)
                case .method(let function): return self.function("method", function)
                }
            }
            return DumpNode(head + where_, children: members)
        case .enumDecl(let declaration):
            let members = declaration.members.map { member -> DumpNode in
                switch member {
                case .cases(let names, let span): return DumpNode("cases " + names.map(name).joined(separator: " ") + at(span))
                case .method(let function): return self.function("method", function)
                }
            }
            return DumpNode("enum \(declaration.name.name)" + where_, children: members)
        case .ifStatement(let statement):
            var children: [DumpNode] = []
            for branch in statement.branches {
                children.append(DumpNode("branch" + at(branch.condition.span), children: [expression(branch.condition), block(branch.body)]))
            }
            if let elseBlock = statement.elseBlock {
                children.append(DumpNode("else" + at(elseBlock.span), children: [block(elseBlock)]))
            }
            return DumpNode("if" + where_, children: children)
        case .whileLoop(let condition, let body):
            return DumpNode("while" + where_, children: [expression(condition), block(body)])
        case .forIn(let variable, let sequence, let body):
            return DumpNode("for \(variable.name)" + where_, children: [expression(sequence), block(body)])
        case .breakStatement:
            return DumpNode("break" + where_)
        case .continueStatement:
            return DumpNode("continue" + where_)
        case .returnStatement(let value):
            return DumpNode("return" + where_, children: value.map { [expression($0)] } ?? [])
        case .switchStatement(let statement):
            var children = [expression(statement.subject)]
            for clause in statement.cases {
                let patterns = clause.patterns.map(expression)
                let body = DumpNode("body", children: clause.body.map(self.statement))
                children.append(DumpNode((clause.isDefault ? "default" : "case") + at(clause.span), children: patterns + [body]))
            }
            return DumpNode("switch" + where_, children: children)
        case .importFile(let path, _):
            return DumpNode("import \(ASTDumper.quoted(path))" + where_)
        case .block(let body):
            return block(body)
        case .scene(let declaration):
            var head = declaration.kind.keyword
            if let name = declaration.name { head += " \(name.name)" }
            if let type = declaration.type { head += " : \(type.name)" }
            var children: [DumpNode] = []
            switch declaration.kind {
            case .annotation(let coordinate):
                children.append(DumpNode("at", children: [expression(coordinate)]))
            case .polygon(let coordinates), .polyline(let coordinates):
                children.append(DumpNode("coordinates", children: [expression(coordinates)]))
            case .circle(let center, let radius):
                children.append(DumpNode("at", children: [expression(center)]))
                children.append(DumpNode("radius", children: [expression(radius)]))
            case .overlay(let arguments):
                children.append(DumpNode("arguments", children: arguments.map(argument)))
            }
            if let config = declaration.config {
                children.append(DumpNode("config" + at(config.span), children: config.statements.map(self.statement)))
            }
            return DumpNode(head + where_, children: children)
        case .renderer(let declaration):
            var head = "renderer"
            if let name = declaration.name { head += " \(name.name)" }
            head += " for \(declaration.type.name)"
            return DumpNode(head + where_, children: declaration.body.statements.map(self.statement))
        case .hook(let declaration):
            let parameters = declaration.parameters.map(name).joined(separator: " ")
            return DumpNode("on \(declaration.name.name) (\(parameters))" + where_, children: [block(declaration.body)])
        }
    }

    func variable(_ declaration: VariableDecl, _ where_: String) -> DumpNode {
        let head = (declaration.isConstant ? "let " : "var ") + declaration.name.name + where_
        return DumpNode(head, children: declaration.initializer.map { [expression($0)] } ?? [])
    }

    func function(_ word: String, _ function: FunctionLiteral) -> DumpNode {
        var head = word
        if let name = function.name, word != "init" { head += " \(name.name)" }
        let parameters = function.parameters.map { parameter -> DumpNode in
            DumpNode("param \(parameter.name.name)", children: parameter.defaultValue.map { [expression($0)] } ?? [])
        }
        return DumpNode(head + at(function.span), children: parameters + [block(function.body)])
    }

    func block(_ block: Block) -> DumpNode {
        DumpNode("block" + at(block.span), children: block.statements.map(statement))
    }

    func argument(_ argument: Argument) -> DumpNode {
        guard let label = argument.label else { return expression(argument.value) }
        return DumpNode("label \(label.name)", children: [expression(argument.value)])
    }

    func expression(_ expression: Expr) -> DumpNode {
        let where_ = at(expression.span)
        switch expression.kind {
        case .number(let value):
            return DumpNode("number \(ASTDumper.number(value))" + where_)
        case .string(let parts):
            if parts.isEmpty { return DumpNode("string \"\"" + where_) }
            if parts.count == 1, case .text(let text, _) = parts[0] {
                return DumpNode("string \(ASTDumper.quoted(text))" + where_)
            }
            let children = parts.map { part -> DumpNode in
                switch part {
                case .text(let text, _): return DumpNode("text \(ASTDumper.quoted(text))")
                case .interpolation(let inner): return self.expression(inner)
                }
            }
            return DumpNode("interpolation" + where_, children: children)
        case .bool(let value):
            return DumpNode("bool \(value)" + where_)
        case .nilLiteral:
            return DumpNode("nil" + where_)
        case .color(let color):
            let hex = [color.red, color.green, color.blue, color.alpha].map { byte -> String in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
            return DumpNode("color #\(hex)" + where_)
        case .coordinate(let latitude, let longitude):
            return DumpNode("coordinate" + where_, children: [self.expression(latitude), self.expression(longitude)])
        case .list(let elements):
            return DumpNode("list" + where_, children: elements.map(self.expression))
        case .dictionary(let entries):
            let children = entries.map { DumpNode("entry", children: [self.expression($0.key), self.expression($0.value)]) }
            return DumpNode("dictionary" + where_, children: children)
        case .identifier(let identifier):
            return DumpNode("name \(identifier.name)" + where_)
        case .selfExpr:
            return DumpNode("self" + where_)
        case .superMember(let member):
            return DumpNode("super .\(member.name)" + where_)
        case .implicitMember(let member):
            return DumpNode("implicit .\(member.name)" + where_)
        case .parenthesized(let inner):
            return DumpNode("paren" + where_, children: [self.expression(inner)])
        case .unary(let op, let operand):
            return DumpNode("unary \(op.rawValue)" + where_, children: [self.expression(operand)])
        case .binary(let first, let rest):
            // The operators in order, then the operands: `(binary + - a b c)` is `a + b - c`.
            let operators = rest.map(\.op.rawValue).joined(separator: " ")
            return DumpNode("binary \(operators)" + where_, children: [self.expression(first)] + rest.map { self.expression($0.operand) })
        case .typeCheck(let value, let type):
            return DumpNode("is \(type.name)" + where_, children: [self.expression(value)])
        case .range(let lower, let upper, let closed):
            return DumpNode("range \(closed ? "..." : "..<")" + where_, children: [self.expression(lower), self.expression(upper)])
        case .member(let base, let member):
            return DumpNode("member .\(member.name)" + where_, children: [self.expression(base)])
        case .optionalMember(let base, let member):
            return DumpNode("optional-member ?.\(member.name)" + where_, children: [self.expression(base)])
        case .subscriptAccess(let base, let index):
            return DumpNode("subscript" + where_, children: [self.expression(base), self.expression(index)])
        case .call(let callee, let arguments):
            return DumpNode("call" + where_, children: [self.expression(callee)] + arguments.map(argument))
        case .function(let function):
            return self.function("func", function)
        }
    }
}
