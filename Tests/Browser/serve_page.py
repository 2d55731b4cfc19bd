#!/usr/bin/env python3
"""The page of `mapscript serve`, driven in a real browser as a person uses it.

Starts `mapscript serve` on a scene written here, opens the page in headless Chromium
(Debian's chromium and chromium-driver, selenium from PyPI) and, with the mouse: clicks a
pin and finds its callout and the script's tap recognizer counting the tap (and, once the
double-tap interval has passed, the one waiting for a double tap to fail), clicks the
callout's detail button and finds the hook's line in the console panel and no tap counted;
holds and drags a draggable pin and finds the drag hook's lines in the console panel; holds
the empty map and finds the pin the script's long-press recognizer drops under the finger;
drags the map and finds it panned; zooms with three turns of the wheel and
finds the declutter rule's pin and one change of region; double-clicks and finds the map
zoomed in twice about the pointer, the script's double-tap recognizer hearing it once and
the one waiting for it to fail not at all; pans with an arrow key and zooms out with minus; breaks the
script and finds the error over the map, its caret under the column it points at though the
line is wider than the panel, fixes it and finds the map back, with the fixed script's
warning in the console, its caret too under its column; edits the title and sees it change,
all without the page reloading; turns the map and clicks the compass that appears, and finds north up again;
presses a pin and finds it highlighted while the button is down, before the hold, and no
longer once the window goes to the back, which cancels the press; finds that the browser logged no failed request
(the page's icon is in the page, so there is no /favicon.ico to miss); stops the server with
the page still open.
Then serves a script broken from the start and finds its error readable where the map would
be, and the map once the script is fixed. Pins that animatesDrop drop once, when
the page first shows them (the two at the start, the declutter rule's when it appears), and
never again as the picture is replaced; the picture itself has no animation.

    serve_page.py MAPSCRIPT FOLDER [SCREENSHOT.png]

Exits 0 when every step passed; otherwise prints the step that failed and exits 1.
"""
import os
import re
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

SCENE = """\
map.title = "Live test"
map.size = Size(600, 400)
map.region = Region(center: @(0, 0), span: Span(4, 4))
annotation museum at @(0.5, -1) {
  title = "Museum"
  subtitle = "Open daily"
}
annotation picnic at @(-0.5, 1) { title = "Picnic" }

on viewFor(annotation) {
  let pin = PinAnnotationView(annotation, reuseIdentifier: "pin")
  pin.canShowCallout = true
  pin.draggable = annotation == picnic
  pin.rightCalloutAccessory = Accessory.detailDisclosure
  pin.animatesDrop = true
  return pin
}
on didSelect(view) { print("selected \\(view.annotation.title)") }
on calloutAccessoryTapped(view, control) { print("more about \\(view.annotation.title)") }
on didChangeDragState(view, newState, oldState) {
  print("drag \\(view.annotation.title): \\(oldState.name) -> \\(newState.name)")
}

// The app's own gestures, beside the map's: a tap anywhere is counted (a tap on a control is
// the control's), so is a double tap, and a finger held on the empty map drops a pin there.
var taps = 0
map.addGestureRecognizer(TapGestureRecognizer(action: func () {
  taps += 1
  print("taps: \\(taps)")
}))
let doubleTap = TapGestureRecognizer(action: func (r) { print("double tap") })
doubleTap.numberOfTapsRequired = 2
map.addGestureRecognizer(doubleTap)
// A lone tap: heard once the taps in quick succession are over, never at a double tap.
let loneTap = TapGestureRecognizer(action: func () { print("lone tap") })
loneTap.require(toFail: doubleTap)
map.addGestureRecognizer(loneTap)
map.addGestureRecognizer(LongPressGestureRecognizer(action: func (press) {
  let point = press.location(in: map)
  if press.state == .began { print("held") }
  if press.state == .began and map.hitTest(point) == nil {
    map.addAnnotation(PointAnnotation(map.convert(point, toCoordinateFrom: nil), title: "Dropped"))
    print("dropped a pin")
  }
}))

// The declutter rule: the details pin shows only when zoomed in.
var details = nil
var regionChanges = 0
on regionDidChange(animated) {
  regionChanges += 1
  print("region changes: \\(regionChanges)")
  if map.region.span.latitudeDelta < 3 and details == nil {
    details = PointAnnotation(@(0, 0), title: "Details")
    map.addAnnotation(details)
    print("details shown")
  }
}
"""


def fail(step, message):
    print(f"FAILED at {step}: {message}")
    sys.exit(1)


