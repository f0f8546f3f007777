// Smoke checks for pepin.wasm through pepin-core.js, under node:
//   node Wasm/smoke.mjs [path/to/pepin.wasm]
// Closes with "N passed, M failed" and exits non-zero on any failure.
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { runInNewContext } from "node:vm";

const here = dirname(fileURLToPath(import.meta.url));
const wasmPath = process.argv[2] ?? join(here, "out", "pepin.wasm");
const PepinCore = createRequire(import.meta.url)("./pepin-core.js");

let passed = 0;
let failed = 0;
function check(name, body) {
  try {
    body();
    passed++;
    console.log(`ok   ${name}`);
  } catch (error) {
    failed++;
    console.log(`FAIL ${name}\n     ${String(error && error.message ? error.message : error)}`);
  }
}
function equal(actual, expected) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`expected ${e}, got ${a}`);
}
function throws(body, pattern) {
  try {
    body();
  } catch (error) {
    if (!pattern.test(String(error.message))) throw new Error(`wrong error: ${error.message}`);
    return;
  }
  throw new Error("expected an error, got none");
}

const bytes = readFileSync(wasmPath);
const core = await PepinCore.fromBytes(bytes);
const coreFromBase64 = await PepinCore.fromBase64(bytes.toString("base64"));

// Scaling, from the core issue's table.
const scalings = [
  ["1 teaspoon kosher salt", "3", "1 tablespoon kosher salt"],
  ["2 tablespoons sugar", "x2", "1/4 cup sugar"],
  ["1/2 cup butter", "1/4", "2 tablespoons butter"],
  ["1 cup flour", "1", "1 cup flour"],
  ["2 cups milk", "1/2", "1 cup milk"],
  ["3 eggs", "2", "6 eggs"],
];
for (const [line, factor, expected] of scalings) {
  check(`"${line}" scaled by ${factor} reads "${expected}"`, () => {
    equal(core.scaleLines([line], factor, "compound", "text"), [expected]);
  });
}

check("a batch keeps one result per line, blank lines stay blank", () => {
  equal(core.scaleLines(["1 teaspoon kosher salt", "", "3 eggs"], "x3"),
    ["1 tablespoon kosher salt", "", "9 eggs"]);
});
check("an empty batch gives no lines", () => equal(core.scaleLines([], "2"), []));
check("a line the parser cannot read comes back as written", () => {
  equal(core.scaleLines(["salt and pepper to taste"], "2"), ["salt and pepper to taste"]);
});
check("HTML output escapes recipe text", () => {
  const [html] = core.scaleLines(["1 cup <b>flour</b> & \"sugar\""], "1", "compound", "html");
  if (/<b>/.test(html) || !/&lt;b&gt;/.test(html) || !/&amp;/.test(html)) {
    throw new Error(`not escaped: ${html}`);
  }
});
check("the same module loads from base64", () => {
  equal(coreFromBase64.scaleLines(["1 teaspoon kosher salt"], "3"), ["1 tablespoon kosher salt"]);
});

// The page's way in: the bundle as a classic script (a global, no module system, base64 via atob).
const bundlePath = join(dirname(wasmPath), "pepin-core.bundle.js");
const page = { WebAssembly, TextEncoder, TextDecoder, atob, console };
page.globalThis = page;
runInNewContext(readFileSync(bundlePath, "utf8"), page, { filename: bundlePath });
const pageCore = await page.PepinCore.load().catch((error) => error);
check("the bundle defines a global PepinCore whose load() works without a module system", () => {
  if (pageCore instanceof Error) throw pageCore;
  equal(pageCore.scaleLines(["1 teaspoon kosher salt"], "3"), ["1 tablespoon kosher salt"]);
});

