(function () {
  "use strict";
  var body = document.body;
  var reloadURL = body.getAttribute("data-live-reload");
  if (reloadURL && window.EventSource) {
    new EventSource(reloadURL).addEventListener("reload", function () { location.reload(); });
  }

  var search = document.querySelector("[data-search]");
  if (search) bindSearch(search);
  var recipe = document.querySelector("main.recipe");
  var scaler = document.querySelector("[data-scaler]");
  if (recipe && scaler && window.PepinCore) {
    loadCore().then(function (core) {
      bindScaler(core, recipe, scaler);
      window.pepinCore = core;
      recipe.setAttribute("data-core", "loaded");
    }, function (error) {
      recipe.setAttribute("data-core", "failed");
      if (window.console) console.error(error);
    });
  }

  if (window.PepinCore) window.pepinLoadCore = loadCore;  // for the shopping list (pepin-list.js)
  // Over http(s) the module is fetched as a file and compiled while it downloads; from file://,
  // where pages cannot fetch, its base64 copy is loaded as a script instead.
  // `name` is the module: "pepin" for recipe pages, "pepin-list" (the same core with the list's
  // merge) for the shopping list and menu pages.
  function loadCore(name) {
    name = name || "pepin";
    var binding = document.querySelector("script[src$='pepin-core.js']");
    var base = binding ? binding.src.replace(/pepin-core\.js$/, "") : "assets/";
    if (location.protocol !== "file:" && window.fetch) return PepinCore.fromURL(base + name + ".wasm");
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = base + name + "-wasm.js";
      script.onload = function () { PepinCore.load().then(resolve, reject); };
      script.onerror = function () { reject(new Error("cannot load " + script.src)); };
      document.head.appendChild(script);
    });
  }

  function bindSearch(box) {
    var input = box.querySelector("[data-search-input]");
    var count = box.querySelector("[data-search-count]");
    var empty = document.querySelector("[data-search-empty]");
    var cards = Array.prototype.slice.call(document.querySelectorAll("li[data-search-text]"));
    box.hidden = false;
    function filter() {
      var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      var shown = 0;
      cards.forEach(function (card) {
        var text = card.getAttribute("data-search-text");
        var match = words.every(function (word) { return text.indexOf(word) >= 0; });
        card.hidden = !match;
        if (match) shown += 1;
      });
      count.textContent = words.length ? shown + " of " + cards.length : "";
      if (empty) empty.hidden = shown > 0;
    }
    input.addEventListener("input", filter);
    var query = new URLSearchParams(location.search).get("q");
    if (query) { input.value = query; filter(); }
  }


  var VIEW_KEY = "pepin.view";
  function storedView() { try { return localStorage.getItem(VIEW_KEY); } catch (e) { return null; } }
  function rememberView(view) { try { localStorage.setItem(VIEW_KEY, view); } catch (e) { /* private mode */ } }

  function bindScaler(core, recipe, scaler) {
    // The drag and arrow-key steps, 1/6x to 10x, as the core's scale policy lists them.
    var STEPS = core.steps;
    var items = Array.prototype.slice.call(recipe.querySelectorAll("[data-line]"));
    var originals = items.map(function (item) { return item.getAttribute("data-line"); });
    // Parsed and matched once; every step of the slider and every view presents from it.
    var prepared = core.prepare(originals);
    // The steps' amounts and temperatures (pepin-steps.js), through the same core.
    var renderSteps = window.PepinSteps ? PepinSteps.bind(core, recipe) : function () {};
    var switcher = recipe.querySelector("[data-views]");
    var radios = switcher ? Array.prototype.slice.call(switcher.querySelectorAll("input[name=view]")) : [];
    var view = recipe.getAttribute("data-view") || "as-written";
    var yields = Array.prototype.slice.call(recipe.querySelectorAll("[data-yield]"));
    var nutrients = Array.prototype.slice.call(recipe.querySelectorAll("[data-nutrition] [data-hundredths]"));
    var servings = recipe.querySelector("[data-nutrition] [data-servings]");
    var drag = scaler.querySelector(".scaler-drag");
    var input = scaler.querySelector("[data-scale-input]");
    var target = scaler.querySelector("[data-target-input]");
    var error = scaler.querySelector("[data-scale-error]");
    var base = target ? core.parseFactor(target.getAttribute("data-base")) : null;
    var current = core.parseFactor(recipe.getAttribute("data-scale")) || STEPS[6];
    scaler.hidden = false;
    if (switcher) switcher.hidden = false;

    function capitalized(message) { return message ? message.charAt(0).toUpperCase() + message.slice(1) : ""; }
    function text(f) { return f.denominator === 1 ? String(f.numerator) : f.numerator + "/" + f.denominator; }
    function compare(a, b) { return a.numerator * b.denominator - b.numerator * a.denominator; }
    function fail(field, message) {
      field.setAttribute("aria-invalid", "true");
      error.textContent = message;
    }

    function apply(f, source, newView) {
      var shown = newView || view;
      var lines;
      try {
        lines = prepared.present(f, shown, "compound", "html");
      } catch (e) {
        fail(source || input, "That factor is too large to measure; try a smaller one.");
        return;
      }
      items.forEach(function (item, i) {
        if (item.innerHTML !== lines[i].text) item.innerHTML = lines[i].text;
        if (lines[i].issue) {
          item.className = "kept";
          item.title = "Kept as written: " + lines[i].issue;
        } else {
          item.removeAttribute("class");
          item.removeAttribute("title");
        }
      });
      renderSteps(f, shown, shown !== view);
      if (shown !== view) {
        view = shown;
        recipe.setAttribute("data-view", view);
        radios.forEach(function (radio) { radio.checked = radio.value === view; });
      }
      yields.forEach(function (item) { item.innerHTML = core.scaleYield(item.getAttribute("data-yield"), f, "html", shown); });
      // The nutrition label: per serving stays (the servings scale too); the recipe's totals follow.
      nutrients.forEach(function (cell) {
        cell.textContent = core.nutrientText(cell.getAttribute("data-nutrient"), cell.getAttribute("data-hundredths"),
          cell.hasAttribute("data-lower"), f);
      });
      if (servings) servings.textContent = core.scaledNumber(servings.getAttribute("data-servings"), f, "text") + " servings";
      current = f;
      var written = text(f);
      drag.textContent = written + "\u00d7";
      drag.setAttribute("aria-valuenow", String(f.numerator / f.denominator));
      drag.setAttribute("aria-valuetext", written + "\u00d7");
      if (source !== input) input.value = written;
      if (target && base && source !== target) {
        target.value = core.scaledNumber(base, f, "text");
      }
      [input, target].forEach(function (field) { if (field) field.removeAttribute("aria-invalid"); });
      error.textContent = "";
      recipe.setAttribute("data-scale", written);
      // Writing the address is slow next to re-rendering: do it once the dragging pauses.
      clearTimeout(urlTimer);
      urlTimer = setTimeout(function () { keepInURL(written); }, 150);
    }

    var urlTimer = 0;
    function keepInURL(written) {
      try {
        // ?view=weight&scale=3/2, the slash left readable; other parameters kept in front.
        var url = new URL(location.href);
        url.searchParams.delete("view");
        url.searchParams.delete("scale");
        var parts = url.searchParams.toString() ? [url.searchParams.toString()] : [];
        if (view !== "as-written") parts.push("view=" + view);
        if (written !== "1") parts.push("scale=" + written);
        url.search = parts.length ? "?" + parts.join("&") : "";
        history.replaceState(null, "", url.href);
      } catch (ignored) { /* file:// in some browsers */ }
    }

    function step(direction) {
      var index = -1;
      if (direction > 0) {
        for (var i = 0; i < STEPS.length; i++) if (compare(STEPS[i], current) > 0) { index = i; break; }
      } else {
        for (var j = STEPS.length - 1; j >= 0; j--) if (compare(STEPS[j], current) < 0) { index = j; break; }
      }
      if (index >= 0) apply(STEPS[index], null);
    }

    function nearestStep(f) {
      var best = 0;
      STEPS.forEach(function (s, i) {
        if (Math.abs(s.numerator / s.denominator - f.numerator / f.denominator) <
            Math.abs(STEPS[best].numerator / STEPS[best].denominator - f.numerator / f.denominator)) best = i;
      });
      return best;
    }

    scaler.querySelectorAll("[data-step]").forEach(function (button) {
      button.addEventListener("click", function () { step(Number(button.getAttribute("data-step"))); });
    });
    drag.addEventListener("keydown", function (event) {
      var keys = { ArrowRight: 1, ArrowUp: 1, PageUp: 1, ArrowLeft: -1, ArrowDown: -1, PageDown: -1 };
      if (keys[event.key]) { step(keys[event.key]); event.preventDefault(); }
      else if (event.key === "Home") { apply(STEPS[6], null); event.preventDefault(); }
      else if (event.key === "End") { apply(STEPS[STEPS.length - 1], null); event.preventDefault(); }
    });
    var dragStart = null;
    drag.addEventListener("pointerdown", function (event) {
      dragStart = { x: event.clientX, index: nearestStep(current) };
      drag.setPointerCapture(event.pointerId);
    });
    drag.addEventListener("pointermove", function (event) {
      if (!dragStart) return;
      var index = dragStart.index + Math.round((event.clientX - dragStart.x) / 18);
      index = Math.max(0, Math.min(STEPS.length - 1, index));
      if (compare(STEPS[index], current) !== 0) apply(STEPS[index], null);
    });
    ["pointerup", "pointercancel"].forEach(function (name) {
      drag.addEventListener(name, function () { dragStart = null; });
    });
    input.addEventListener("input", function () {
      if (!input.value.trim()) return;
      var f = core.parseFactor(input.value);
      if (f) apply(f, input); else fail(input, capitalized(core.scaleProblem(input.value)) + ".");
    });
    if (target && base) {
      target.addEventListener("input", function () {
        if (!target.value.trim()) return;
        // "18", "4-6" (its low end, as the recipe's own range) or "1 1/2".
        var f = core.factorForYield(text(base), target.value);
        if (f) apply(f, target); else fail(target, "Type how many you want, such as 18 (a factor from 1/1000 to 1000 of the recipe).");
      });
    }

    radios.forEach(function (radio) {
      radio.addEventListener("change", function () {
        if (!radio.checked) return;
        rememberView(radio.value);
        apply(current, null, radio.value);
      });
    });

    // The address wins, then the cook's last choice, then the view the page was rendered in.
    var query = new URLSearchParams(location.search);
    var requested = query.get("scale");
    var wanted = requested ? core.parseFactor(requested) : null;
    // A scale the policy refuses: the recipe stays at 1x and says why, once (a server's page
    // says it already; the script's own message replaces it).
    var serverProblem = recipe.querySelector("[data-scale-problem]");
    if (serverProblem) serverProblem.remove();
    if (requested && !wanted) fail(input, capitalized(core.scaleProblem(requested)) + "; showing the recipe as written.");
    var askedView = query.get("view");
    var startView = view;
    if (askedView !== null && core.views.indexOf(askedView) >= 0) {
      startView = askedView;
    } else if (askedView !== null && view === "as-written") {
      fail(input, "The address asks for view \u201c" + askedView + "\u201d; the views are " + core.views.join(", ") + ".");
    } else if (askedView === null && core.views.indexOf(storedView()) >= 0) {
      startView = storedView();
    }
    if ((wanted && compare(wanted, current) !== 0) || startView !== view) apply(wanted || current, null, startView);
  }
})();
