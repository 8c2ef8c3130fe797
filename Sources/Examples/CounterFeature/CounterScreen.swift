/// What the counter screen shows, worked out from the `display` props.
public struct CounterScreen: Equatable, Sendable {
    public var countText: String
    public var minusTitle: String
    public var plusTitle: String

    public init(_ props: CounterDisplayProps) {
        countText = String(props.count)
        minusTitle = "−\(props.step)"
        plusTitle = "+\(props.step)"
    }

    /// `3   [−1] [+1]`: the screen as one line of text.
    public var text: String {
        "\(countText)   [\(minusTitle)] [\(plusTitle)]"
    }
}
