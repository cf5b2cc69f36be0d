import Inspector
import ViewTree
import XCTest

private struct Screen: View {
    var body: some View {
        VStack {
            Text("Title")
            Row(title: "First")
            AnyView(Row(title: "Second"))
        }
    }
}

private struct Row: View {
    let title: String
    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
    }
}

private struct TwoTexts: View {
    var body: some View {
        Text("One")
        Text("Two")
    }
}

private struct Outer {
    struct Inner: View {
        var body: some View { Text("inner") }
    }
}

private struct Generic<Value>: View {
    let value: Value
    var body: some View { Text("\(value)") }
}

final class InspectableViewTests: XCTestCase {
    // MARK: - Roots and implicit custom views

    func testRootOfCustomViewCanBeNamedOrSkipped() throws {
        let named = try Screen().inspect().view(Screen.self).vStack().text(0)
        let skipped = try Screen().inspect().vStack().text(0)
        XCTAssertEqual(try named.string(), "Title")
        XCTAssertEqual(try skipped.string(), "Title")
        XCTAssertEqual(named.pathToRoot, "view(Screen.self).vStack().text(0)")
        XCTAssertEqual(skipped.pathToRoot, named.pathToRoot)
    }

    func testRootOfPrimitiveViewIsRetyped() throws {
        let text = try Text("Hi").inspect().text()
        XCTAssertEqual(text.pathToRoot, "text()")
        XCTAssertEqual(try HStack { Text("a") }.inspect().hStack().text(0).pathToRoot, "hStack().text(0)")
    }

    func testActualViewReturnsTheCustomView() throws {
        let row = try Screen().inspect().vStack().view(Row.self, 1).actualView()
        XCTAssertEqual(row.title, "First")
    }

    func testNestedAndGenericTypeNamesInPath() throws {
        let inner = try Outer.Inner().inspect().view(Outer.Inner.self).text()
        XCTAssertEqual(inner.pathToRoot, "view(Inner.self).text()")
        let generic = try Generic(value: 3).inspect().view(Generic<Int>.self).text()
        XCTAssertEqual(generic.pathToRoot, "view(Generic<Int>.self).text()")
        XCTAssertEqual(try generic.string(), "3")
        // As ViewInspector writes them: nested types by their own name, in messages too.
        let nestedArgument = try Generic(value: Outer.Inner()).inspect()
        XCTAssertEqual(nestedArgument.pathToRoot, "view(Generic<Inner>.self)")
        XCTAssertThrowsError(try Text("a").inspect().find(Outer.Inner.self)) { error in
            XCTAssertTrue("\(error)".hasPrefix("text().find(Inner.self): found no Inner"), "\(error)")
        }
    }

    func testCustomViewWithSeveralBodyViewsIsMultiple() throws {
        let sut = try TwoTexts().inspect().view(TwoTexts.self)
        XCTAssertEqual(sut.count, 2)
        XCTAssertEqual(try sut.text(1).string(), "Two")
        XCTAssertEqual(try sut.text(1).pathToRoot, "view(TwoTexts.self).text(1)")
        XCTAssertThrowsError(try sut.text()) { error in
            XCTAssertEqual(
                "\(error)", "view(TwoTexts.self).text(): TwoTexts has 2 views, not one; pick one with an index: text(0)")
        }
    }

    func testClassifyGivesAnAnonymousHandleOnTheSameView() throws {
        let text = try Screen().inspect().vStack().text(0)
        let classified = try text.classify()
        XCTAssertEqual(classified.pathToRoot, text.pathToRoot)
        XCTAssertEqual(try classified.text().string(), "Title")
    }

    // MARK: - Collections and subscripts

    func testMultipleViewContentIsARandomAccessCollection() throws {
        let vStack = try Screen().inspect().vStack()
        XCTAssertEqual(vStack.count, 3)
        XCTAssertEqual(vStack.startIndex, 0)
        XCTAssertEqual(vStack.endIndex, 3)
        XCTAssertEqual(vStack.map(\.pathToRoot), [
            "view(Screen.self).vStack().text(0)",
            "view(Screen.self).vStack().view(Row.self, 1)",
            "view(Screen.self).vStack().anyView(2)",
        ])
        let last = try XCTUnwrap(vStack.last)
        XCTAssertEqual(try last.anyView().view(Row.self).hStack().text(0).string(), "Second")
        let row = try XCTUnwrap(vStack.first(where: { (try? $0.view(Row.self)) != nil }))
        XCTAssertEqual(try row.view(Row.self).actualView().title, "First")
        XCTAssertEqual(Array(vStack.reversed()).count, 3)
    }

