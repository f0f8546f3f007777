// A native build of the same core and the same exports as pepin.wasm, for the parity check in
// Wasm/smoke.mjs: reads lines on standard input, prepares them with `pepin_prepare` and writes
// what `pepin_present` answers (two lines per input line). Codes are positions in the lists of
// `pepin_vocabulary`.
//
//   pepin-native NUMERATOR DENOMINATOR STYLE FORMAT VIEW < lines.txt
//
// Built by Wasm/check.sh with the host's swiftc (not Embedded, 64-bit Int), so any difference
// from the wasm build points at Embedded Swift or at 32-bit integers.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
guard arguments.count == 5 else {
    print("usage: pepin-native NUMERATOR DENOMINATOR STYLE FORMAT VIEW < lines")
    exit(2)
}
var lines: [String] = []
while let line = readLine(strippingNewline: true) { lines.append(line) }
var input = lines.joined(separator: "\n")
let handle = input.withUTF8 { utf8 in pepinPrepare(utf8.baseAddress, utf8.count) }
guard let result = pepinPresent(handle, arguments[0], arguments[1], arguments[2], arguments[3], arguments[4]) else {
    print("pepin-native: refused")
    exit(1)
}
pepinRelease(handle)
let count = Int(result.load(as: UInt32.self))
let text = String(decoding: UnsafeRawBufferPointer(start: result + 4, count: count), as: UTF8.self)
pepinFree(result)
print(text)
