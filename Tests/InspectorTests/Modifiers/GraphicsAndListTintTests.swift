import Inspector
import ViewTree
import XCTest

final class GraphicsAndListTintTests: XCTestCase {
    func testEffectsWithoutValues() throws {
        let sut = Text("a").luminanceToAlpha().compositingGroup()
        XCTAssertNoThrow(try sut.inspect().text().luminanceToAlpha())
        XCTAssertNoThrow(try sut.inspect().text().compositingGroup())
        XCTAssertThrowsError(try Text("a").padding().inspect().text().luminanceToAlpha()) { error in
            XCTAssertEqual("\(error)", "text().luminanceToAlpha(): Text has no luminanceToAlpha; its modifiers: .padding")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().compositingGroup()) { error in
            XCTAssertEqual("\(error)", "text().compositingGroup(): Text has no compositingGroup; it has no modifiers")
        }
    }

    func testDrawingGroup() throws {
        let plain = try Text("a").drawingGroup().inspect().text().drawingGroup()
        XCTAssertFalse(plain.opaque)
        XCTAssertEqual(plain.colorMode, .nonLinear)
        let set = try Text("a").drawingGroup(opaque: true, colorMode: .extendedLinear).inspect().text().drawingGroup()
        XCTAssertTrue(set.opaque)
        XCTAssertEqual(set.colorMode, .extendedLinear)
        XCTAssertThrowsError(try Text("a").inspect().text().drawingGroup())
    }

    func testFlipsForRightToLeftLayoutDirectionIsInherited() throws {
        let sut = VStack { Text("a"); Text("b").flipsForRightToLeftLayoutDirection(false) }
            .flipsForRightToLeftLayoutDirection(true)
        XCTAssertTrue(try sut.inspect().vStack().text(0).flipsForRightToLeftLayoutDirection())
        XCTAssertTrue(try sut.inspect().vStack().flipsForRightToLeftLayoutDirection())
        XCTAssertFalse(try Text("a").flipsForRightToLeftLayoutDirection(false).inspect().text().flipsForRightToLeftLayoutDirection())
        XCTAssertFalse(try Text("a").inspect().text().flipsForRightToLeftLayoutDirection())
    }

    func testDisableAutocorrection() throws {
        let sut = VStack { TextField("a", text: .constant("")) }.disableAutocorrection(true)
        XCTAssertTrue(try sut.inspect().vStack().textField(0).disableAutocorrection())
        XCTAssertTrue(try TextField("a", text: .constant("")).autocorrectionDisabled().inspect().textField().disableAutocorrection())
        XCTAssertFalse(try TextField("a", text: .constant("")).disableAutocorrection(nil).inspect().textField().disableAutocorrection())
        XCTAssertFalse(try TextField("a", text: .constant("")).inspect().textField().disableAutocorrection())
    }

    func testImageAntialiasing() throws {
        XCTAssertTrue(try Image("a").inspect().image().actualImage().isAntialiased())
        let sut = Image("a").resizable().antialiased(false)
        XCTAssertFalse(try sut.inspect().image().actualImage().isAntialiased())
        XCTAssertTrue(try sut.inspect().image().actualImage().isResizable())
    }

    func testListItemTintBothOverloads() throws {
        let fixed = try Text("a").listItemTint(Color.red).inspect().text().listItemTint()
        XCTAssertEqual(fixed.color, .red)
        XCTAssertTrue(fixed.isFixed)
        let preferred = try Text("a").listItemTint(.preferred(.blue)).inspect().text().listItemTint()
        XCTAssertEqual(preferred.color, .blue)
        XCTAssertFalse(preferred.isFixed)
        XCTAssertTrue(try Text("a").listItemTint(ListItemTint.fixed(.green)).inspect().text().listItemTint().isFixed)
    }

    func testListItemTintWithoutAColor() {
        XCTAssertThrowsError(try Text("a").listItemTint(.monochrome).inspect().text().listItemTint()) { error in
            XCTAssertTrue("\(error)".contains("it is .monochrome, which has no color"), "\(error)")
        }
        XCTAssertThrowsError(try Text("a").listItemTint(Color?.none).inspect().text().listItemTint()) { error in
            XCTAssertTrue("\(error)".contains("it is .listItemTint(nil)"), "\(error)")
        }
        XCTAssertThrowsError(try Text("a").inspect().text().listItemTint()) { error in
            XCTAssertEqual("\(error)", "text().listItemTint(): Text has no listItemTint; it has no modifiers")
        }
    }

    func testDatePickerStyle() throws {
        let sut = VStack { DatePicker("a", selection: .constant(Date())) }.datePickerStyle(.graphical)
        XCTAssertTrue(try sut.inspect().vStack().datePicker(0).datePickerStyle() is GraphicalDatePickerStyle)
        XCTAssertTrue(try DatePicker("a", selection: .constant(Date())).datePickerStyle(DefaultDatePickerStyle())
            .inspect().datePicker().datePickerStyle() is DefaultDatePickerStyle)
        for (style, name) in [
            (CompactDatePickerStyle.compact as any DatePickerStyle, ".compact"), (WheelDatePickerStyle.wheel, ".wheel"),
            (FieldDatePickerStyle.field, ".field"), (StepperFieldDatePickerStyle.stepperField, ".stepperField"),
            (DefaultDatePickerStyle.automatic, ".automatic"),
        ] {
            XCTAssertEqual(String(describing: style), name)
        }
    }

    func testDatePickerStyleThrowsWithoutOne() {
        XCTAssertThrowsError(try DatePicker("a", selection: .constant(Date())).inspect().datePicker().datePickerStyle()) { error in
            XCTAssertEqual(
                "\(error)",
                "datePicker().datePickerStyle(): DatePicker has no datePickerStyle; expected a .datePickerStyle(_:) on this view"
                    + " or above it, found none (SwiftUI then uses .automatic)")
        }
    }

    func testTreeDumpNamesTheEffects() throws {
        let dump = try Text("a").drawingGroup(opaque: true).flipsForRightToLeftLayoutDirection(true)
            .datePickerStyle(.wheel).inspect().treeDump()
        XCTAssertTrue(dump.contains(".drawingGroup(opaque: true, colorMode: .nonLinear)"), dump)
        XCTAssertTrue(dump.contains(".flipsForRightToLeftLayoutDirection(true)"), dump)
        XCTAssertTrue(dump.contains(".datePickerStyle(.wheel)"), dump)
    }
}