    func testSubscriptOutOfRangeThrowsOnFirstUse() throws {
        let vStack = try Screen().inspect().vStack()
        let missing = vStack[7]
        XCTAssertEqual(missing.pathToRoot, "view(Screen.self).vStack()[7]")
        XCTAssertThrowsError(try missing.text()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Screen.self).vStack()[7]: index 7 is out of range: VStack has 3 child views (valid indices: 0...2)")
        }
    }

    func testSubscriptedHandleKeepsThePathOfItsKind() throws {
        let anyView = try Screen().inspect().vStack()[2].anyView()
        XCTAssertEqual(anyView.pathToRoot, "view(Screen.self).vStack().anyView(2)")
    }

    // MARK: - Transparent builder structure

    func testIfElseSwitchAndOptionalAreTransparent() throws {
        struct Conditional: View {
            let flag: Bool
            let number: Int
            let optional: String?
            var body: some View {
                VStack {
                    if flag {
                        Text("yes")
                    } else {
                        Image(systemName: "no")
                    }
                    if !flag {
                        Text("only when false")
                    }
                    switch number {
                    case 0: Text("zero")
                    case 1:
                        Text("one")
                        Text("uno")
                    default: EmptyView()
                    }
                    if let optional {
                        Text(optional)
                    }
                }
            }
        }
        // Child indices follow the source, as in ViewInspector: an `if` whose condition does
        // not hold keeps its index, so the views after it keep theirs.
        let yes = try Conditional(flag: true, number: 1, optional: nil).inspect().vStack()
        XCTAssertEqual(yes.count, 5)
        XCTAssertEqual(try yes.text(0).string(), "yes")
        XCTAssertThrowsError(try yes.text(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Conditional.self).vStack().text(1): expected Text, found nothing: the `if` here (Optional<Text>)"
                    + " shows no view, as its condition does not hold; it keeps its index so that the views after it"
                    + " keep theirs")
        }
        XCTAssertEqual(try yes.text(2).string(), "one")
        XCTAssertEqual(try yes.text(3).string(), "uno")
        XCTAssertThrowsError(try yes[4].text())

        let no = try Conditional(flag: false, number: 0, optional: "opt").inspect().vStack()
        XCTAssertEqual(no.count, 4)
        XCTAssertNoThrow(try no.image(0))
        XCTAssertEqual(try no.text(1).string(), "only when false")
        XCTAssertEqual(try no.text(2).string(), "zero")
        XCTAssertEqual(try no.text(3).string(), "opt")
    }

    func testLimitedAvailabilityIsAnAnyView() throws {
        struct Available: View {
            var body: some View {
                HStack {
                    if #available(macOS 10.15, *) {
                        Text("new")
                    }
                }
            }
        }
        XCTAssertEqual(try Available().inspect().hStack().anyView(0).text().string(), "new")
    }

    func testBuilderTakesMoreThanTenChildren() throws {
        let stack = try VStack {
            Text("0"); Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
            Text("6"); Text("7"); Text("8"); Text("9"); Text("10"); Text("11")
        }.inspect().vStack()
        XCTAssertEqual(stack.count, 12)
        XCTAssertEqual(try stack.text(11).string(), "11")
    }

    func testEmptyBlockIsAnEmptyView() throws {
        XCTAssertNoThrow(try HStack {}.inspect().hStack().emptyView(0))
    }

    func testModifiersOnATupleApplyToEachElement() throws {
        struct Padded: View {
            var body: some View {
                Group {
                    Text("a")
                    Text("b")
                }
                .padding(4)
            }
        }
        let group = try Padded().inspect().group()
        XCTAssertEqual(try group.padding(.all), 4)
        XCTAssertThrowsError(try group.text(0).padding(.all))
    }

    // MARK: - Errors

    func testTypeMismatchNamesExpectedFoundAndWhere() throws {
        XCTAssertThrowsError(try Screen().inspect().vStack().image(0)) { error in
            XCTAssertEqual("\(error)", "view(Screen.self).vStack().image(0): expected Image, found Text")
            XCTAssertEqual(
                (error as? InspectionError)?.reason, .typeMismatch(expected: "Image", found: "Text", hint: nil))
        }
        XCTAssertThrowsError(try Text("a").inspect().hStack()) { error in
            XCTAssertEqual("\(error)", "hStack(): expected HStack, found Text")
        }
    }

    func testTypeMismatchOnCustomViewSuggestsUnwrappingIt() throws {
        XCTAssertThrowsError(try Screen().inspect().vStack().hStack(1)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Screen.self).vStack().hStack(1): expected HStack, found Row;"
                    + " its body is HStack: unwrap it with view(Row.self, 1).hStack()")
        }
    }

    func testIndexOutOfRangeNamesTheContainerAndItsCount() throws {
        XCTAssertThrowsError(try Screen().inspect().vStack().text(5)) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Screen.self).vStack().text(5): index 5 is out of range: VStack has 3 child views (valid indices: 0...2)")
        }
    }

    func testSingleContentThatIsAbsent() throws {
        struct Nothing: View {
            let show = false
            var body: some View {
                if show { Text("x") }
            }
        }
        XCTAssertThrowsError(try Nothing().inspect().view(Nothing.self).text()) { error in
            XCTAssertEqual(
                "\(error)",
                "view(Nothing.self).text(): expected Text, found nothing: the `if` here (Optional<Text>) shows no view,"
                    + " as its condition does not hold; it keeps its index so that the views after it keep theirs")
        }
    }

    func testWrongCustomViewType() throws {
        XCTAssertThrowsError(try Screen().inspect().view(Row.self)) { error in
            XCTAssertEqual("\(error)", "view(Row.self): expected Row, found Screen")
        }
    }
}
