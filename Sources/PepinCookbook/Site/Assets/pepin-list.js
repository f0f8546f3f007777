/*
 * pepin-list.js: the shopping list. On a recipe page, "Add to shopping list" keeps the recipe at
 * its current scale (and the view) in localStorage, shared by every page of the site. On the list
 * page (list.html) the recipes are merged by the WebAssembly core (PepinCore.list: the merge of
 * `pepin list` and /api/list), grouped by aisle; the cook ticks items off (kept), changes a
 * recipe's scale or removes it, prints, or shares the whole list as a link (#list=...). A menu
 * page's button adds all its recipes. The script merges and presents nothing itself.
 */
(function () {
  "use strict";
  var KEY = "pepin.list";

  function load() {
    try {
      var stored = JSON.parse(localStorage.getItem(KEY) || "null");
      if (stored && Array.isArray(stored.recipes)) {
        return { recipes: stored.recipes, done: Array.isArray(stored.done) ? stored.done : [], view: stored.view || "as-written" };
      }
    } catch (ignored) { /* private mode or a damaged entry: start afresh */ }
    return { recipes: [], done: [], view: "as-written" };
  }
  function save(list) {
    try { localStorage.setItem(KEY, JSON.stringify(list)); } catch (ignored) { /* private mode */ }
  }
  function add(list, slug, scale) {
    var found = list.recipes.filter(function (r) { return r.slug === slug; })[0];
    if (found) found.scale = scale; else list.recipes.push({ slug: slug, scale: scale });
  }

  var recipe = document.querySelector("main.recipe[data-slug]");
  if (recipe) bindRecipe(recipe);
  var menuButton = document.querySelector("[data-menu-add]");
  if (menuButton) bindMenu(menuButton);
  var page = document.querySelector("[data-shopping]");
  if (page) bindList(page);

  function bindRecipe(main) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "add-to-list";
    button.setAttribute("data-add-to-list", "");
    button.textContent = "Add to shopping list";
    var link = document.createElement("a");
    link.href = main.getAttribute("data-list");
    link.className = "list-link";
    link.textContent = "Shopping list";
    var where = main.querySelector("[data-scaler]") || main.querySelector("h1");
    var box = document.createElement("p");
    box.className = "add-to-list";
    box.appendChild(button);
    box.appendChild(document.createTextNode(" "));
    box.appendChild(link);
    where.parentNode.insertBefore(box, where.nextSibling);
    button.addEventListener("click", function () {
      var list = load();
      add(list, main.getAttribute("data-slug"), main.getAttribute("data-scale") || "1");
      list.view = main.getAttribute("data-view") || list.view;
      save(list);
      button.textContent = "On the list \u2713";
    });
  }

  function bindMenu(button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      var list = load();
      button.getAttribute("data-menu-add").split(",").filter(Boolean).forEach(function (pair) {
        var at = pair.indexOf(":");
        add(list, pair.slice(0, at), pair.slice(at + 1));
      });
      save(list);
      button.textContent = "Added \u2713";
    });
  }

  function bindList(main) {
    var data = JSON.parse(main.querySelector("[data-list-data]").textContent);
    var guide = { aisles: data.aisles, staples: data.staples };
    var recipesBox = main.querySelector("[data-list-recipes]");
    var itemsBox = main.querySelector("[data-list-items]");
    var tools = main.querySelector("[data-list-tools]");
    var viewSelect = main.querySelector("[data-list-view]");
    var linkBox = main.querySelector("[data-list-link]");
    var empty = main.querySelector("[data-list-empty]");
    // A shared link holds the whole list: it replaces this browser's list, then leaves the address.
    var match = /^#list=(.*)$/.exec(location.hash);
    if (match) {
      try {
        var shared = JSON.parse(decodeURIComponent(match[1]));
        save({ recipes: shared.r.map(function (p) { return { slug: p[0], scale: p[1] }; }), done: shared.d || [], view: shared.v || "as-written" });
      } catch (ignored) { main.setAttribute("data-list-problem", "the shared link is damaged"); }
      try { history.replaceState(null, "", location.href.replace(/#.*$/, "")); } catch (ignored) { /* file:// */ }
    }
    var list = load();
    var core = null;

    function known() { return list.recipes.filter(function (r) { return data.recipes[r.slug]; }); }

    function renderRecipes() {
      recipesBox.textContent = "";
      known().forEach(function (entry) {
        var info = data.recipes[entry.slug];
        var li = document.createElement("li");
        var a = document.createElement("a");
        a.href = info.href + (entry.scale === "1" ? "" : "?scale=" + encodeURIComponent(entry.scale));
        a.textContent = info.title;
        var label = document.createElement("label");
        label.textContent = " \u00d7 ";
        var input = document.createElement("input");
        input.value = entry.scale;
        input.size = 4;
        input.setAttribute("data-list-scale", entry.slug);
        input.setAttribute("aria-label", "Scale of " + info.title);
        label.appendChild(input);
        var remove = document.createElement("button");
        remove.type = "button";
        remove.textContent = "Remove";
        remove.setAttribute("data-list-remove", entry.slug);
        li.appendChild(a);
        li.appendChild(label);
        li.appendChild(document.createTextNode(" "));
        li.appendChild(remove);
        recipesBox.appendChild(li);
        input.addEventListener("change", function () {
          if (!core || core.scaleProblem(input.value)) { input.setAttribute("aria-invalid", "true"); return; }
          input.removeAttribute("aria-invalid");
          entry.scale = input.value.trim();
          save(list);
          renderItems();
        });
        remove.addEventListener("click", function () {
          list.recipes = list.recipes.filter(function (r) { return r.slug !== entry.slug; });
          save(list);
          renderRecipes();
          renderItems();
        });
      });
      var some = known().length > 0;
      empty.hidden = some;
      tools.hidden = !some;
    }

    function renderItems() {
      var started = performance.now();
      itemsBox.textContent = "";
      if (!core) return;
      var items = core.list(known().map(function (r) {
        return { lines: data.recipes[r.slug].lines, scale: r.scale };
      }), list.view, "compound", "html", guide);
      var done = {};
      list.done.forEach(function (key) { done[key] = true; });
      var html = "";
      var heading = null;
      items.forEach(function (item) {
        var title = item.staple ? "You probably have" : item.aisle.charAt(0).toUpperCase() + item.aisle.slice(1);
        if (title !== heading) {
          html += (heading === null ? "" : "</ul>") + "<h2>" + escapeHTML(title) + "</h2><ul>";
          heading = title;
        }
        // item.text is HTML the core escaped; the key is escaped here.
        html += "<li" + (done[item.key] ? " class=\"done\"" : "") + "><label><input type=\"checkbox\" data-key=\"" +
          escapeHTML(item.key) + "\"" + (done[item.key] ? " checked" : "") + "> <span>" + item.text + "</span></label></li>";
      });
      itemsBox.innerHTML = html + (heading === null ? "" : "</ul>");
      main.setAttribute("data-update-ms", (performance.now() - started).toFixed(2));
    }

    function escapeHTML(text) {
      return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
    }

    itemsBox.addEventListener("change", function (event) {
      var box = event.target;
      if (!box.hasAttribute || !box.hasAttribute("data-key")) return;
      var started = performance.now();
      var key = box.getAttribute("data-key");
      list.done = list.done.filter(function (k) { return k !== key; });
      if (box.checked) list.done.push(key);
      box.closest("li").className = box.checked ? "done" : "";
      save(list);
      main.setAttribute("data-update-ms", (performance.now() - started).toFixed(2));
    });
    viewSelect.value = list.view;
    viewSelect.addEventListener("change", function () { list.view = viewSelect.value; save(list); renderItems(); });
    main.querySelector("[data-list-print]").addEventListener("click", function () { window.print(); });
    main.querySelector("[data-list-clear]").addEventListener("click", function () {
      list = { recipes: [], done: [], view: list.view };
      save(list);
      renderRecipes();
      renderItems();
    });
    main.querySelector("[data-list-share]").addEventListener("click", function () {
      var payload = { r: known().map(function (r) { return [r.slug, r.scale]; }), d: list.done, v: list.view };
      var url = location.href.replace(/[#?].*$/, "") + "#list=" + encodeURIComponent(JSON.stringify(payload));
      linkBox.value = url;
      linkBox.hidden = false;
      linkBox.select();
      try { if (navigator.clipboard) navigator.clipboard.writeText(url); } catch (ignored) { /* no clipboard */ }
    });

    renderRecipes();
    if (!window.pepinLoadCore) { main.setAttribute("data-core", "failed"); return; }
    window.pepinLoadCore("pepin-list").then(function (loaded) {
      core = loaded;
      renderItems();
      main.setAttribute("data-core", "loaded");
    }, function (error) {
      main.setAttribute("data-core", "failed");
      if (window.console) console.error(error);
    });
  }
})();
