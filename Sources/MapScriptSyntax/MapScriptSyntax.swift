// MapScriptSyntax: from source text to a syntax tree, and every message about it.
//
// The pipeline inside this module:
//
//   SourceFile ─► Lexer ─► [Token] ─► Parser ─► Program (AST) + [Diagnostic]
//                                       │
//     ASTDumper, TokenDumper, ScriptFormatter, InputCompleteness read the results;
//     DiagnosticFormatter renders every diagnostic of the project, the runtime's included.
//
// Design choices, and why:
// - Positions are UTF-8 byte offsets (`SourceSpan`), never `String.Index`: two Ints, cheap to
//   keep in every node; `SourceFile` turns them into line:column (in characters) only when a
//   message is shown.
// - Tokens are plain values (kind, span, number or colour value, a space-before flag): no
//   strings, so the token array is copied and freed without reference counting. The parser
//   decodes the text of string tokens itself, through the same escape reader the lexer uses
//   to report bad escapes (`StringEscapes`).
// - The lexer decides where statements end: it keeps a stack of open brackets and drops the
//   newlines that cannot end a statement (inside `()`/`[]`, after a binary operator or `,`,
//   before a line that starts with an infix operator or `.`), so the grammar never skips
//   line breaks. `Grammar/README.md` states the rules.
// - The parser is recursive descent, one function per production of
//   `Grammar/mapscript.ebnf`, each quoting its production; a test runs the EBNF as a
//   recognizer beside the parser over a corpus. It never aborts: the first error of a
//   statement is thrown to the statement list, which records it and skips to the next
//   newline, `;` or `}`; every loop consumes a token or ends; nesting (brackets, blocks,
//   operator chains) is bounded, so no input can overflow the stack.
// - Contextual words (`annotation`, `on`, `at`, ...) are identifiers; the parser treats one as
//   a declaration word only at the start of a statement followed by what that declaration
//   needs.
// - AST nodes are structs holding a kind enum and a span; every use of a name is an
//   `Identifier` with its own span, so later stages can point at exactly what is wrong.
//   Parentheses are kept (`.parenthesized`) so tools reproduce the source; evaluation unwraps.
// - Errors are values (`Diagnostic`); nothing here prints, exits or traps on any input.