// Factors as typed into the page.
const factors = [
  ["3/2", { numerator: 3, denominator: 2 }],
  ["1.5", { numerator: 3, denominator: 2 }],
  ["x3", { numerator: 3, denominator: 1 }],
  [" × 2 ", { numerator: 2, denominator: 1 }],
  ["4/6", { numerator: 2, denominator: 3 }],
  ["0", null],
  ["-2", null],
  ["", null],
  ["lots", null],
];
for (const [text, expected] of factors) {
  check(`factor ${JSON.stringify(text)} reads as ${JSON.stringify(expected)}`, () => {
    equal(core.parseFactor(text), expected);
  });
}
check("an unreadable factor is refused with a message", () => {
  throws(() => core.scaleLines(["1 cup flour"], "lots"), /cannot scale by "lots"/);
});
check("an unknown style is refused with a message", () => {
  throws(() => core.scaleLines(["1 cup flour"], "2", "fancy"), /unknown style "fancy"/);
});

// Yields.
check('"12 cookies" scaled by 3 reads "36 cookies"', () => {
  equal(core.scaleYield("12 cookies", "3"), "36 cookies");
});
check("an unreadable yield comes back unchanged", () => {
  equal(core.scaleYield("a big pot", "2"), "a big pot");
});

// Memory stays bounded over many re-renders.
const recipe = [
  "2 1/4 cups all-purpose flour",
  "1 teaspoon baking soda",
  "1 teaspoon kosher salt",
  "1 cup (2 sticks) unsalted butter, softened",
  "3/4 cup granulated sugar",
  "3/4 cup packed brown sugar",
  "1 teaspoon vanilla extract",
  "2 large eggs",
  "2 cups semisweet chocolate chips",
  "1 cup chopped walnuts",
  "1/2 cup whole milk",
  "2 tablespoons honey",
  "1/4 teaspoon ground cinnamon",
  "1 pinch nutmeg",
  "500 g strong white flour",
  "7 g instant yeast",
  "300 ml warm water",
  "1 1/2 tablespoons olive oil",
  "salt and pepper to taste",
  "1 lemon, zested",
];
const changes = ["1/2", "x2", "3", "1.5", "2/3", "x4", "1", "5/4", "0.75", "x12"];
const styles = ["compound", "single"];
const formats = ["text", "html"];
function render(i) {
  return core.scaleLines(recipe, changes[i % changes.length], styles[i % 2], formats[(i >> 1) % 2]);
}
check("10,000 scale changes of a 20-line recipe leave memory bounded", () => {
  const start = core.memoryBytes();
  let warm = 0;
  for (let i = 0; i < 10000; i++) {
    const lines = render(i);
    if (lines.length !== recipe.length) throw new Error(`${lines.length} lines at change ${i}`);
    if (i === 999) warm = core.memoryBytes();
  }
  const end = core.memoryBytes();
  console.log(`     memory: ${start} bytes at start, ${warm} after 1,000 changes, ${end} after 10,000`);
  if (end !== warm) throw new Error(`memory grew from ${warm} to ${end} bytes after warming up`);
});

// Speed of one re-render (the page re-renders the list on every change of the factor).
check("one 20-line re-render takes under 2 ms (median of 500)", () => {
  for (let i = 0; i < 200; i++) render(i);
  const times = [];
  for (let i = 0; i < 500; i++) {
    const t0 = performance.now();
    render(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[times.length >> 1];
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(`     re-render of 20 lines: median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`);
  if (!(median < 2)) throw new Error(`median ${median.toFixed(3)} ms`);
});

// The allocator alone: random malloc/calloc/realloc/posix_memalign/free with pattern checks.
check("the C runtime's allocator keeps blocks apart and reuses freed memory", () => {
  const testPath = join(dirname(wasmPath), "runtime-test.wasm");
  const allocator = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(testPath)), {});
  const { run_allocator_test: run, memory } = allocator.exports;
  equal(run(1, 200000), 0);
  const after = memory.buffer.byteLength;
  equal(run(1, 200000), 0);
  equal(run(7, 200000), 0);
  if (memory.buffer.byteLength > after * 2) {
    throw new Error(`memory grew from ${after} to ${memory.buffer.byteLength} bytes on a rerun`);
  }
});

check("pepin.wasm is under 300 KB", () => {
  const size = statSync(wasmPath).size;
  console.log(`     size: ${size} bytes (${(size / 1024).toFixed(1)} KB)`);
  if (size >= 300 * 1024) throw new Error(`${size} bytes`);
});

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
