#!/usr/bin/env python3
"""Real-browser test of the steps, the timers and the cooking mode of a built Pepin site.

Uses browser_test.py's Browser (headless chromium over the DevTools pipe, standard library only).
From file://: a step's amount scales with the slider and its temperature follows the view; a
pressed duration starts a timer whose countdown goes on after a reload and shows on another
recipe page; a one-second timer reaches the done state; the cooking mode opens, asks for a wake
lock (navigator.wakeLock is stubbed to count the calls) and moves by keyboard. No console error
and no uncaught exception on any page.

With --serve PEPIN, also starts `PEPIN serve Examples/Cookbook` on a free port of 127.0.0.1 and
checks that a duration starts a timer there and that a step's amount scales.

Usage: kitchen_test.py SITE_DIR [--chromium PATH] [--serve PEPIN]
"""
import os
import socket
import subprocess
import sys
import time

from browser_test import Browser, check

SOURDOUGH = "recipes/country-sourdough.html"
TORTILLAS = "recipes/flour-tortillas.html"
WAKE_LOCK_STUB = """
window.__wakeLocks = 0;
Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: function () {
  return { request: function (type) { window.__wakeLocks += 1;
    return Promise.resolve({ type: type, released: false, release: function () { return Promise.resolve(); } }); } };
} });
"""


class WatchedBrowser(Browser):
    """A Browser that keeps every console error and uncaught exception, across navigations."""

    def __init__(self, executable):
        super().__init__(executable)
        self.problems = []

    def read(self):
        message = super().read()
        method = message.get("method")
        if method == "Runtime.exceptionThrown":
            self.problems.append(message["params"]["exceptionDetails"].get("text", "exception"))
        elif method == "Runtime.consoleAPICalled" and message["params"].get("type") == "error":
            self.problems.append(" ".join(str(a.get("value", a.get("description", ""))) for a in message["params"]["args"]))
        return message


def step_text(browser, number):
    return browser.evaluate("document.querySelector('[data-step-number=\"%d\"] [itemprop=text]').textContent" % number)


