// MapScriptRuntime: runs mapscript programs and connects them to the scene.
//
//   Program (AST) ─► Compiler (Resolver/) ─► node tree ─► Interpreter (Interpreter/)
//                                                            │ calls
//                    Builtins/ (core library) ◄──────────────┤
//                    Bridge/ (scene classes, hooks) ◄────────┘ through NativeClass, SceneHost
//                    Session/ (ScriptSession: what the command and the REPL drive)
//
// Design choices, and why:
// - Resolution and compilation are one pass (`Compiler`). Every variable becomes a slot of
//   the running call, a box in such a slot (when a closure captures it), a capture of the
//   running closure, or a global slot; member names are interned. Nothing is looked up by
//   name while a script runs, and member sites cache what they found per receiver class.
// - The compiled form is a tree of final classes (`ExprNode`, `StmtNode`), one virtual
//   `eval`/`exec` per node; statements return a `Flow` instead of throwing for `break`,
//   `continue` and `return`. Errors are `RuntimeError` values thrown through Swift.
// - `Value` is an enum whose common cases (nil, booleans, numbers, strings) carry no
//   allocation; lists, dictionaries and instances are shared references. Locals live in one
//   value stack (`Interpreter.stack`), arguments are evaluated straight into the callee's
//   slots.
// - Evaluation runs on a thread with a 1 GB stack (`LargeStack`) and script calls are
//   bounded (`maxCallDepth`), so deep recursion ends in an error, never a crash. Steps are
//   counted in chunks so `maxSteps` and the interrupt flag cost one decrement per loop
//   iteration or call.
// - Built-in classes are descriptors (`NativeClass`): the bridge fills them in for the scene
//   classes; script classes may extend them, getting a Swift backing object at `super.init`.
