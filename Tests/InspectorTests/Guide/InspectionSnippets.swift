import Inspector
import ViewTree

// The code the guides ask to add to the app target (`import Combine` and `import SwiftUI`
// become `import ViewTree`), and the conformances they ask to add to the test target.

internal final class Inspection<V> where V: View {

    let notice = PassthroughSubject<UInt, Never>()
    var callbacks = [UInt: (V) -> Void]()

    func visit(_ view: V, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(view)
        }
    }
}

internal final class InspectionForViewModifier<V> where V: ViewModifier {

    let notice = PassthroughSubject<UInt, Never>()
    var callbacks = [UInt: (V.Body) -> Void]()

    func visit(_ body: V.Body, _ line: UInt) {
        if let callback = callbacks.removeValue(forKey: line) {
            callback(body)
        }
    }
}

extension Inspection: InspectionEmissary where V: Inspectable { }
extension InspectionForViewModifier: InspectionEmissary { }
