// A native build of the same core and the same exports as pepin.wasm, for Wasm/parity.mjs:
// reads lines on standard input and writes what `pepin_scale_lines` answers for them.
//
//   pepin-native NUMERATOR DENOMINATOR STYLE FORMAT < lines.txt
//
// Built by Wasm/parity.sh with the host's swiftc (not Embedded, 64-bit Int), so any difference
// from the wasm build points at Embedded Swift or at 32-bit integers.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard arguments.count == 4 else {
    print("usage: pepin-native NUMERATOR DENOMINATOR STYLE FORMAT < lines")
    exit(2)
}
var lines: [String] = []
while let line = readLine(strippingNewline: true) { lines.append(line) }
var input = lines.joined(separator: "\n")
let result = input.withUTF8 { utf8 in
    pepinScaleLines(utf8.baseAddress, utf8.count, arguments[0], arguments[1], arguments[2], arguments[3])
}
guard let result else {
    print("pepin-native: refused")
    exit(1)
}
let count = Int(result.load(as: UInt32.self))
let text = String(decoding: UnsafeRawBufferPointer(start: result + 4, count: count), as: UTF8.self)
pepinFree(result)
print(text)
