/// A Swift scene object whose behaviour a script supplies: the backing of a script class that
/// extends a built-in class, or a renderer made by a `renderer ... for Type` rule.
protocol ScriptBacked: AnyObject {
    var link: ScriptLink { get }
}
