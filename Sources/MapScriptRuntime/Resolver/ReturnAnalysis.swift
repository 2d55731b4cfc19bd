// Whether a function body can reach its end without `return`: the compiler's check that the
// hooks expected to give something back (`viewFor`, `rendererFor`) do so on every path.
//
// The analysis reads the syntax and is conservative in the usual way: a `return` ends every
// path through it; an `if` does when it has an `else` and all its branches do; a `switch` when
// it has a `default` and all its cases do; a block when one of its statements does. A loop
// ends nothing (its body may run no times), except `while true` with no `break` of its own,
// which never finishes. A runtime error also ends a path, but no statement is sure to raise
// one, so none counts.

import MapScriptSyntax

enum ReturnAnalysis {
    /// True when every path through `statements` ends in a `return` (or never finishes).
    static func alwaysReturns(_ statements: [Stmt]) -> Bool {
        statements.contains(where: alwaysReturns)
    }

    private static func alwaysReturns(_ statement: Stmt) -> Bool {
        switch statement.kind {
        case .returnStatement:
            return true
        case .block(let block):
            return alwaysReturns(block.statements)
        case .ifStatement(let statement):
            guard let elseBlock = statement.elseBlock else { return false }
            return statement.branches.allSatisfy { alwaysReturns($0.body.statements) } && alwaysReturns(elseBlock.statements)
        case .switchStatement(let statement):
            return statement.cases.contains(where: \.isDefault) && statement.cases.allSatisfy { alwaysReturns($0.body) }
        case .whileLoop(let condition, let body):
            guard case .bool(true) = condition.kind else { return false }
            return !breaksOut(body.statements)
        default:
            return false
        }
    }

    /// Whether a `break` in `statements` can leave the loop they are the body of: one outside
    /// any nested loop or `switch` (a `break` in a case leaves the switch).
    private static func breaksOut(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .breakStatement: return true
            case .block(let block): return breaksOut(block.statements)
            case .ifStatement(let statement):
                return statement.branches.contains { breaksOut($0.body.statements) } || breaksOut(statement.elseBlock?.statements ?? [])
            default: return false
            }
        }
    }
}
