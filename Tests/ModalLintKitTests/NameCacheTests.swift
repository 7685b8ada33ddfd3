import XCTest
@testable import ModalLintKit

/// The per-thread name cache gives exactly the string of the bytes asked for, on a miss and on
/// a hit, whatever other names share its slots.
final class NameCacheTests: XCTestCase {
    func testEveryNameComesBackAsItsBytes() {
        // 6,000 distinct names (more than the 2,048 slots of each table, so slots are shared
        // and replaced), of every length from 1 to 40 bytes, some non-ASCII, each asked three
        // times in different orders.
        var names: [String] = []
        for k in 0..<6000 {
            let stem = ["v", "view", "navigationController", "présentation", "x_"][k % 5]
            names.append(String((stem + String(k) + String(repeating: "q", count: k % 17)).prefix(1 + k % 40)))
        }
        var bytes: [UInt8] = []
        var spans: [Range<Int>] = []
        for n in names {
            let start = bytes.count
            bytes += Array(n.utf8)
            spans.append(start..<bytes.count)
            bytes.append(0x20)
        }
        bytes += [UInt8](repeating: 0x20, count: 16)  // shortName reads 16 bytes from a name's start
        let cache = NameCache()
        bytes.withUnsafeBufferPointer { buf in
            func ask(_ k: Int) -> String {
                let r = spans[k]
                let make = { String(decoding: UnsafeBufferPointer(rebasing: buf[r]), as: UTF8.self) }
                return r.count <= 15 ? cache.shortName(buf, r.lowerBound, r.count, make: make) : cache.longName(buf, r.lowerBound, r.upperBound)
            }
            for k in names.indices { XCTAssertEqual(ask(k), names[k]) }
            for k in names.indices.reversed() { XCTAssertEqual(ask(k), names[k]) }
            for k in stride(from: 0, to: names.count, by: 7) { XCTAssertEqual(ask(k), names[k]) }
        }
    }

    func testLongNamesStayRightWhileSlotsAreReplaced() {
        // Four times as many long names as there are slots: entries are replaced (and their
        // strings freed) over and over; a hit compares the bytes the slot's own string holds.
        let count = 4 << NameCache.longSlotBits
        var bytes: [UInt8] = []
        var spans: [Range<Int>] = []
        for k in 0..<count {
            let start = bytes.count
            bytes += Array("presentationController\(k)Delegate".utf8)
            spans.append(start..<bytes.count)
            bytes.append(0x20)
        }
        let cache = NameCache()
        bytes.withUnsafeBufferPointer { buf in
            for pass in 0..<2 {
                for k in stride(from: pass, to: count, by: 1 + pass) {
                    let name = cache.longName(buf, spans[k].lowerBound, spans[k].upperBound)
                    XCTAssertEqual(name, "presentationController\(k)Delegate")
                    // Asked again at once: a hit on the entry just made.
                    XCTAssertEqual(cache.longName(buf, spans[k].lowerBound, spans[k].upperBound), name)
                }
            }
        }
    }

    func testInvalidUTF8IsRepairedAndNotConfusedWithItsRepair() {
        // A long name with an invalid byte is repaired (and not kept); the valid spelling of
        // the repair, asked next, is its own string.
        let broken: [UInt8] = Array("presentationCont".utf8) + [0xFF] + Array("roller".utf8)
        let repaired = String(decoding: broken, as: UTF8.self)
        let bytes = broken + [0x20] + Array(repaired.utf8) + [UInt8](repeating: 0x20, count: 16)
        let cache = NameCache()
        bytes.withUnsafeBufferPointer { buf in
            XCTAssertEqual(cache.longName(buf, 0, broken.count), repaired)
            XCTAssertEqual(cache.longName(buf, 0, broken.count), repaired)
            let at = broken.count + 1
            XCTAssertEqual(cache.longName(buf, at, at + repaired.utf8.count), repaired)
        }
    }

    func testParsedNamesAreTheSourceSpellings() {
        // Through the parser: backticks removed, short and long names, one at the very end of
        // the file (fewer than 16 bytes after it).
        let m = ParserTestSupport.parse("""
            let `default` = a
            let navigationControllerOfTheSheet = navigationControllerOfTheSheet.b
            f(vc, animated: flag)
            z
            """)
        XCTAssertEqual(m.properties.map { $0.name }, ["default", "navigationControllerOfTheSheet"])
        XCTAssertEqual(m.calls.first?.arguments.map { $0.label ?? "_" }, ["_", "animated"])
        XCTAssertEqual(m.calls.first?.arguments.first.flatMap { $0.value.lastName }, "vc")
    }
}
