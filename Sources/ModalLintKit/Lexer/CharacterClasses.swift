/// Byte and Unicode scalar classes of the Swift lexical grammar.
///
/// The non-ASCII tables are those of swiftc and swift-syntax (`UnicodeScalarExtensions.swift`,
/// after N1518 Annex X), so that identifiers and operators end exactly where the compiler
/// ends them.
enum CharacterClasses {
    /// `[A-Za-z_]`
    @inline(__always)
    static func isASCIIIdentifierHead(_ b: UInt8) -> Bool {
        (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x5F
    }

    /// 1 for the bytes of `isASCIIIdentifierBody`, 0 for all others (non-ASCII bytes
    /// included): 256 bytes, made once, never freed.
    static let identifierBodyTable: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0..<256 { t[b] = isASCIIIdentifierBody(UInt8(b)) ? 1 : 0 }
        return UnsafePointer(t)
    }()

    /// Per byte, the `Token.spaceBits` it stands for as plain white space between tokens:
    /// space and tab `spaceBefore`, `\n` and `\r` also `newlineBefore`, all others 0.
    static let plainSpaceTable: UnsafePointer<UInt8> = {
        let t = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        t.initialize(repeating: 0, count: 256)
        t[0x20] = Token.spaceBefore
        t[0x09] = Token.spaceBefore
        t[0x0A] = Token.spaceBefore | Token.newlineBefore
        t[0x0D] = Token.spaceBefore | Token.newlineBefore
        return UnsafePointer(t)
    }()

    /// For each byte of `w`, its high bit set when the byte is an ASCII identifier body byte
    /// (`[A-Za-z0-9_$]`, as `isASCIIIdentifierBody`), clear otherwise (other bits: 0). Each
    /// test adds to the byte's low seven bits a constant that sets the high bit exactly when
    /// the byte is at or past a bound; no sum reaches the next byte.
    @inline(__always)
    static func identifierBodyBytes(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let x = w & ~highs
        let y = x | (ones &* 0x20)
        let letter = (y &+ ones &* 0x1F) & ~(y &+ ones &* 0x05)        // y in 0x61...0x7A
        let digit = (x &+ ones &* 0x50) & ~(x &+ ones &* 0x46)         // x in 0x30...0x39
        let underscore = ~((x ^ (ones &* 0x5F)) &+ ones &* 0x7F)        // x == 0x5F
        let dollar = ~((x ^ (ones &* 0x24)) &+ ones &* 0x7F)            // x == 0x24
        return (letter | digit | underscore | dollar) & ~w & highs
    }

    /// `[A-Za-z0-9_$]`
    @inline(__always)
    static func isASCIIIdentifierBody(_ b: UInt8) -> Bool {
        // A bit per byte below 0x80: `$` 0x24 and `0-9` 0x30-0x39 in the low word; `A-Z`
        // 0x41-0x5A, `_` 0x5F and `a-z` 0x61-0x7A in the high one. A shift and a mask.
        let low: UInt64 = 0x03FF_0010_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        let word = b < 64 ? low : high
        return b < 0x80 && (word >> UInt64(b & 63)) & 1 == 1
    }

    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    @inline(__always)
    static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x66)
    }

    /// Horizontal white space Swift skips: space, tab, vertical tab, form feed, NUL.
    @inline(__always)
    static func isHorizontalSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C || b == 0x00
    }

    /// ASCII operator characters: `/ = - + ! * % < > & | ^ ~ ?` (`.` is handled apart:
    /// it continues only operators that start with one).
    @inline(__always)
    static func isASCIIOperator(_ b: UInt8) -> Bool {
        switch b {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars that may start (and continue) an operator: math, arrows,
    /// dingbats, box drawing.
    static func isUnicodeOperatorStart(_ c: UInt32) -> Bool {
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
             0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
             0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars that continue an operator: its start set plus combining marks
    /// and variation selectors.
    static func isUnicodeOperatorContinuation(_ c: UInt32) -> Bool {
        if isUnicodeOperatorStart(c) { return true }
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars allowed inside an identifier (N1518 Annex X.1).
    static func isUnicodeIdentifierContinuation(_ c: UInt32) -> Bool {
        switch c {
        case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE,
             0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF,
             0x0100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF,
             0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F,
             0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
             0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
             0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8:
            return true
        case 0x10000...0xEFFFD:
            // Every plane from 1 to 14, minus the last two code points of each.
            return c & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// Non-ASCII scalars that may start an identifier: the continuation set minus the
    /// combining marks (N1518 Annex X.2).
    static func isUnicodeIdentifierStart(_ c: UInt32) -> Bool {
        guard isUnicodeIdentifierContinuation(c) else { return false }
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return false
        default: return true
        }
    }

    /// Decodes the UTF-8 scalar at `i`; `length` is 0 when the bytes there are not valid
    /// UTF-8 (overlong forms, surrogates and truncated sequences included).
    @inline(__always)
    static func decodeScalar(_ buf: UnsafeBufferPointer<UInt8>, _ i: Int) -> (scalar: UInt32, length: Int) {
        let n = buf.count
        let b0 = buf[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        @inline(__always) func cont(_ k: Int) -> UInt32? {
            guard k < n else { return nil }
            let b = buf[k]
            return b & 0xC0 == 0x80 ? UInt32(b & 0x3F) : nil
        }
        switch b0 {
        case 0xC2...0xDF:
            guard let c1 = cont(i + 1) else { return (0, 0) }
            return ((UInt32(b0 & 0x1F) << 6) | c1, 2)
        case 0xE0...0xEF:
            guard let c1 = cont(i + 1), let c2 = cont(i + 2) else { return (0, 0) }
            let u = (UInt32(b0 & 0x0F) << 12) | (c1 << 6) | c2
            if u < 0x800 || (u >= 0xD800 && u <= 0xDFFF) { return (0, 0) }
            return (u, 3)
        case 0xF0...0xF4:
            guard let c1 = cont(i + 1), let c2 = cont(i + 2), let c3 = cont(i + 3) else { return (0, 0) }
            let u = (UInt32(b0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3
            if u < 0x10000 || u > 0x10FFFF { return (0, 0) }
            return (u, 4)
        default:
            return (0, 0)
        }
    }
}