def main():
    mapscript, folder = sys.argv[1], sys.argv[2]
    screenshot = sys.argv[3] if len(sys.argv) > 3 else None
    script = os.path.join(folder, "live.map")
    with open(script, "w") as f:
        f.write(SCENE)
    server = subprocess.Popen([mapscript, "serve", script, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, env=dict(os.environ, NO_COLOR="1"))
    driver = None
    try:
        first = server.stdout.readline()
        match = re.search(r"http://\S+/", first)
        if not match:
            fail("start", f"no address in {first!r}")
        url = match.group(0)

        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        # The console's messages, where a request that failed (a 404) shows.
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,800",
                         "--disable-dev-shm-usage"]:
            options.add_argument(argument)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        # Every animation the page starts, named by the annotation whose part it moves.
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
            window.drops = [];
            const animate = Element.prototype.animate;
            Element.prototype.animate = function (...args) {
              const group = this.closest('g.annotation');
              const title = group && group.querySelector('title');
              window.drops.push(title ? title.textContent : '?');
              return animate.apply(this, args);
            };"""})
        driver.get(url)
        wait = WebDriverWait(driver, 10)
        wait.until(lambda d: d.execute_script("return !!document.querySelector('#map svg')"))
        wait.until(lambda d: d.find_element("id", "status").text == "live")
        driver.execute_script("window.notReloaded = true")
        wait.until(lambda d: sorted(set(d.execute_script("return window.drops"))) == ["Museum", "Picnic"])
        if driver.execute_script("return document.querySelectorAll('#map svg animate, #map svg animateTransform').length"):
            fail("drop", "the picture animates by itself; it must show every pin in place")

        def drops():
            return driver.execute_script("return window.drops.slice()")

        def anchor(title):
            """The page position of an annotation's point, from its group in the picture."""
            return driver.execute_script("""
                const svg = document.querySelector('#map svg');
                for (const g of svg.querySelectorAll('g.annotation')) {
                  const t = g.querySelector('title');
                  if (t && t.textContent === arguments[0]) {
                    const m = /translate\\(([-\\d.]+) ([-\\d.]+)\\)/.exec(g.getAttribute('transform'));
                    const box = svg.getBoundingClientRect();
                    return [box.left + Number(m[1]), box.top + Number(m[2])];
                  }
                }
                return null;""", title)

        def console_text():
            return driver.find_element("id", "console").text

        def pointer():
            return ActionBuilder(driver).pointer_action

        # A click on the museum's pin head (the needle's tip is on its point) opens its callout.
        x, y = anchor("Museum")
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(int(x), int(y - 25)).click()
        actions.perform()
        wait.until(lambda d: d.execute_script("return !!document.querySelector('#map svg g.callout')"))
        if "Museum" not in driver.execute_script("return document.querySelector('#map svg g.callout').textContent"):
            fail("click", "the callout is not the museum's")
        wait.until(lambda d: "selected Museum" in console_text())
        # The app's tap recognizer heard the same tap.
        wait.until(lambda d: "taps: 1" in console_text())
        # The recognizer waiting for a double tap to fail hears the click once the page has
        # waited the double-tap interval for a second.
        wait.until(lambda d: "lone tap" in console_text())

        # A click on the callout's detail button calls calloutAccessoryTapped.
        button = driver.execute_script("""
            const r = document.querySelector('#map svg g.callout g.accessory').getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2];""")
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(int(button[0]), int(button[1])).click()
        actions.perform()
        wait.until(lambda d: "more about Museum" in console_text())
        time.sleep(0.3)
        if "taps: 2" in console_text():
            fail("click", f"a tap on the callout's button reached the map's tap recognizer: {console_text()!r}")

        # Press and hold the picnic pin, drag it 80 points right, let go.
        x, y = anchor("Picnic")
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(int(x), int(y - 25)).pointer_down().pause(0.9)
        for step in range(1, 9):
            actions.pointer_action.move_to_location(int(x + 10 * step), int(y - 25)).pause(0.03)
        actions.pointer_action.pointer_up()
        actions.perform()
        wait.until(lambda d: "drag Picnic: ending -> none" in console_text())
        for line in ["drag Picnic: none -> starting", "drag Picnic: starting -> dragging",
                     "drag Picnic: dragging -> ending"]:
            if line not in console_text():
                fail("drag", f"the console lacks {line!r}: {console_text()!r}")
        new_x, _ = anchor("Picnic")
        if abs(new_x - (x + 80)) > 3:
            fail("drag", f"the pin is at x {new_x}, not {x + 80}")

        # Dragging the empty map pans it: every pin moves with the pointer.
        x, y = anchor("Museum")
        box = driver.execute_script("const r = document.querySelector('#map svg').getBoundingClientRect(); return [r.left, r.top];")
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(int(box[0] + 40), int(box[1] + 360)).pointer_down()
        for step in range(1, 7):
            actions.pointer_action.move_to_location(int(box[0] + 40 + 10 * step), int(box[1] + 360)).pause(0.03)
        actions.pointer_action.pointer_up()
        actions.perform()
        wait.until(lambda d: abs(anchor("Museum")[0] - (x + 60)) < 2)
        # The drag is one change of region, as MapKit reports a gesture: one regionDidChange
        # when the pointer lifts, not one for each of its six moves.
        wait.until(lambda d: "region changes: 1" in console_text())
        time.sleep(0.5)
        if "region changes: 2" in console_text():
            fail("pan", f"one drag of the map changed the region more than once: {console_text()!r}")

        # The wheel zooms in about the pointer; the declutter rule adds the details pin. Three
        # turns in quick succession are one gesture: one regionDidChange when the wheel rests.
        box = driver.execute_script("const r = document.querySelector('#map svg').getBoundingClientRect(); return [r.left, r.top];")
        wheel = ActionChains(driver)
        for _ in range(3):
            wheel.scroll_from_origin(ScrollOrigin.from_viewport(int(box[0] + 300), int(box[1] + 200)), 0, -100)
        wheel.perform()
        wait.until(lambda d: anchor("Details") is not None)
        wait.until(lambda d: "details shown" in console_text())
        time.sleep(0.5)
        if "region changes: 2" not in console_text() or "region changes: 3" in console_text():
            fail("wheel", f"three turns of the wheel were not one change of region: {console_text()!r}")

        # The new pin dropped when it appeared; the others, shown all along, never again.
        wait.until(lambda d: "Details" in drops())
        if drops().count("Details") != drops().count("Museum") or sorted(set(drops())) != ["Details", "Museum", "Picnic"]:
            fail("drop", f"pins dropped {drops()}, expected each once")

        # A double click zooms in twice about the pointer, one change of region: a pin moves
        # away from the pointer twice as far. It is a double tap to the app's recognizer too.
        if "double tap" in console_text():
            fail("double click", f"a double tap was heard before any double click: {console_text()!r}")
        x, y = anchor("Museum")
        px, py = x + 30, y + 10
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(int(px), int(py)).double_click()
        actions.perform()
        wait.until(lambda d: "region changes: 3" in console_text())
        nx, ny = anchor("Museum")
        if abs(nx - (px + 2 * (x - px))) > 2 or abs(ny - (py + 2 * (y - py))) > 2:
            fail("double click", f"the museum went from {(x, y)} to {(nx, ny)}, not twice as far from {(px, py)}")
        time.sleep(0.5)
        if "region changes: 4" in console_text():
            fail("double click", f"one double click changed the region more than once: {console_text()!r}")
        if console_text().count("double tap") != 1:
            fail("double click", f"one double click was not one double tap to the recognizer: {console_text()!r}")
        if console_text().count("lone tap") != 1:
            fail("double click", f"a double click reached the recognizer waiting for a double tap to fail: {console_text()!r}")

        # The keyboard: with the map focused (the clicks focused it), the right arrow brings
        # in what lay east, 80 points, one change of region; minus zooms out about the centre.
        x, y = anchor("Museum")
        if not driver.execute_script("return document.activeElement === document.getElementById('map')"):
            fail("keys", "a click on the map did not focus it")
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        wait.until(lambda d: "region changes: 4" in console_text())
        nx, ny = anchor("Museum")
        if abs(nx - (x - 80)) > 1 or abs(ny - y) > 1:
            fail("keys", f"the right arrow moved the museum from {(x, y)} to {(nx, ny)}")
        ActionChains(driver).send_keys("-").perform()
        wait.until(lambda d: "region changes: 5" in console_text())
        cx, cy = box[0] + 300, box[1] + 200
        zx, zy = anchor("Museum")
        if abs(zx - (cx + (nx - cx) / 2)) > 1 or abs(zy - (cy + (ny - cy) / 2)) > 1:
            fail("keys", f"minus moved the museum from {(nx, ny)} to {(zx, zy)}, not halfway to the centre")
        # A finger held on the empty map drops a pin there (the script's long-press
        # recognizer), and the picture shows it where the finger was.
        press = (int(box[0] + 120), int(box[1] + 330))
        taps_before = console_text().count("taps:")
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(*press).pointer_down().pause(0.9).pointer_up()
        actions.perform()
        wait.until(lambda d: "dropped a pin" in console_text())
        wait.until(lambda d: anchor("Dropped") is not None)
        dropped = anchor("Dropped")
        if abs(dropped[0] - press[0]) > 2 or abs(dropped[1] - press[1]) > 2:
            fail("long press", f"the pin dropped at {dropped}, not under the finger at {press}")
        if console_text().count("dropped a pin") != 1 or console_text().count("taps:") != taps_before:
            fail("long press", f"one hold dropped more than one pin, or was taken for a tap: {console_text()!r}")
        # A broken script shows its error over the last good map; fixing it brings the map back.
        # Its line is far wider than the panel, though short enough for the diagnostic to show
        # it whole: the panel scrolls rather than wrap it, so the caret stays under the name at
        # fault.
        long_line = "let counts = [" + ", ".join(str(i) for i in range(40)) + "] + missingName"
        with open(script, "w") as f:
            f.write(SCENE.replace('map.title = "Live test"', 'map.title = "Live test"\n' + long_line))
        wait.until(lambda d: d.find_element("id", "problem").is_displayed())
        problem = driver.find_element("id", "problem").text
        if "live.map:2:" not in problem or "^" not in problem:
            fail("error", f"the problem panel shows {problem!r}")
        caret = caret_geometry(driver, "problem")
        if caret is None or caret["faultText"] != "missingName":
            fail("error", f"no caret under missingName in {problem!r}: {caret}")
        if abs(caret["caret"] - caret["fault"]) > 1 or abs(caret["faultTop"] - caret["lineTop"]) > 1 or not caret["scrolls"]:
            fail("error", f"the long line wraps or the caret is not under its column: {caret}")
        # While the error is shown the picture is an old one: the keys go nowhere.
        before = console_text()
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        time.sleep(0.5)
        if console_text() != before:
            fail("error", f"a key moved the map behind the error: {console_text()[len(before):]!r}")
        # The fixed script has a warning on a line wider than the console: the console, too,
        # scrolls rather than wrap it, so the warning's caret stays under the statement.
        unused = "if true { let counts = [" + ", ".join(str(i) for i in range(30)) + "]; let spare = counts.count; spare * 2 }"
        with open(script, "w") as f:
            f.write(SCENE.replace('map.title = "Live test"', 'map.title = "Live test, edited"\n' + unused))
        wait.until(lambda d: not d.find_element("id", "problem").is_displayed())
        wait.until(lambda d: "live.map:2:" in console_text())
        caret = caret_geometry(driver, "console")
        if caret is None or caret["faultText"] != "spare":
            fail("warning", f"no caret under the unused statement in {console_text()!r}: {caret}")
        if abs(caret["caret"] - caret["fault"]) > 1 or abs(caret["faultTop"] - caret["lineTop"]) > 1 or not caret["scrolls"]:
            fail("warning", f"the console wraps the long line or the caret is not under its column: {caret}")
        wait.until(lambda d: d.execute_script("return document.querySelector('#map svg title').textContent") == "Live test, edited")
        if not driver.execute_script("return window.notReloaded === true"):
            fail("edit", "the page reloaded")
        # Turned, the map shows MapKit's compass top right; a click on it turns it back to north.
        with open(script, "w") as f:
            f.write(SCENE.replace('map.title = "Live test"', 'map.title = "Live test, edited"\nmap.heading = 90'))
        wait.until(lambda d: d.execute_script("return !!document.querySelector('#map svg g.compass')"))
        x, y = anchor("Museum")
        face = driver.execute_script("""
            const r = document.querySelector('#map svg g.compass circle').getBoundingClientRect();
            return [r.left + r.width / 2, r.top + r.height / 2];""")
        taps_before = console_text().count("taps:")
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(int(face[0]), int(face[1])).click()
        actions.perform()
        wait.until(lambda d: not d.execute_script("return !!document.querySelector('#map svg g.compass')"))
        # The compass is a button: its tap is its own, not the map's tap recognizer's.
        time.sleep(0.3)
        if console_text().count("taps:") != taps_before:
            fail("compass", f"a click on the compass reached the map's tap recognizer: {console_text()!r}")
        # North is up again: the museum, north of the centre, is above it once more.
        nx, ny = anchor("Museum")
        if not ny < driver.execute_script("const r = document.querySelector('#map svg').getBoundingClientRect(); return r.top + r.height / 2;"):
            fail("compass", f"after the compass's click the museum is at {(nx, ny)}, not north of the centre")
        # A finger down on a pin highlights it at once, as UIKit does, before it is a tap or a
        # hold: the picture shows it dimmed while the button is still down, before the hold's
        # delay has passed (the long-press recognizer has not heard it).
        held_before = console_text().count("held")
        x, y = anchor("Museum")
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(int(x), int(y - 25)).pointer_down()
        actions.perform()
        WebDriverWait(driver, 10, poll_frequency=0.02).until(lambda d: d.execute_script(
            "return !!document.querySelector('#map svg g.annotation[data-highlighted]')"))
        if console_text().count("held") != held_before:
            fail("press", f"the pin was highlighted only once the finger was held: {console_text()!r}")
        # The window goes to the back in the middle of the press: the touch is cancelled, the
        # highlight goes, and the lift that follows taps nothing.
        selected_before = console_text().count("selected Museum")
        driver.execute_script("window.dispatchEvent(new Event('blur'))")
        wait.until(lambda d: not d.execute_script("return !!document.querySelector('#map svg g.annotation[data-highlighted]')"))
        actions = ActionBuilder(driver)
        actions.pointer_action.pointer_up()
        actions.perform()
        time.sleep(0.3)
        if console_text().count("selected Museum") != selected_before or console_text().count("held") != held_before:
            fail("press", f"a press the window's going to the back cancelled went on: {console_text()!r}")
        if screenshot:
            # The picture the README shows: a callout open over the edited map (a click
            # focuses the map without the keyboard's focus ring).
            x, y = anchor("Museum")
            actions = ActionBuilder(driver)
            actions.pointer_action.move_to_location(int(x), int(y - 25)).click()
            actions.perform()
            wait.until(lambda d: d.execute_script("return !!document.querySelector('#map svg g.callout')"))
            driver.save_screenshot(screenshot)
        # The icon is in the page: the browser asked for nothing the server did not have.
        failed = [entry["message"] for entry in driver.get_log("browser")
                  if "favicon" in entry["message"] or "404" in entry["message"]]
        if failed:
            fail("icon", f"the browser logged {failed}")
        # SIGTERM (as Ctrl-C) stops the server at once, though the page is still open.
        stop(server, "with the page open")
        broken_from_the_start(mapscript, folder, driver, wait)
        print("ok")
    finally:
        if driver:
            driver.quit()
        if server.poll() is None:
            stop(server, "")


