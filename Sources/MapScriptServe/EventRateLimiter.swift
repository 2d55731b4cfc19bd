import Foundation

/// A token bucket per page: at most `burst` messages at once and `perSecond` on average.
/// Messages past it are dropped, except the ends of gestures (up, cancel, zoomend), which a page
/// sends once per gesture and without which a touch would stay down.
struct EventRateLimiter {
    static let perSecond = 120.0
    static let burst = 60.0

    private var tokens = EventRateLimiter.burst
    private var last = ProcessInfo.processInfo.systemUptime

    mutating func allows(_ message: PointerMessage) -> Bool {
        let now = ProcessInfo.processInfo.systemUptime
        tokens = min(EventRateLimiter.burst, tokens + (now - last) * EventRateLimiter.perSecond)
        last = now
        switch message {
        case .up, .cancel, .zoomEnd: return true
        default:
            guard tokens >= 1 else { return false }
            tokens -= 1
            return true
        }
    }
}
