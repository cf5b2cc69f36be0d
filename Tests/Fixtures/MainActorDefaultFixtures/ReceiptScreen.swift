import Foundation
import ViewTree

// Texts of formatted values, dates and attributed strings, in an app module where everything
// is on the main actor by default.

struct ReceiptScreen: View {
    let total: Decimal
    let paidAt: Date

    private static let dueFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    var body: some View {
        VStack {
            Text("Total: \(total, format: .currency(code: "USD"))")
            Text(paidAt, style: .date)
            Text("Due \(paidAt.addingTimeInterval(30 * 86400), formatter: Self.dueFormatter)")
            Text(note)
        }
    }

    private var note: AttributedString {
        var note = AttributedString("Paid")
        note.foregroundColor = .green
        return note
    }
}