def served(browser, pepin, failures):
    """The same page from `pepin serve`: timers and scaled steps work without a static site."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    server = subprocess.Popen([pepin, "serve", os.path.join(root, "Examples/Cookbook"), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 20
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.2)
        browser.navigate("http://127.0.0.1:%d/recipes/country-sourdough?scale=2" % port)
        browser.wait_for("document.querySelector('main.recipe').dataset.core === 'loaded'", "the core from pepin serve")
        amount = browser.evaluate("document.querySelector('[data-step-number=\"2\"] .step-amount').textContent")
        check(amount == "1400 g", "pepin serve: at 2x step 2's amount reads %s" % amount, failures)
        browser.evaluate("document.querySelector('[data-step-number=\"2\"] button.timer').click()")
        state = browser.wait_for("(() => { const r = document.querySelector('[data-timer-tray] [data-state]'); return r && r.dataset.state; })()",
                                 "a timer from pepin serve")
        check(state == "running", "pepin serve: a duration starts a timer (%s)" % state, failures)
        browser.evaluate("document.querySelector('[data-timer-tray] .timer-cancel').click()")
    finally:
        server.terminate()
        server.wait(timeout=10)


def main():
    args = sys.argv[1:]
    chromium = "/usr/bin/chromium"
    if "--chromium" in args:
        index = args.index("--chromium")
        chromium = args[index + 1]
        del args[index:index + 2]
    serve = None
    if "--serve" in args:
        index = args.index("--serve")
        serve = args[index + 1]
        del args[index:index + 2]
    site = os.path.abspath(args[0])
    sourdough = "file://" + os.path.join(site, SOURDOUGH)
    failures = []
    browser = WatchedBrowser(chromium)
    try:
        browser.open("about:blank")
        browser.send("Page.addScriptToEvaluateOnNewDocument", {"source": WAKE_LOCK_STUB})
        browser.navigate(sourdough)
        browser.evaluate("localStorage.clear()")
        browser.navigate(sourdough)
        browser.wait_for("document.querySelector('main.recipe').dataset.core === 'loaded'", "the core on the sourdough page")

        # Amounts in steps scale with the slider; temperatures follow the view; times stay.
        check("700 g of the water" in step_text(browser, 2), "at 1x step 2 reads 700 g of the water", failures)
        browser.evaluate("(() => { const i = document.querySelector('[data-scale-input]'); i.focus(); i.select(); })()")
        browser.send("Input.insertText", {"text": "2"})
        browser.wait_for("document.querySelector('main.recipe').dataset.scale === '2'", "the scale to become 2")
        amount = browser.evaluate("(() => { const a = document.querySelector('[data-step-number=\"2\"] .step-amount');"
                                  " return { text: a.textContent, title: a.title, scaled: a.classList.contains('scaled') }; })()")
        check(amount["text"] == "1400 g" and amount["scaled"] and amount["title"] == "scaled from 700 g",
              "at 2x step 2's amount reads %s, marked %r" % (amount["text"], amount["title"]), failures)
        check("rest 1 hour" in step_text(browser, 2), "times never scale: %s" % step_text(browser, 2), failures)
        browser.evaluate("document.querySelector('[data-views] input[value=us]').click()")
        check("at 475\u00b0F" in step_text(browser, 5), "in the US view the oven reads 475\u00b0F: %s" % step_text(browser, 5), failures)
        browser.evaluate("document.querySelector('[data-views] input[value=\"as-written\"]').click()")
        check("at 250\u00b0C" in step_text(browser, 5), "as written it reads 250\u00b0C again", failures)

        timing = browser.evaluate("""(() => {
            const input = document.querySelector('[data-scale-input]');
            const factors = ['2', '3/4', '1.5', '10', '1/6', '5/4'];
            const start = performance.now();
            for (let i = 0; i < 1000; i++) { input.value = factors[i % 6]; input.dispatchEvent(new Event('input')); }
            input.value = '2'; input.dispatchEvent(new Event('input'));
            return (performance.now() - start) / 1000;
        })()""")
        print("info  one scale change re-renders the sourdough's lines and steps in %.3f ms (mean of 1,000)" % timing)
        check(timing < 2, "a scale change with steps takes under 2 ms (%.3f ms)" % timing, failures)

        # A duration is a button with an accessible name; pressing it starts a timer in the tray.
        label = browser.evaluate("document.querySelector('[data-step-number=\"2\"] button.timer').getAttribute('aria-label')")
        check(label == "Start a 1-hour timer", "the duration button says what it does: %r" % label, failures)
        browser.evaluate("document.querySelector('[data-step-number=\"2\"] button.timer').click()")
        row = browser.wait_for("(() => { const r = document.querySelector('[data-timer-tray] [data-state]');"
                               " return r && { state: r.dataset.state, clock: r.querySelector('.timer-clock').textContent,"
                               " name: r.querySelector('.timer-name').textContent }; })()", "a timer in the tray")
        check(row["state"] == "running" and row["clock"] in ("1:00:00", "59:59"), "the timer runs: %s" % row, failures)
        check(row["name"].startswith("Country Sourdough") and "step 2" in row["name"], "the tray names recipe and step: %s" % row["name"], failures)
        browser.evaluate("new Promise(r => setTimeout(r, 1200))")
        browser.navigate(sourdough)
        clock = browser.wait_for("(() => { const c = document.querySelector('[data-timer-tray] .timer-clock'); return c && c.textContent; })()",
                                 "the timer after a reload")
        check(clock.startswith("59:"), "after a reload the countdown goes on: %s" % clock, failures)
        browser.navigate("file://" + os.path.join(site, TORTILLAS))
        other = browser.wait_for("(() => { const r = document.querySelector('[data-timer-tray] [data-state=running]'); return r && r.textContent; })()",
                                 "the timer on another recipe page")
        check("Country Sourdough" in other and "59:" in other, "another recipe page shows it: %s" % other, failures)
        # Pause, resume, +1 min and cancel, through the tray's buttons.
        browser.evaluate("document.querySelector('[data-timer-tray] button[aria-label^=Pause]').click()")
        check(browser.evaluate("document.querySelector('[data-timer-tray] [data-state]').dataset.state") == "paused", "Pause pauses", failures)
        browser.evaluate("document.querySelector('[data-timer-tray] button[aria-label^=Resume]').click()")
        browser.evaluate("document.querySelector('[data-timer-tray] button[aria-label^=Add]').click()")
        clock = browser.evaluate("document.querySelector('[data-timer-tray] .timer-clock').textContent")
        check(clock.startswith("1:00:"), "Resume and +1 min: %s" % clock, failures)
        browser.evaluate("document.querySelector('[data-timer-tray] .timer-cancel').click()")
        check(browser.evaluate("document.querySelector('[data-timer-tray]').hidden"), "Cancel empties the tray", failures)

        # A one-second timer reaches the done state (chime, title, tray).
        browser.evaluate("(() => { const b = document.createElement('button'); b.className = 'timer'; b.dataset.timer = '1';"
                         " b.textContent = '1 second'; document.querySelector('[itemprop=text]').appendChild(b); b.click(); })()")
        done = browser.wait_for("(() => { const r = document.querySelector('[data-timer-tray] [data-state=done]'); return r && r.textContent; })()",
                                "the short timer to be done", 6)
        check("Done" in done, "a 1-second timer is done: %s" % done, failures)
        check(browser.evaluate("document.documentElement.dataset.timerDone !== undefined"), "the page raised the alarm", failures)
        browser.wait_for("document.title.indexOf('Timer done') >= 0", "the title to flash", 3)
        browser.evaluate("document.querySelector('[data-timer-tray] .timer-cancel').click()")

        # Cooking mode: opens full-window, takes a wake lock, moves by keyboard, shows the step's ingredients.
        browser.navigate(sourdough)
        browser.wait_for("document.querySelector('main.recipe').dataset.core === 'loaded'", "the core again")
        browser.evaluate("document.querySelector('[data-cook-open]').click()")
        opened = browser.evaluate("(() => { const c = document.querySelector('[data-cook]'); return c && !c.hidden && c.dataset.cookStep; })()")
        check(opened == "1", "cooking mode opens at step 1 (%r)" % opened, failures)
        browser.wait_for("window.__wakeLocks > 0", "a wake lock request", 3)
        check(browser.evaluate("window.__wakeLocks") >= 1, "cooking mode asked for a wake lock", failures)
        for key, code in (("ArrowRight", 39), ("ArrowRight", 39)):
            for kind in ("rawKeyDown", "keyUp"):
                browser.send("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code})
        check(browser.evaluate("document.querySelector('[data-cook]').dataset.cookStep") == "3", "two ArrowRight keys reach step 3", failures)
        for kind in ("rawKeyDown", "keyUp"):
            browser.send("Input.dispatchKeyEvent", {"type": kind, "key": "ArrowLeft", "code": "ArrowLeft", "windowsVirtualKeyCode": 37})
        check(browser.evaluate("document.querySelector('[data-cook]').dataset.cookStep") == "2", "ArrowLeft goes back to step 2", failures)
        # A swipe: a finger from right to left is the next step, back from left to right the one before.
        browser.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        def swipe(start, end):
            browser.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": start, "y": 300}]})
            browser.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": end, "y": 300}]})
            browser.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        swipe(320, 80)
        check(browser.evaluate("document.querySelector('[data-cook]').dataset.cookStep") == "3", "a swipe to the left reaches step 3", failures)
        swipe(80, 320)
        check(browser.evaluate("document.querySelector('[data-cook]').dataset.cookStep") == "2", "a swipe to the right goes back to step 2", failures)
        browser.send("Emulation.setTouchEmulationEnabled", {"enabled": False})
        used = browser.evaluate("Array.from(document.querySelectorAll('.cook-ingredients li')).map(e => e.textContent)")
        check(any("water" in u for u in used), "step 2 lists its ingredients: %s" % used, failures)
        small = browser.evaluate("Array.from(document.querySelectorAll('.cook button')).filter(b => b.getBoundingClientRect().height < 48).length")
        check(small == 0, "every button in cooking mode is at least 48 px tall (%d are not)" % small, failures)
        browser.evaluate("document.querySelector('.cook-tick').click()")
        browser.navigate(sourdough)
        browser.evaluate("document.querySelector('[data-cook-open]').click(); window.PepinCook.open(1)")
        pressed = browser.evaluate("document.querySelector('.cook-tick').getAttribute('aria-pressed')")
        check(pressed == "true", "a ticked step stays ticked after a reload", failures)
        for kind in ("rawKeyDown", "keyUp"):
            browser.send("Input.dispatchKeyEvent", {"type": kind, "key": "Escape", "code": "Escape", "windowsVirtualKeyCode": 27})
        check(browser.evaluate("document.querySelector('[data-cook]').hidden"), "Escape leaves cooking mode", failures)
        if serve:
            served(browser, serve, failures)
    finally:
        browser.close()
    check(not browser.problems, "no console error or uncaught exception (%s)" % browser.problems, failures)
    if failures:
        print("%d check(s) failed" % len(failures))
        sys.exit(1)
    print("kitchen browser test passed")


if __name__ == "__main__":
    main()
