/// Makes a page UTF-8: a page that already is stays as it is; one that is not (old sites saved in
/// ISO-8859-1 or Windows-1252, which browsers read the same way) is transcoded from
/// Windows-1252, so "crème" never turns into "cr�me".
///
///     PageEncodingNormalizer([0x63, 0x72, 0xE8, 0x6D, 0x65]).bytes   // "crème" in UTF-8
struct PageEncodingNormalizer {
    /// The page as UTF-8.
    let bytes: [UInt8]

    init(_ page: [UInt8]) {
        if Self.isValidUTF8(page) {
            bytes = page
            return
        }
        var out: [UInt8] = []
        out.reserveCapacity(page.count + page.count / 8)
        for byte in page {
            if byte < 0x80 {
                out.append(byte)
            } else {
                let scalar = Unicode.Scalar(Self.windows1252[byte] ?? UInt32(byte)) ?? "\u{FFFD}"
                out.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes = out
    }

    private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        // ASCII pages (most of every page) skip the decoder.
        if !bytes.contains(where: { $0 >= 0x80 }) { return true }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    // The printable characters Windows-1252 puts at 0x80-0x9F (where ISO-8859-1 has controls).
    private static let windows1252: [UInt8: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020,
        0x87: 0x2021, 0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152,
        0x8E: 0x017D, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022,
        0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC, 0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A,
        0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
    ]
}