def caret_geometry(driver, panel_id):
    """Where a diagnostic's caret is in a panel, and where the column it points at is on the
    line above: the newest text in the panel with a caret line, measured as laid out."""
    return driver.execute_script("""
        const panel = document.getElementById(arguments[0]);
        const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
        let node = null, lines = null, row = -1;
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const split = n.textContent.split('\\n');
          const found = split.findIndex(line => /^ *\\^~*$/.test(line));
          if (found >= 1) { node = n; lines = split; row = found; }
        }
        if (!node) return null;
        const start = (index) => lines.slice(0, index).reduce((sum, line) => sum + line.length + 1, 0);
        const column = lines[row].indexOf('^');
        const box = (offset) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect();
        };
        const source = start(row - 1), width = lines[row].trim().length;
        return {caret: box(start(row) + column).left, fault: box(source + column).left,
                faultTop: box(source + column).top, lineTop: box(source).top,
                faultText: lines[row - 1].slice(column, column + width).split(/[^A-Za-z]/)[0],
                scrolls: panel.scrollWidth > panel.clientWidth};""", panel_id)


def stop(server, when):
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        fail("stop", f"serve did not stop on SIGTERM {when}".strip())


def broken_from_the_start(mapscript, folder, driver, wait):
    """A script broken before serve starts: the page shows its error, readable though there is
    no map yet, and the map once the file is fixed."""
    script = os.path.join(folder, "broken.map")
    with open(script, "w") as f:
        f.write('map.size = Size(300, 200)\nlet x = \n')
    server = subprocess.Popen([mapscript, "serve", script, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, env=dict(os.environ, NO_COLOR="1"))
    try:
        url = None
        while url is None:
            line = server.stdout.readline()
            if not line:
                fail("broken start", "serve ended before giving its address")
            match = re.search(r"http://\S+/", line)
            url = match.group(0) if match else None
        driver.get(url)
        wait.until(lambda d: d.find_element("id", "problem").is_displayed())
        panel = driver.find_element("id", "problem")
        if "broken.map:2:" not in panel.text or panel.size["width"] < 300 or panel.size["height"] < 80:
            fail("broken start", f"the error panel is {panel.size} and shows {panel.text!r}")
        with open(script, "w") as f:
            f.write('map.size = Size(300, 200)\nlet x = 1\n')
        wait.until(lambda d: not d.find_element("id", "problem").is_displayed())
        wait.until(lambda d: d.execute_script("return !!document.querySelector('#map svg')"))
    finally:
        stop(server, "after a broken start")


if __name__ == "__main__":
    main()
