// Cooking mode: a full-screen, large-type view of one step at a time, for a cook with flour on
// their hands and a phone propped up. Arrow keys, swipes and 48 px buttons move between steps;
// the screen is kept awake (Screen Wake Lock, taken again when the tab comes back); beside each
// step, the ingredients it uses (the server matched them from the step's words: data-ingredients)
// with their amounts at the page's scale; ticks for ingredients and steps are kept per recipe and
// scale in localStorage. The steps are the page's own, so their timers and scaled amounts work.
(function () {
  "use strict";
  var recipe = document.querySelector("main.recipe");
  var section = recipe && recipe.querySelector("section.instructions");
  if (!section) return;
  var steps = Array.prototype.slice.call(section.querySelectorAll("li[data-step-number]"));
  if (!steps.length) return;
  var lines = Array.prototype.slice.call(recipe.querySelectorAll("[data-line]"));
  var title = recipe.querySelector("h1");
  var overlay = null, index = 0, lock = null, touchX = null;

  var open = document.createElement("button");
  open.type = "button";
  open.className = "cook-open";
  open.setAttribute("data-cook-open", "");
  open.textContent = "Cooking mode";
  section.insertBefore(open, section.querySelector("h2").nextSibling);
  open.addEventListener("click", function () { show(0); });

  function ticksKey() { return "pepin.cook:" + location.pathname + ":" + (recipe.getAttribute("data-scale") || "1"); }
  function ticks() {
    try { return JSON.parse(localStorage.getItem(ticksKey()) || "null") || { steps: [], lines: [] }; }
    catch (e) { return { steps: [], lines: [] }; }
  }
  function toggle(kind, n) {
    var kept = ticks();
    var at = kept[kind].indexOf(n);
    if (at >= 0) kept[kind].splice(at, 1); else kept[kind].push(n);
    try { localStorage.setItem(ticksKey(), JSON.stringify(kept)); } catch (e) { /* private mode */ }
    render();
  }

  function wake() {
    if (!overlay || !navigator.wakeLock || document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").then(function (sentinel) { lock = sentinel; }, function () { lock = null; });
  }
  document.addEventListener("keydown", function (event) { if (overlay && !overlay.hidden) keys(event); });
  document.addEventListener("visibilitychange", function () { if (document.visibilityState === "visible") wake(); });

  function control(text, label, handler, className) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.setAttribute("aria-label", label);
    b.className = className || "";
    b.addEventListener("click", handler);
    return b;
  }

  function show(at) {
    if (!overlay) {
      overlay = document.createElement("div");
      overlay.className = "cook";
      overlay.setAttribute("role", "dialog");
      overlay.setAttribute("aria-modal", "true");
      overlay.setAttribute("aria-label", "Cooking mode: " + (title ? title.textContent : ""));
      overlay.setAttribute("data-cook", "");
      overlay.tabIndex = -1;
      overlay.addEventListener("touchstart", function (e) { touchX = e.changedTouches[0].clientX; }, { passive: true });
      overlay.addEventListener("touchend", function (e) {
        if (touchX === null) return;
        var dx = e.changedTouches[0].clientX - touchX;
        touchX = null;
        if (Math.abs(dx) > 60) go(dx < 0 ? 1 : -1);
      });
      document.body.appendChild(overlay);
      if (overlay.requestFullscreen) overlay.requestFullscreen().catch(function () { /* not allowed: the overlay fills the window */ });
    }
    index = Math.max(0, Math.min(steps.length - 1, at));
    overlay.hidden = false;
    document.documentElement.classList.add("cooking");
    render();
    overlay.focus();
    wake();
  }

  function close() {
    if (!overlay) return;
    overlay.hidden = true;
    document.documentElement.classList.remove("cooking");
    if (lock) { lock.release().catch(function () {}); lock = null; }
    if (document.fullscreenElement && document.exitFullscreen) document.exitFullscreen().catch(function () {});
    open.focus();
  }

  function go(by) { if (index + by >= 0 && index + by < steps.length) { index += by; render(); } }

  function keys(event) {
    var moves = { ArrowRight: 1, ArrowDown: 1, PageDown: 1, ArrowLeft: -1, ArrowUp: -1, PageUp: -1 };
    if (event.target.tagName === "INPUT" && event.key !== "Escape") return;
    if (moves[event.key]) { go(moves[event.key]); event.preventDefault(); }
    else if (event.key === "Escape") { close(); event.preventDefault(); }
  }

  function render() {
    var kept = ticks();
    var step = steps[index];
    overlay.textContent = "";
    overlay.setAttribute("data-cook-step", String(index + 1));
    var head = document.createElement("header");
    var where = document.createElement("p");
    where.className = "cook-where";
    where.textContent = (title ? title.textContent + " \u00b7 " : "") + "Step " + (index + 1) + " of " + steps.length;
    head.appendChild(where);
    head.appendChild(control("\u00d7", "Leave cooking mode", close, "cook-close"));
    overlay.appendChild(head);

    var used = (step.getAttribute("data-ingredients") || "").split(" ").filter(Boolean).map(Number);
    if (used.length) {
      var list = document.createElement("ul");
      list.className = "cook-ingredients";
      list.setAttribute("aria-label", "Ingredients for this step");
      used.forEach(function (n) {
        if (!lines[n]) return;
        var item = document.createElement("li");
        var label = document.createElement("label");
        var box = document.createElement("input");
        box.type = "checkbox";
        box.checked = kept.lines.indexOf(n) >= 0;
        box.addEventListener("change", function () { toggle("lines", n); });
        var text = document.createElement("span");
        text.innerHTML = lines[n].innerHTML;  // the page's own HTML, at its scale and view
        label.appendChild(box);
        label.appendChild(text);
        item.appendChild(label);
        list.appendChild(item);
      });
      overlay.appendChild(list);
    }
    var body = document.createElement("div");
    body.className = "cook-step" + (kept.steps.indexOf(index) >= 0 ? " cook-done" : "");
    body.innerHTML = step.querySelector("[itemprop=text]").innerHTML;  // timers and scaled amounts included
    overlay.appendChild(body);

    var nav = document.createElement("nav");
    nav.className = "cook-nav";
    var back = control("\u2190 Back", "Previous step", function () { go(-1); });
    back.disabled = index === 0;
    var done = control(kept.steps.indexOf(index) >= 0 ? "\u2713 Done" : "Mark done", "Mark this step done",
      function () { toggle("steps", index); }, "cook-tick");
    done.setAttribute("aria-pressed", String(kept.steps.indexOf(index) >= 0));
    var next = control("Next \u2192", "Next step", function () { go(1); });
    next.disabled = index === steps.length - 1;
    nav.appendChild(back);
    nav.appendChild(done);
    nav.appendChild(next);
    overlay.appendChild(nav);
  }

  window.PepinCook = { open: show, close: close };
})();
