@testable import Inspector
import Testing

/// The unified line diff a snapshot mismatch shows.
@Suite("Line diff")
struct LineDiffTests {
    private func diff(_ old: String, _ new: String) -> String {
        LineDiff.unified(from: old.split(separator: " ").map(String.init), to: new.split(separator: " ").map(String.init))
    }

    @Test func equalLinesHaveNoHunk() {
        #expect(diff("a b c", "a b c") == "")
    }

    @Test func aChangedLineIsRemovedThenAdded() {
        #expect(diff("a b c d e f g", "a b c X e f g") == "@@ -2,5 +2,5 @@\n b\n c\n-d\n+X\n e\n f")
    }

    @Test func insertionsAndDeletionsAtTheEnds() {
        #expect(diff("b c", "a b c") == "@@ -1,2 +1,3 @@\n+a\n b\n c")
        #expect(diff("a b c", "a b") == "@@ -1,3 +1,2 @@\n a\n b\n-c")
    }

    @Test func distantChangesAreSeparateHunks() {
        #expect(
            diff("1 2 3 4 5 6 7 8 9 10", "X 2 3 4 5 6 7 8 9 Y")
                == "@@ -1,3 +1,3 @@\n-1\n+X\n 2\n 3\n@@ -8,3 +8,3 @@\n 8\n 9\n-10\n+Y")
    }

    @Test func nearbyChangesShareAHunk() {
        #expect(diff("1 2 3 4 5 6", "X 2 3 4 5 Y") == "@@ -1,6 +1,6 @@\n-1\n+X\n 2\n 3\n 4\n 5\n-6\n+Y")
    }

    @Test func everythingRemoved() {
        #expect(diff("a b", "") == "@@ -1,2 +0,0 @@\n-a\n-b")
    }
}
