import XCTest
@testable import ModalLintKit

/// The per-function, per-block and per-type groups of a file's facts, which the resolver uses
/// instead of scanning the whole file for every presentation.
final class FactGroupTests: XCTestCase {
    static let source = """
    let banner = Banner()
    banner.show()

    final class Inbox: UIViewController {
        var shown = false

        func open() {
            let a = A()
            a.prepare()
            if ready { a.style = 1 } else { a.style = 2 }
            present(a, animated: true)
            shown = true
            run { inner() }
        }

        func close() {
            dismiss(animated: true)
            shown = false
            return
        }
    }
    """

    func function(_ m: FileModel, _ name: String) -> Int {
        m.functions.firstIndex { $0.name == name }!
    }

    func testCallsAssignmentsAndBindingsByFunctionInSourceOrder() {
        let m = ParserTestSupport.parse(Self.source)
        let open = function(m, "open"), close = function(m, "close")
        XCTAssertEqual(m.calls(inFunction: open).map { m.calls[Int($0)].name }, ["A", "prepare", "present", "run", "inner"])
        XCTAssertEqual(m.calls(inFunction: close).map { m.calls[Int($0)].name }, ["dismiss"])
        XCTAssertEqual(m.calls(inFunction: nil).map { m.calls[Int($0)].name }, ["Banner", "show"])
        XCTAssertEqual(m.assignments(inFunction: open).map { ModelDump.describe(m.assignments[Int($0)].target, m) }, ["a.style", "a.style", "shown"])
        XCTAssertEqual(m.assignments(inFunction: close).count, 1)
        XCTAssertEqual(m.bindings(inFunction: open).map { m.bindings[Int($0)].name }, ["a"])
        XCTAssertEqual(m.returns(inFunction: close).count, 1)
        XCTAssertTrue(m.returns(inFunction: open).isEmpty)
    }

    func testSlicesByOffset() {
        let m = ParserTestSupport.parse(Self.source)
        let open = function(m, "open")
        let present = m.calls.firstIndex { $0.name == "present" }!
        let at = m.calls[present].range.lowerBound
        // Before the call: the two style assignments; from it on: `shown = true`.
        XCTAssertEqual(m.assignments(inFunction: open, to: at).count, 2)
        XCTAssertEqual(m.assignments(inFunction: open, from: at).count, 1)
        XCTAssertEqual(m.calls(inFunction: open, from: at, to: at + 1).map { Int($0) }, [present])
        XCTAssertEqual(m.calls(inFunction: open, from: at + 1, to: at).count, 0, "an empty range is empty, not a crash")
        XCTAssertTrue(m.calls(inFunction: m.functions.count + 5).isEmpty, "an unknown slot is empty")
    }

    func testConditionsByBlockAndAssignmentsByType() {
        let m = ParserTestSupport.parse(Self.source)
        let open = function(m, "open")
        let body = m.functions[open].bodyBlock!
        XCTAssertEqual(m.conditions(inBlock: body).map { m.conditions[Int($0)].kind }, [.if])
        let inbox = m.types.firstIndex { $0.name == "Inbox" }!
        XCTAssertEqual(m.assignments(inType: inbox).count, m.assignments.count)
    }

    /// Facts recorded out of source order are sorted inside their group.
    func testGroupsSortOutOfOrderFacts() {
        // slot of each fact, and its offset: slot 0 gets offsets 30, 10, 20.
        let facts: [(Int, Int)] = [(0, 30), (1, 5), (0, 10), (0, 20)]
        let g = FactGroups(count: facts.count, slots: 2) { facts[$0] }
        XCTAssertEqual(Array(g.slice(0, from: Int.min, to: Int.max)), [2, 3, 0])
        XCTAssertEqual(Array(g.slice(0, from: 15, to: 30)), [3])
        XCTAssertEqual(Array(g.slice(1, from: Int.min, to: Int.max)), [1])
    }
}
