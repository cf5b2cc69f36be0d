import Inspector
import MeetInspectors
import ViewTree

// A small screen written with ViewTree, and what Inspector sees in it.
//
//     swift run InspectorDemo

final class Inbox {
    var unread = 3
    var archived: [String] = []
}

struct InboxScreen: View {
    let inbox: Inbox
    let messages = ["Lunch on Friday?", "Build is green", "Release notes"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Inbox")
                .font(.largeTitle)
                .accessibilityIdentifier("inbox.title")
            ForEach(messages, id: \.self) { subject in
                MessageRow(subject: subject)
            }
            AnyView(
                Button("Archive all") { inbox.archived = messages }
                    .disabled(inbox.unread == 0)
            )
        }
        .padding(.horizontal, 16)
    }
}

struct Counter: View {
    @State var count = 0

    var body: some View {
        Button("Tapped \(count) times") { count += 1 }
    }
}

struct MessageRow: View {
    let subject: String

    var body: some View {
        HStack {
            Image(systemName: "envelope")
            Text(subject)
            Spacer()
        }
        .padding(.vertical, 4)
    }
}

func show(_ description: String, _ lookup: () throws -> Any) {
    let result: String
    do {
        result = "\(try lookup())"
    } catch {
        result = "throws: \(error)"
    }
    print("  \(description)")
    print("    → \(result)")
}

let inbox = Inbox()
let screen = InboxScreen(inbox: inbox)

print("InboxScreen, as Inspector sees it:\n")

show("try screen.inspect().vStack().text(0).string()") {
    try screen.inspect().vStack().text(0).string()
}
show("try screen.inspect().vStack().text(0).attributes().font()") {
    try screen.inspect().vStack().text(0).attributes().font()
}
show("try screen.inspect().vStack().forEach(1).count") {
    try screen.inspect().vStack().forEach(1).count
}
show("try screen.inspect().vStack().forEach(1).view(MessageRow.self, 2).hStack().text(1).string()") {
    try screen.inspect().vStack().forEach(1).view(MessageRow.self, 2).hStack().text(1).string()
}
show("try screen.inspect().vStack().forEach(1)[0].view(MessageRow.self).hStack().padding(.vertical)") {
    try screen.inspect().vStack().forEach(1)[0].view(MessageRow.self).hStack().padding(.vertical)
}
show("try screen.inspect().vStack().anyView(2).button().labelView().text().pathToRoot") {
    try screen.inspect().vStack().anyView(2).button().labelView().text().pathToRoot
}
show("try screen.inspect().vStack().anyView(2).button().tap(); inbox.archived.count") {
    try screen.inspect().vStack().anyView(2).button().tap()
    return inbox.archived.count
}
show("try screen.inspect().vStack().text(0).accessibilityIdentifier()") {
    try screen.inspect().vStack().text(0).accessibilityIdentifier()
}

print("\nAnd when a chain is wrong, the error says where and why:\n")

show("try screen.inspect().vStack().image(0)") {
    try screen.inspect().vStack().image(0)
}
show("try screen.inspect().vStack().text(5)") {
    try screen.inspect().vStack().text(5)
}
show("try screen.inspect().vStack().forEach(1).hStack(0)") {
    try screen.inspect().vStack().forEach(1).hStack(0)
}
inbox.unread = 0
show("inbox.unread = 0; try screen.inspect().vStack().anyView(2).button().tap()") {
    try screen.inspect().vStack().anyView(2).button().tap()
}

print("\nA hosted view keeps its state, and inspecting it shows the state as it is now:\n")

let hosted = ViewHosting.host(view: Counter())
show("let hosted = ViewHosting.host(view: Counter()); try hosted.inspect().button().tap()") {
    try hosted.inspect().button().tap()
    return "tapped"
}
show("try hosted.inspect().button().labelView().text().string()") {
    try hosted.inspect().button().labelView().text().string()
}
show("try hosted.inspect().view(Counter.self).actualView().count") {
    try hosted.inspect().view(Counter.self).actualView().count
}
hosted.expel()

print("\nA form, hosted and operated as a user would:\n")

