// Kitchen timers: every duration in a step is a button (button.timer, data-timer seconds, and
// data-timer-high for a range) that starts a timer in a tray shown on every page of the site.
// A timer is the core's state machine (KitchenTimer: idle, running, paused, done, with checked
// transitions); running timers are kept in localStorage as absolute end times, so a reload,
// another tab or another recipe shows the same timers. When one is done: a chime (Web Audio),
// a vibration where supported, the tab's title flashing, and a notification if allowed.
(function () {
  "use strict";
  var KEY = "pepin.timers";
  var timers = load();
  var tray = null;
  var audio = null;
  var flashing = 0;
  var baseTitle = document.title;

  function load() {
    try { return JSON.parse(localStorage.getItem(KEY) || "[]").filter(function (t) { return t && t.id && t.state; }); }
    catch (e) { return []; }
  }
  function save() { try { localStorage.setItem(KEY, JSON.stringify(timers)); } catch (e) { /* private mode */ } }

  // The transitions of the core's KitchenTimer; an event the state does not allow is refused
  // with an error value and changes nothing.
  function apply(t, event, now, extra) {
    var s = t.state;
    if (event === "start" && (s === "idle" || s === "done")) { t.state = "running"; t.endsAt = now + t.duration; }
    else if (event === "pause" && s === "running" && now < t.endsAt) { t.state = "paused"; t.remaining = t.endsAt - now; }
    else if (event === "resume" && s === "paused") { t.state = "running"; t.endsAt = now + t.remaining; }
    else if (event === "add" && s === "running" && extra > 0) { t.endsAt += extra; t.duration += extra; }
    else if (event === "add" && s === "paused" && extra > 0) { t.remaining += extra; t.duration += extra; }
    else if (event === "tick" && s === "running") { if (now >= t.endsAt) t.state = "done"; }
    else if (event === "cancel" && s !== "idle") { t.state = "idle"; }
    else return { error: "a " + s + " timer cannot " + event };
    return null;
  }

  function remaining(t, now) {
    if (t.state === "running") return Math.max(0, t.endsAt - now);
    if (t.state === "paused") return t.remaining;
    return t.state === "done" ? 0 : t.duration;
  }
  function clock(ms) {
    var total = Math.ceil(ms / 1000), h = Math.floor(total / 3600), m = Math.floor(total % 3600 / 60), s = total % 60;
    var mm = (h && m < 10 ? "0" : "") + m, ss = (s < 10 ? "0" : "") + s;
    return (h ? h + ":" : "") + mm + ":" + ss;
  }

  // "6 hr", "25 min", "1 hr 30 min": a length as the button that extends a range says it.
  function spoken(ms) {
    var minutes = Math.round(ms / 60000), h = Math.floor(minutes / 60), m = minutes % 60;
    return h ? h + " hr" + (m ? " " + m + " min" : "") : m + " min";
  }

  function start(button) {
    unlockAudio();
    if (window.Notification && Notification.permission === "default") {
      try { Notification.requestPermission().catch(function () {}); } catch (e) { /* old browsers */ }
    }
    var step = button.closest("[data-step-number]");
    var title = document.querySelector("main.recipe h1");
    var low = Number(button.getAttribute("data-timer")) * 1000;
    var high = Number(button.getAttribute("data-timer-high") || 0) * 1000;
    var t = {
      id: String(Date.now()) + Math.random().toString(36).slice(2, 6), state: "idle", duration: low,
      extra: high > low ? high - low : 0, recipe: title ? title.textContent : document.title,
      url: location.pathname, step: step ? Number(step.getAttribute("data-step-number")) : 0, what: button.textContent
    };
    apply(t, "start", Date.now());
    timers = load().concat([t]);
    save();
    render();
  }

  function act(id, event, extra) {
    timers = load();
    var t = timers.filter(function (x) { return x.id === id; })[0];
    if (!t) return;
    var error = apply(t, event, Date.now(), extra);
    if (error) { if (window.console) console.warn("pepin timer: " + error.error); return; }
    if (event === "add" && extra === t.extra) t.extra = 0;
    if (t.state === "idle") timers = timers.filter(function (x) { return x.id !== id; });
    save();
    render();
  }

  function button(label, text, handler, extraClass) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.setAttribute("aria-label", label);
    if (extraClass) b.className = extraClass;
    b.addEventListener("click", handler);
    return b;
  }

  function render() {
    if (!tray) {
      tray = document.createElement("aside");
      tray.className = "timer-tray";
      tray.setAttribute("aria-label", "Timers");
      tray.setAttribute("data-timer-tray", "");
      document.body.appendChild(tray);
    }
    var now = Date.now();
    tray.hidden = timers.length === 0;
    tray.textContent = "";
    timers.forEach(function (t) {
      var row = document.createElement("div");
      row.className = "timer-row timer-" + t.state;
      row.setAttribute("data-timer-id", t.id);
      row.setAttribute("data-state", t.state);
      var name = document.createElement("a");
      name.href = t.url;
      name.className = "timer-name";
      name.textContent = t.recipe + (t.step ? " \u00b7 step " + t.step : "") + " \u00b7 " + t.what;
      var time = document.createElement("span");
      time.className = "timer-clock";
      time.setAttribute("role", "timer");
      time.textContent = t.state === "done" ? "Done" : clock(remaining(t, now));
      row.appendChild(name);
      row.appendChild(time);
      var what = t.recipe + " step " + t.step;
      if (t.state === "running") row.appendChild(button("Pause the timer for " + what, "Pause", function () { act(t.id, "pause"); }));
      if (t.state === "paused") row.appendChild(button("Resume the timer for " + what, "Resume", function () { act(t.id, "resume"); }));
      if (t.state !== "done") {
        row.appendChild(button("Add a minute to the timer for " + what, "+1 min", function () { act(t.id, "add", 60000); }));
        if (t.extra > 0) {
          row.appendChild(button("Extend the timer for " + what + " to the high end, " + clock(t.duration + t.extra),
            "To " + spoken(t.duration + t.extra), function () { act(t.id, "add", t.extra); }));
        }
      }
      row.appendChild(button((t.state === "done" ? "Dismiss" : "Cancel") + " the timer for " + what,
        "\u00d7", function () { act(t.id, "cancel"); }, "timer-cancel"));
      tray.appendChild(row);
    });
  }

  function tick() {
    var now = Date.now();
    var stored = load();
    var finished = [];
    stored.forEach(function (t) {
      if (t.state === "running" && now >= t.endsAt) { apply(t, "tick", now); finished.push(t); }
    });
    timers = stored;
    if (finished.length) { save(); finished.forEach(alarm); }
    var clocks = tray ? tray.querySelectorAll("[data-timer-id]") : [];
    if (clocks.length !== timers.length || finished.length) render();
    else timers.forEach(function (t, i) {
      var c = clocks[i].querySelector(".timer-clock");
      var text = t.state === "done" ? "Done" : clock(remaining(t, now));
      if (c.textContent !== text) c.textContent = text;
    });
    if (!timers.some(function (t) { return t.state === "done"; })) stopFlashing();
  }

  function unlockAudio() {
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try { if (!audio) audio = new Context(); if (audio.state === "suspended") audio.resume(); } catch (e) { audio = null; }
  }

  function alarm(t) {
    document.documentElement.setAttribute("data-timer-done", t.id);
    unlockAudio();
    if (audio) {
      [0, 0.35, 0.7].forEach(function (delay) {
        var osc = audio.createOscillator(), gain = audio.createGain(), at = audio.currentTime + delay;
        osc.frequency.value = 880;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
        osc.connect(gain);
        gain.connect(audio.destination);
        osc.start(at);
        osc.stop(at + 0.32);
      });
    }
    if (navigator.vibrate) { try { navigator.vibrate([300, 150, 300]); } catch (e) { /* not allowed */ } }
    if (window.Notification && Notification.permission === "granted") {
      try { new Notification("Timer done", { body: t.recipe + (t.step ? ", step " + t.step : "") + ": " + t.what, tag: t.id }); }
      catch (e) { /* pages cannot notify on some phones */ }
    }
    if (!flashing) {
      var on = false;
      flashing = setInterval(function () { on = !on; document.title = on ? "\u23f0 Timer done" : baseTitle; }, 800);
    }
  }
  function stopFlashing() {
    if (!flashing) return;
    clearInterval(flashing);
    flashing = 0;
    document.title = baseTitle;
  }

  document.addEventListener("click", function (event) {
    var b = event.target.closest ? event.target.closest("button.timer[data-timer]") : null;
    if (b) start(b);
  });
  window.addEventListener("storage", function (event) { if (event.key === KEY) { timers = load(); render(); } });
  render();
  setInterval(tick, 250);
  window.PepinTimers = { apply: apply, clock: clock, list: function () { return load(); } };
})();
