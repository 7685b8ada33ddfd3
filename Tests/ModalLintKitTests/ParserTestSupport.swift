import Foundation
import XCTest
@testable import ModalLintKit

/// Helpers for the parser tests: parse a snippet, find facts by name, render them as text.
enum ParserTestSupport {
    static func parse(_ source: String, path: String = "t.swift") -> FileModel {
        Parser.parse(SourceFile(path: path, text: source))
    }

    /// Parses a hostile input. Finishing at all is the test (no stack overflow, no hang);
    /// speed is measured by the benchmark, never asserted here, so `seconds` is documentation.
    static func parseTimed(_ source: String, seconds: Double, file: StaticString = #filePath, line: UInt = #line) -> FileModel {
        parse(source)
    }
}

extension FileModel {
    /// Every call rendered as `callee(label: value, …)`.
    var renderedCalls: [String] {
        calls.indices.map { ModelDump.describe(.call($0, calls[$0].range), self) }
    }

    /// Every assignment rendered as `target op value`.
    var renderedAssignments: [String] {
        assignments.map { "\(ModelDump.describe($0.target, self)) \($0.op) \(ModelDump.describe($0.value, self))" }
    }

    /// Every binding rendered as `kind name = initialiser`.
    var renderedBindings: [String] {
        bindings.map { b in
            "\(b.kind.rawValue) \(b.name)" + (b.initializer.map { " = " + ModelDump.describe($0, self) } ?? "")
        }
    }

    func render(_ e: Expr) -> String { ModelDump.describe(e, self) }

    func type(_ qualifiedName: String) -> TypeDecl? { types.first { $0.qualifiedName == qualifiedName } }
    func function(_ fullName: String) -> FunctionDecl? { functions.first { $0.fullName == fullName } }
    func property(_ name: String) -> PropertyDecl? { properties.first { $0.name == name } }
    func firstCall(_ name: String) -> CallSite? { calls.first { $0.name == name } }
    func callIndex(_ name: String) -> Int? { calls.firstIndex { $0.name == name } }

    /// The full names of the functions declared directly in a type.
    func functionNames(of qualifiedName: String) -> [String] {
        type(qualifiedName).map { $0.functions.map { functions[$0].fullName } } ?? []
    }

    func propertyNames(of qualifiedName: String) -> [String] {
        type(qualifiedName).map { $0.properties.map { properties[$0].name } } ?? []
    }

    /// The enclosing function's full name of a context, or nil.
    func functionName(_ c: Context) -> String? { c.function.map { functions[$0].fullName } }
    func typeName(_ c: Context) -> String? { c.type.map { types[$0].qualifiedName } }

    /// Whether some enclosing block of `c` (its own included) has kind `kind`.
    func isInside(_ c: Context, _ kind: Block.Kind) -> Bool {
        var b = c.block
        while let cur = b {
            if blocks[cur].kind == kind { return true }
            b = blocks[cur].parent
        }
        return false
    }
}
