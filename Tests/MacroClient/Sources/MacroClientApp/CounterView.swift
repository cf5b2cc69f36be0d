import ViewTree

extension EnvironmentValues {
    @Entry var counterStep: Int = 1
    @Entry var counterTitle: String?
}

public struct CounterView: View {
    @Environment(\.counterStep) private var step
    @Environment(\.counterTitle) private var title
    @State private var count = 0

    public init() {}

    public var body: some View {
        VStack {
            Text(title ?? "Counter")
            Text("\(count)")
            Button("Add \(step)") { count += step }
        }
    }
}

#Preview("Counter by two") {
    CounterView()
        .environment(\.counterStep, 2)
        .environment(\.counterTitle, "Twos")
}
