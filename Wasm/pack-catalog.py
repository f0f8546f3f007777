#!/usr/bin/env python3
"""Packs the food catalog's text literals for the WebAssembly build (Wasm/build.sh).

Rewrites each `static let NAME: StaticString = \"\"\" ... \"\"\"` literal of a catalog file as a
packed one that the core unpacks on first use (Sources/Pepin/Ingredients/PackedText.swift): the
catalog is a third of the module and repeats itself (keys, states, piece names), so packed it
takes about half the bytes. The format, byte-wise:
  "~!"        at the start: the text is packed;
  "~" A B L   a copy of L+4 bytes (4...93) from D = A*90+B+1 bytes back (1...8100), where each of
              A, B, L is a digit: an ASCII byte from "$" to "~" without the backslash (90 digits);
  any other   itself.
The plain catalog never holds "~", "\\", "#" or a double quote (checked), so the packed text is
a valid raw string literal. Matches start and end on whole UTF-8 characters.

    Wasm/pack-catalog.py FILE.swift   # rewrites FILE.swift in place
"""
import re
import sys

DIGITS = bytes(c for c in range(0x24, 0x7F) if c != 0x5C)
assert len(DIGITS) == 90
WINDOW = 90 * 90
MIN_MATCH, MAX_MATCH = 5, 4 + 89


def pack(data: bytes) -> bytes:
    for forbidden in b'~\\#"':
        if forbidden in data:
            sys.exit(f"pack-catalog.py: the catalog holds {chr(forbidden)!r}; it cannot be packed")
    out = bytearray(b"~!")
    positions = {}
    i, n = 0, len(data)

    def longest(at):
        best_length, best_distance = 0, 0
        if at + MIN_MATCH > n or (data[at] & 0xC0) == 0x80:
            return 0, 0
        for j in reversed(positions.get(data[at:at + MIN_MATCH], [])[-256:]):
            if at - j > WINDOW:
                break
            length = 0
            while at + length < n and length < MAX_MATCH and data[j + length] == data[at + length]:
                length += 1
            # End on a whole character: never before a continuation byte.
            while length and at + length < n and (data[at + length] & 0xC0) == 0x80:
                length -= 1
            if length > best_length:
                best_length, best_distance = length, at - j
        return best_length, best_distance

    def index(at):
        positions.setdefault(data[at:at + MIN_MATCH], []).append(at)

    while i < n:
        length, distance = longest(i)
        if length >= MIN_MATCH:
            # Lazy matching: a longer match one byte on is worth a literal first.
            later, _ = longest(i + 1) if i + 1 < n else (0, 0)
            if later > length + 1:
                out.append(data[i])
                index(i)
                i += 1
                continue
            d = distance - 1
            out += bytes([0x7E, DIGITS[d // 90], DIGITS[d % 90], DIGITS[length - 4]])
            for k in range(length):
                index(i + k)
            i += length
        else:
            out.append(data[i])
            index(i)
            i += 1
    return bytes(out)


def unpack(packed: bytes) -> bytes:
    assert packed.startswith(b"~!")
    out, i = bytearray(), 2
    while i < len(packed):
        if packed[i] == 0x7E:
            a, b, l = (DIGITS.index(packed[i + k]) for k in (1, 2, 3))
            start = len(out) - (a * 90 + b + 1)
            for k in range(l + 4):
                out.append(out[start + k])
            i += 4
        else:
            out.append(packed[i])
            i += 1
    return bytes(out)


def main(path):
    source = open(path, encoding="utf-8").read()
    literal = re.compile(r'(static let \w+: StaticString = )"""\n(.*?)\n( *)"""', re.S)

    def packed(match):
        indent = match.group(3)
        lines = match.group(2).split("\n")
        text = "\n".join(line[len(indent):] if line.startswith(indent) else line.lstrip(" ") for line in lines)
        data = text.encode("utf-8")
        result = pack(data)
        assert unpack(result) == data, "pack-catalog.py: the packed text does not unpack to the original"
        return match.group(1) + '#"""\n' + result.decode("utf-8") + '\n"""#'

    rewritten, count = literal.subn(packed, source)
    if count == 0:
        sys.exit(f"pack-catalog.py: no catalog literal in {path}")
    open(path, "w", encoding="utf-8").write(rewritten)


if __name__ == "__main__":
    main(sys.argv[1])
