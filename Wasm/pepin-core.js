/*
 * pepin-core.js: the JavaScript face of pepin.wasm, Pepin's Swift core compiled to WebAssembly.
 *
 * No dependencies; runs in browsers (also from file://) and in node. Load it as a classic
 * <script> (it defines the global `PepinCore`) or with require(). It never fetches: hand it the
 * module's bytes, or base64 text inlined in the page. Wasm/build.sh also writes
 * out/pepin-core.bundle.js: this file plus the module inlined as base64, so a page needs one
 * <script> and `const core = await PepinCore.load();`.
 *
 *   const core = await PepinCore.fromBase64(PEPIN_WASM_BASE64);   // or fromBytes(uint8Array)
 *   const list = core.prepare(["1 teaspoon kosher salt", "1 cup milk"]);  // parsed and matched once
 *   list.present("x3", "as-written", "compound", "text")
 *     // -> [{ text: "1 tablespoon kosher salt", issue: "" }, { text: "3 cups milk", issue: "" }]
 *   list.present("3/2", "weight")      // as often as the page needs; list.release() when done
 *   core.views, core.styles, core.formats   // the names the core knows, in its own order
 *   core.scaleLines(["1 teaspoon kosher salt"], "x3", "compound", "text")
 *     // -> ["1 tablespoon kosher salt"]
 *   core.viewLines(["1 cup all-purpose flour"], "2", "weight")   // -> ["250 g all-purpose flour"]
 *   core.viewSteps(["Bake at 375°F."], "metric")                  // -> ["Bake at 190°C."]
 *   core.scaleYield("12 cookies", "3/2")   // -> "18 cookies"
 *   core.parseFactor("1.5")                // -> { numerator: 3, denominator: 2 }; null if unreadable
 *   core.factorForYield("serves 4", "6")   // -> { numerator: 3, denominator: 2 }
 *   core.list([{ lines: ["1 tsp salt"], scale: "1" }, { lines: ["2 tbsp salt"], scale: "2" }])
 *     // -> [{ aisle: "spices", staple: false, key: "food:02047", text: "1/4 cup + 1 teaspoon salt" }]
 *
 * All parsing, scaling and presenting happens in Swift; this file only moves UTF-8 in and out.
 */
