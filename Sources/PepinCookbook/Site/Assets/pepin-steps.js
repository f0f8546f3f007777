// The steps of a recipe page follow the scale and the view: each amount in a step
// (span.step-amount) is presented again through the core's prepare/present path, the one the
// ingredient list takes, from its pseudo-line (data-amount, "700 g water") with the food's name
// (data-suffix) cut off; each temperature (span[data-temperature]) is converted by the core, and
// each length (span[data-length]) reads the text the server wrote for the view's system
// (data-length-us, data-length-metric). Times and lengths never scale. The words, timers,
// temperatures and lengths around them are the server's HTML.
(function () {
  "use strict";
  function escaped(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  }

  /** Binds the steps of `recipe` to `core`; returns render(factor, view, viewChanged). */
  function bind(core, recipe) {
    var amounts = Array.prototype.slice.call(recipe.querySelectorAll(".step-amount[data-amount]"));
    var temperatures = Array.prototype.slice.call(recipe.querySelectorAll("[data-temperature]"));
    var written = temperatures.map(function (t) { return t.getAttribute("data-temperature"); });
    var lengths = Array.prototype.slice.call(recipe.querySelectorAll("[data-length]"));
    var list = amounts.length ? core.prepare(amounts.map(function (a) { return a.getAttribute("data-amount"); })) : null;
    return function render(f, view, viewChanged) {
      if (list) {
        var shown = list.present(f, view, "compound", "html");
        var one = f.numerator === f.denominator;
        amounts.forEach(function (span, i) {
          var text = shown[i].text;
          var suffix = escaped(span.getAttribute("data-suffix") || "");
          var from = span.getAttribute("data-written");
          var html = text.slice(text.length - suffix.length) === suffix ? text.slice(0, text.length - suffix.length) : escaped(from);
          if (span.innerHTML !== html) span.innerHTML = html;
          var changed = span.textContent !== from;
          span.classList.toggle("scaled", changed);
          if (changed) span.title = (one ? "converted" : "scaled") + " from " + from;
          else span.removeAttribute("title");
        });
      }
      if (viewChanged) {
        lengths.forEach(function (l) {
          var text = l.getAttribute(view === "us" ? "data-length-us" : view === "as-written" ? "data-length" : "data-length-metric");
          if (l.textContent !== text) l.textContent = text;
        });
      }
      if (viewChanged && temperatures.length) {
        var texts = core.viewSteps(written, view);
        temperatures.forEach(function (t, i) { if (t.textContent !== texts[i]) t.textContent = texts[i]; });
      }
    };
  }

  window.PepinSteps = { bind: bind };
})();
