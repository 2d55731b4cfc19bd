// MapScriptSyntax: from source text to a syntax tree, and every message about it.
//
// The pipeline inside this module:
//
//   SourceFile ─► Lexer ─► [Token] ─► Parser ─► Program (AST) + [Diagnostic]
//                                       │
//                 ASTDumper, TokenDumper, ScriptFormatter, InputCompleteness read the results
//
// Design choices, and why:
// - Positions are UTF-8 byte offsets (`SourceSpan`), never `String.Index`: they are two Ints,
//   cheap to store in every node, and `SourceFile` turns them into line:column (in characters)
//   only when a message is shown.
// - The lexer works on the UTF-8 bytes and decides where statements end: it drops newlines
//   inside `()`/`[]` and after a binary operator or `,`, so the parser only sees the newlines
//   that matter.
// - The parser is recursive descent, one function per grammar production (the production is
//   quoted in each doc comment; `Grammar/mapscript.ebnf` is the whole grammar and a test keeps
//   the two in agreement). It never aborts: it returns a tree and every diagnostic,
//   re-synchronising at a newline, `;` or `}`, and bounds its nesting depth so that no input
//   can overflow the stack.
// - AST nodes are structs holding a kind enum and a span; every use of a name is an
//   `Identifier` with its own span, so later stages can point at exactly what is wrong.
// - Errors are values (`Diagnostic`); `DiagnosticFormatter` is the one place that renders them.