(function (root, factory) {
  "use strict";
  if (typeof module === "object" && module.exports) {
    module.exports = factory();
  } else {
    root.PepinCore = factory();
  }
})(typeof globalThis !== "undefined" ? globalThis : this, function () {
  "use strict";

  var encoder = new TextEncoder();
  var decoder = new TextDecoder("utf-8");

  function base64ToBytes(text) {
    if (typeof atob === "function") {
      var binary = atob(text.replace(/\s+/g, ""));
      var bytes = new Uint8Array(binary.length);
      for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return bytes;
    }
    return new Uint8Array(Buffer.from(text, "base64"));
  }

  /** A name's code: its position in the core's list; the first name when none is given. */
  function codeFor(names, value, what) {
    var index = value === undefined ? 0 : names.indexOf(value);
    if (index < 0) {
      throw new RangeError(
        "PepinCore: unknown " + what + " " + JSON.stringify(value) +
        "; expected one of " + names.join(", "));
    }
    return index;
  }

  /**
   * Wraps one module; a trap in Swift replaces the instance so later calls still work (prepared
   * lists are prepared again in the new instance: `generation` counts the instances).
   */
  function Core(module, instance) {
    this.module = module;
    this.exports = (instance || new WebAssembly.Instance(module, {})).exports;
    this.generation = 0;
    var names = this.takeResult(this.exports, this.exports.pepin_vocabulary());
    if (names === null) throw new Error("PepinCore: the module does not name its views");
    var lists = names.split("\n").map(function (line) { return line.split(" "); });
    this.views = lists[0];
    this.styles = lists[1];
    this.formats = lists[2];
    // The scale control's steps, as the core's scale policy lists them ("1/6 1/4 ... 10/1").
    this.steps = (lists[3] || []).filter(Boolean).map(function (step) {
      var parts = step.split("/");
      return { numerator: Number(parts[0]), denominator: Number(parts[1]) };
    });
  }

  /** Starts afresh after a trap: the old instance's state is no longer trustworthy. */
  Core.prototype.replaceInstance = function () {
    this.exports = new WebAssembly.Instance(this.module, {}).exports;
    this.generation += 1;
  };

  /** Runs `body(exports)`; a trap replaces the instance and is reported as a failure on `text`. */
  Core.prototype.guarded = function (text, body) {
    try {
      return body(this.exports);
    } catch (error) {
      if (error instanceof WebAssembly.RuntimeError) {
        this.replaceInstance();
        throw new Error("PepinCore: the core failed on " + JSON.stringify(String(text)) +
          " (" + error.message + ")");
      }
      throw error;
    }
  };

  /** Copies `text` into the module as UTF-8 and calls `body(pointer, length, exports)`. */
  Core.prototype.withText = function (text, body) {
    var self = this;
    return this.guarded(text, function (exports) { return self.withBytes(exports, text, body); });
  };

  Core.prototype.withBytes = function (exports, text, body) {
    var bytes = encoder.encode(String(text));
    var pointer = exports.pepin_alloc(bytes.length);
    if (!pointer) throw new Error("PepinCore: out of memory");
    new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
    try {
      return body(pointer, bytes.length, exports);
    } finally {
      if (this.exports === exports) exports.pepin_free(pointer);
    }
  };

  /** Decodes and frees a text result (a u32 byte count, then UTF-8); null for a refusal. */
  Core.prototype.takeResult = function (exports, pointer) {
    if (!pointer) return null;
    var memory = exports.memory.buffer;
    var length = new DataView(memory).getUint32(pointer, true);
    var text = decoder.decode(new Uint8Array(memory, pointer + 4, length));
    exports.pepin_free(pointer);
    return text;
  };

  /** Calls `body(out, exports)` with an 8-byte output buffer; reads a factor from it on success. */
  Core.prototype.withFactorOut = function (exports, body) {
    var out = exports.pepin_alloc(8);
    if (!out) throw new Error("PepinCore: out of memory");
    try {
      if (!body(out)) return null;
      var view = new DataView(exports.memory.buffer);
      return { numerator: view.getInt32(out, true), denominator: view.getInt32(out + 4, true) };
    } finally {
      if (this.exports === exports) exports.pepin_free(out);
    }
  };

  /** Reads a typed factor ("3/2", "1.5", "x3", "½"): { numerator, denominator } or null. */
  Core.prototype.parseFactor = function (text) {
    var self = this;
    return this.withText(text, function (pointer, length, exports) {
      return self.withFactorOut(exports, function (out) {
        return exports.pepin_parse_factor(pointer, length, out);
      });
    });
  };

  /**
   * Why a typed factor is refused ("scale “0” is not above zero; use a factor such as 2, 1.5 or
   * 3/2"), in the words of the one scale policy every surface uses; null when it is fine.
   */
  Core.prototype.scaleProblem = function (text) {
    var self = this;
    return this.withText(text, function (pointer, length, exports) {
      var result = exports.pepin_scale_problem(pointer, length);
      return result ? self.takeResult(exports, result) : null;
    });
  };

  /**
   * The factor that turns a recipe whose yield reads `yieldText` ("serves 4", "12 cookies") into
   * one that makes `target` ("6", 18): { numerator, denominator }, or null when the yield has no
   * number or the target is not a positive number. A range ("4-6 servings") scales from its low end.
   */
  Core.prototype.factorForYield = function (yieldText, target) {
    var self = this;
    return this.withText(yieldText, function (yieldPointer, yieldLength, exports) {
      return self.withText(target, function (targetPointer, targetLength) {
        return self.withFactorOut(exports, function (out) {
          return exports.pepin_factor_for_yield(
            yieldPointer, yieldLength, targetPointer, targetLength, out);
        });
      });
    });
  };

  Core.prototype.factorOf = function (factor) {
    if (factor !== null && typeof factor === "object") {
      if (Number.isInteger(factor.numerator) && Number.isInteger(factor.denominator) &&
          factor.numerator > 0 && factor.denominator > 0 &&
          factor.numerator < 2147483648 && factor.denominator < 2147483648) {
        return factor;
      }
    } else {
      var parsed = this.parseFactor(String(factor));
      if (parsed) return parsed;
    }
    throw new RangeError("PepinCore: cannot scale by " + JSON.stringify(factor) +
      "; expected a positive number such as 2, 1.5, 3/2 or x3");
  };

  /** Prepares ingredient lines once (parsed, foods matched) for many presentations. */
  Core.prototype.prepare = function (lines) {
    return new PreparedList(this, Array.isArray(lines) ? lines : String(lines).split("\n"));
  };

  /**
   * Scales ingredient lines and presents them; returns one string per line, in order.
   * factor: text ("x3", "3/2", "1.5"), a number, or { numerator, denominator }.
   * style: "compound" (default) or "single"; format: "text" (default), "html" (escaped, fractions
   * in <sup>/<sub>, amounts in <span class="amount">) or "unicode" ("1½").
   */
  Core.prototype.scaleLines = function (lines, factor, style, format) {
    return this.viewLines(lines, factor, "as-written", style, format);
  };

  /**
   * Scales ingredient lines and presents them in a view: "as-written" (the author's units),
   * "us" (cups, spoons, ounces), "metric" (millilitres, grams) or "weight" (grams wherever the
   * catalog knows a density or a piece weight). Returns one { text, issue } per line, in order:
   * `issue` says why a line stays as written ("unknown ingredient"), or is "" when it does not.
   * A page that presents the same lines again should `prepare` them once instead.
   */
  Core.prototype.viewLineDetails = function (lines, factor, view, style, format) {
    var list = this.prepare(lines);
    try {
      return list.present(factor, view, style, format);
    } finally {
      list.release();
    }
  };

  /** Like viewLineDetails, but only the texts: one string per line. */
  Core.prototype.viewLines = function (lines, factor, view, style, format) {
    return this.viewLineDetails(lines, factor, view, style, format).map(function (line) { return line.text; });
  };

  /**
   * Rewrites the temperatures in instruction steps for a view ("375°F" reads "190°C" in "metric"
   * and "weight", "180°C" reads "350°F" in "us"); one plain-text string per step.
   */
  Core.prototype.viewSteps = function (steps, view) {
    var list = Array.isArray(steps) ? steps : String(steps).split("\n");
    var viewCode = codeFor(this.views, view, "view");
    var self = this;
    var joined = list.map(function (step) { return String(step).replace(/[\r\n]+/g, " "); }).join("\n");
    var text = this.withText(joined, function (pointer, length, exports) {
      return self.takeResult(exports, exports.pepin_view_steps(pointer, length, viewCode));
    });
    if (text === null) throw new Error("PepinCore: the core refused the view");
    return list.length === 0 ? [] : text.split("\n");
  };

  /**
   * Scales a yield ("12 cookies" x3/2 -> "18 cookies"); unreadable yields come back as written.
   * format: "text" (default), "html" (escaped) or "unicode".
   */
  Core.prototype.scaleYield = function (text, factor, format, view) {
    var scale = this.factorOf(factor);
    var formatCode = codeFor(this.formats, format, "format");
    var viewCode = codeFor(this.views, view || "as-written", "view");
    var self = this;
    var result = this.withText(text, function (pointer, length, exports) {
      return self.takeResult(exports, exports.pepin_scale_yield(
        pointer, length, scale.numerator, scale.denominator, viewCode, formatCode));
    });
    if (result === null) throw new Error("PepinCore: the core refused to scale");
    return result;
  };

  /**
   * `number` times `factor`, exact, as a cook reads it: ("10/3" -> "3 1/3"); both are factors
   * ({ numerator, denominator } or text). format: "text" (default), "html" or "unicode".
   */
  Core.prototype.scaledNumber = function (number, factor, format) {
    var value = this.factorOf(number);
    var scale = this.factorOf(factor);
    var formatCode = codeFor(this.formats, format, "format");
    var result = this.takeResult(this.exports, this.exports.pepin_scaled_number(
      value.numerator, value.denominator, scale.numerator, scale.denominator, formatCode));
    if (result === null) throw new Error("PepinCore: the core refused to scale " + JSON.stringify(number));
    return result;
  };

  /**
   * A nutrition label's value for the whole recipe at `factor`, from its total at 1x
   * (`hundredths`, as the page's `data-hundredths` holds it): "1188", "91 g", "≥ 3 mg".
   */
  Core.prototype.nutrientText = function (nutrient, hundredths, lowerBound, factor) {
    var scale = this.factorOf(factor);
    var result = this.takeResult(this.exports, this.exports.pepin_nutrient_text(
      Number(nutrient), Number(hundredths), lowerBound ? 1 : 0, scale.numerator, scale.denominator));
    if (result === null) throw new Error("PepinCore: unknown nutrient " + JSON.stringify(nutrient));
    return result;
  };

  /**
   * One shopping list for several recipes, merged in the core (the merge `pepin list` and
   * `/api/list` use). recipes: [{ lines: [...], scale: "3/2" }]; guide (optional):
   * { aisles: [[aisle, food], ...], staples: [food, ...] }. Returns the items in list order, the
   * cook's staples last: [{ aisle, staple, key, text }] (text in `format`, HTML escaped).
   * Only pepin-list.wasm has it: recipe pages load pepin.wasm, which leaves the merge out.
   */
  Core.prototype.list = function (recipes, view, style, format, guide) {
    if (typeof this.exports.pepin_list !== "function") {
      throw new Error("PepinCore: this module has no shopping list; load pepin-list.wasm");
    }
    var codes = [codeFor(this.views, view, "view"), codeFor(this.styles, style, "style"),
      codeFor(this.formats, format, "format")];
    var clean = function (text) { return String(text).replace(/[\r\n\u001e]+/g, " "); };
    var input = [];
    ((guide && guide.aisles) || []).forEach(function (pair) {
      input.push("\u001ea " + clean(pair[0]).replace(/\t/g, " ") + "\t" + clean(pair[1]));
    });
    ((guide && guide.staples) || []).forEach(function (food) { input.push("\u001es " + clean(food)); });
    recipes.forEach(function (recipe) {
      input.push("\u001er " + clean(recipe.scale || "1"));
      (recipe.lines || []).forEach(function (line) { input.push(clean(line)); });
    });
    var self = this;
    var text = this.withText(input.join("\n"), function (pointer, length, exports) {
      return self.takeResult(exports, exports.pepin_list(pointer, length, codes[0], codes[1], codes[2]));
    });
    if (text === null) throw new Error("PepinCore: the core refused the list");
    return text.split("\n").filter(Boolean).map(function (line) {
      var cells = line.split("\t");
      return { aisle: cells[0], staple: cells[1] === "1", key: cells[2], text: cells.slice(3).join("\t") };
    });
  };

  /** Bytes of linear memory in use (grows, never shrinks); for tests and diagnostics. */
  Core.prototype.memoryBytes = function () {
    return this.exports.memory.buffer.byteLength;
  };

  /**
   * Ingredient lines prepared in the module under a handle. After a trap has replaced the
   * instance, the next presentation prepares them again in the new one.
   */
  function PreparedList(core, lines) {
    this.core = core;
    this.count = lines.length;
    this.joined = lines.map(function (line) { return String(line).replace(/[\r\n]+/g, " "); }).join("\n");
    this.handle = 0;
    this.generation = -1;
    this.released = false;
    if (this.count > 0) this.prepareIfNeeded();
  }

  PreparedList.prototype.prepareIfNeeded = function () {
    var core = this.core, self = this;
    if (this.generation === core.generation) return;
    this.handle = core.withText(this.joined, function (pointer, length, exports) {
      return exports.pepin_prepare(pointer, length);
    });
    this.generation = core.generation;
  };

  /**
   * The lines at `factor`, in `view` ("as-written", "us", "metric", "weight"), reduced in `style`
   * ("compound", "single"), written in `format` ("text", "html", "unicode"): one { text, issue }
   * per line, in order.
   */
  PreparedList.prototype.present = function (factor, view, style, format) {
    var core = this.core, self = this;
    if (this.released) throw new Error("PepinCore: this list was released");
    var scale = core.factorOf(factor);
    var viewCode = codeFor(core.views, view, "view");
    var styleCode = codeFor(core.styles, style, "style");
    var formatCode = codeFor(core.formats, format, "format");
    if (this.count === 0) return [];
    this.prepareIfNeeded();
    var text = core.guarded(this.joined, function (exports) {
      return core.takeResult(exports, exports.pepin_present(
        self.handle, scale.numerator, scale.denominator, styleCode, formatCode, viewCode));
    });
    if (text === null) throw new Error("PepinCore: the core refused to present the list");
    var answers = text.split("\n");
    var result = [];
    for (var i = 0; i < this.count; i++) result.push({ text: answers[2 * i], issue: answers[2 * i + 1] });
    return result;
  };

  /** Frees the lines in the module; the list cannot be presented afterwards. */
  PreparedList.prototype.release = function () {
    if (this.released) return;
    this.released = true;
    if (this.count > 0 && this.generation === this.core.generation) {
      var handle = this.handle;
      this.core.guarded(this.joined, function (exports) { exports.pepin_release(handle); });
    }
  };

  function publicFace(core) {
    return {
      scaleLines: function (lines, factor, style, format) {
        return core.scaleLines(lines, factor, style, format);
      },
      viewLines: function (lines, factor, view, style, format) {
        return core.viewLines(lines, factor, view, style, format);
      },
      viewLineDetails: function (lines, factor, view, style, format) {
        return core.viewLineDetails(lines, factor, view, style, format);
      },
      prepare: function (lines) {
        var list = core.prepare(lines);
        return {
          present: function (factor, view, style, format) { return list.present(factor, view, style, format); },
          release: function () { list.release(); },
        };
      },
      viewSteps: function (steps, view) { return core.viewSteps(steps, view); },
      views: core.views.slice(),
      styles: core.styles.slice(),
      formats: core.formats.slice(),
      steps: core.steps.slice(),
      scaleYield: function (text, factor, format, view) { return core.scaleYield(text, factor, format, view); },
      parseFactor: function (text) { return core.parseFactor(text); },
      scaleProblem: function (text) { return core.scaleProblem(text); },
      scaledNumber: function (number, factor, format) { return core.scaledNumber(number, factor, format); },
      nutrientText: function (nutrient, hundredths, lowerBound, factor) {
        return core.nutrientText(nutrient, hundredths, lowerBound, factor);
      },
      factorForYield: function (yieldText, target) { return core.factorForYield(yieldText, target); },
      list: function (recipes, view, style, format, guide) { return core.list(recipes, view, style, format, guide); },
      memoryBytes: function () { return core.memoryBytes(); },
      /**
       * Starts a fresh instance of the module, as after a trap (linear memory never shrinks, so
       * this gives it back); prepared lists prepare again on their next presentation.
       */
      restart: function () { core.replaceInstance(); },
    };
  }

  return {
    /** Compiles and instantiates pepin.wasm from its bytes; resolves to the core. */
    fromBytes: function (bytes) {
      return WebAssembly.compile(bytes).then(function (module) {
        return WebAssembly.instantiate(module, {}).then(function (instance) {
          return publicFace(new Core(module, instance));
        });
      });
    },
    /**
     * Fetches and instantiates the module over http(s), compiling while it downloads
     * (`instantiateStreaming`; plain bytes when the server does not say application/wasm).
     */
    fromURL: function (url) {
      var self = this;
      function viaBytes() {
        return fetch(url).then(function (response) {
          if (!response.ok) throw new Error("PepinCore: " + url + ": HTTP " + response.status);
          return response.arrayBuffer();
        }).then(function (buffer) { return self.fromBytes(new Uint8Array(buffer)); });
      }
      if (!WebAssembly.instantiateStreaming) return viaBytes();
      return WebAssembly.instantiateStreaming(fetch(url), {}).then(function (result) {
        return publicFace(new Core(result.module, result.instance));
      }, viaBytes);
    },
    /** Same, from base64 text (as inlined in a page). */
    fromBase64: function (text) {
      return this.fromBytes(base64ToBytes(text));
    },
    /**
     * Instantiates the module inlined by pepin-core.bundle.js (which sets `PepinCore.wasmBase64`).
     */
    load: function () {
      if (typeof this.wasmBase64 !== "string") {
        return Promise.reject(new Error("PepinCore: no inlined module; use pepin-core.bundle.js"));
      }
      return this.fromBase64(this.wasmBase64);
    },
    /** Synchronous variant for node and workers (browsers refuse large synchronous compiles). */
    fromBytesSync: function (bytes) {
      return publicFace(new Core(new WebAssembly.Module(bytes)));
    },
  };
});
