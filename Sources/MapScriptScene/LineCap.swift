/// How the ends of stroked lines are drawn (CGLineCap).
public enum LineCap: Int, CaseIterable, Sendable {
    case butt
    case round
    case square
}