let settings = ViewHosting.host(view: SettingsForm())
show("try settings.inspect().find(ViewType.TextField.self).setInput(\"Ada\"); find(text: \"Hello, Ada\").pathToRoot") {
    try settings.inspect().find(ViewType.TextField.self).setInput("Ada")
    return try settings.inspect().find(text: "Hello, Ada").pathToRoot
}
show("try settings.inspect().find(ViewType.Picker.self).select(value: Theme.dark); selectedValue()") {
    try settings.inspect().find(ViewType.Picker.self).select(value: Theme.dark)
    return try settings.inspect().find(ViewType.Picker.self).selectedValue(Theme.self)
}
show("try settings.inspect().find(ViewType.Stepper.self).increment(); find(ViewType.Stepper.self).labelView().text().string()") {
    try settings.inspect().find(ViewType.Stepper.self).increment()
    return try settings.inspect().find(ViewType.Stepper.self).labelView().text().string()
}
show("try settings.inspect().find(ViewType.Toggle.self).tap(); find(ViewType.Picker.self).select(value: Theme.light)") {
    try settings.inspect().find(ViewType.Toggle.self).tap()
    return try settings.inspect().find(ViewType.Picker.self).select(value: Theme.light)
}
settings.expel()

print("\nNavigation: activating a link pushes its destination, which is inspected and searched like any view:\n")

struct Mailbox: View {
    let subjects = ["Lunch on Friday?", "Build is green"]

    var body: some View {
        NavigationStack {
            VStack {
                ForEach(subjects, id: \.self) { subject in
                    NavigationLink(subject, value: subject)
                }
            }
            .navigationDestination(for: String.self) { subject in
                Text("Re: \(subject)")
            }
        }
    }
}

let mailbox = try Mailbox().inspect()
show("try mailbox.find(navigationLink: \"Build is green\").activate(); try mailbox.navigationStack().path()") {
    try mailbox.find(navigationLink: "Build is green").activate()
    return try mailbox.navigationStack().path()
}
show("try mailbox.find(text: \"Re: Build is green\").pathToRoot") {
    try mailbox.find(text: "Re: Build is green").pathToRoot
}
show("try mailbox.navigationStack().pop(); try mailbox.navigationStack().pushedViews().count") {
    try mailbox.navigationStack().pop()
    return try mailbox.navigationStack().pushedViews().count
}

// The "Meet Inspectors" sample app (Sources/MeetInspectors), hosted: select a suspect, edit the
// inspector form, present the fruit nibble bulletin sheet and close it.
print("\nThe Meet Inspectors sample app: select a suspect, edit it, read the bulletin sheet:\n")
let suspects = ViewHosting.host(view: ContentView().environmentObject(AnimalStore()))
show("try suspects.inspect().find(ViewType.Table.self).select(value: \"Dove\"); inspector's name field") {
    try suspects.inspect().find(ViewType.Table.self).select(value: "Dove")
    return try suspects.inspect().find(ViewType.TextField.self).input()
}
show("try find(ViewType.TextField.self).setInput(\"Dingo\"); the table's row for the dove") {
    try suspects.inspect().find(ViewType.TextField.self).setInput("Dingo")
    return try suspects.inspect().find(ViewType.Table.self).row(2).cell(0).find(ViewType.Text.self, containing: "Dingo Dove").string()
}
show("try find(ViewType.Slider.self).setValue(0.7); the dove's suspicion level") {
    try suspects.inspect().find(ViewType.Slider.self).setValue(0.7)
    return try suspects.inspect().find(ViewType.Table.self).row(2).cell(2).find(ViewType.Text.self).string()
}
show("try find(button: \"Fruit Nibble Bulletin\").tap(); where the sheet's \"Clues\" are") {
    try suspects.inspect().find(button: "Fruit Nibble Bulletin").tap()
    return try suspects.inspect().find(text: "Clues").pathToRoot
}
show("try find(button: \"Close\").tap(); is the bulletin still shown?") {
    try suspects.inspect().find(button: "Close").tap()
    return (try? suspects.inspect().find(text: "Clues")) != nil
}
ViewHosting.expel()
