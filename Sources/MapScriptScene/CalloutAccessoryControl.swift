/// The control handed to `calloutAccessoryControlTapped`: which side was tapped and what it was.
public struct CalloutAccessoryControl: Hashable, Sendable {
    public var side: CalloutSide
    public var accessory: CalloutAccessory

    public init(side: CalloutSide, accessory: CalloutAccessory) {
        self.side = side
        self.accessory = accessory
    }

    public var kind: CalloutAccessory.Kind { accessory.kind }
}
