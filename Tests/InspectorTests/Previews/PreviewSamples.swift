import ViewTree

// An app file's previews, as Xcode's templates write them.

struct GreetingView: View {
    var name: String
    @State private var waves = 0
    var body: some View {
        VStack {
            Text("Hello, \(name)!")
            Button("Wave \(waves)") { waves += 1 }
        }
    }
}

#Preview("Greeting") {
    GreetingView(name: "Ada")
}

// A preview with traits, a builder of several views, and a comment with braces { } in it.
#Preview("Greeting, wide", traits: .landscapeLeft, .sizeThatFitsLayout) {
    let name = "Grace"
    GreetingView(name: name)
    Text("two \("views") in one preview")
}

/* An unnamed one: Xcode labels it by its line. */
#Preview {
    Text(#"A raw "string" \(not interpolated)"#)
}

struct GreetingView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            GreetingView(name: "Alan")
                .previewDisplayName("Alan")
                .previewLayout(.fixed(width: 320, height: 200))
            GreetingView(name: "Barbara")
                .previewDevice("iPhone 15")
                .previewInterfaceOrientation(.landscapeRight)
        }
    }
}
