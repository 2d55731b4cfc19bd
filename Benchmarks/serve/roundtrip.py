#!/usr/bin/env python3
"""The round trip of `mapscript serve`: from a pointer message leaving the page to the
updated picture on it, measured in headless Chromium on a served script.

    Benchmarks/serve/roundtrip.py MAPSCRIPT SCRIPT.map [COUNT]

The page's own WebSocket carries the messages, as the page sends them for a person's input.
Two gestures alternate COUNT times each (default 40): a wheel notch in and out over the map's
centre (setRegion, regionWillChange/regionDidChange, layout and the whole picture again), and
a click on the first annotation's view, then one on the map's empty corner (hit testing, select
and deselect, the callout).
A round trip ends when the page has put the new picture in and the browser has painted the
next frame. Prints the median, the 90th percentile and the worst, in milliseconds.
Needs chromium, chromium-driver and selenium (what the browser tests use).
"""
import re
import statistics
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

# Sends each message of a gesture, then waits for the picture the last one causes and for
# the frame that shows it; answers the milliseconds from the first send.
ROUND_TRIP = """
const messages = arguments[0], done = arguments[arguments.length - 1];
const original = receive;
const t0 = performance.now();
let finished = false;
const finish = (elapsed) => {
  if (finished) return;
  finished = true;
  receive = original;
  done(elapsed);
};
receive = (message) => {
  original(message);
  if (message.type === "scene" && !finished) {
    receive = original;
    requestAnimationFrame(() => requestAnimationFrame(() => finish(performance.now() - t0)));
  }
};
for (const message of messages) socket.send(JSON.stringify(message));
setTimeout(() => finish(-1), 2000);
"""


def main():
    mapscript, script = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    server = subprocess.Popen([mapscript, "serve", script, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    driver = None
    try:
        url = re.search(r"http://\S+/", server.stdout.readline()).group(0)
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000"]:
            options.add_argument(argument)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.set_script_timeout(10)
        driver.get(url)
        WebDriverWait(driver, 10).until(lambda d: d.find_element("id", "status").text == "live")
        width, height = driver.execute_script(
            "const s = document.querySelector('#map svg'); return [s.width.baseVal.value, s.height.baseVal.value];")
        cx, cy = width / 2, height / 2
        # The middle of the first annotation view, in the map's points.
        ax, ay = driver.execute_script("""
            const svg = document.querySelector('#map svg'), box = svg.getBoundingClientRect();
            const view = svg.querySelector('g.annotation').getBoundingClientRect();
            const scale = svg.width.baseVal.value / box.width;
            return [(view.left + view.width / 2 - box.left) * scale, (view.top + view.height / 2 - box.top) * scale];""")
        gestures = {
            "zoom": [[{"t": "zoom", "x": cx, "y": cy, "factor": 1.25}],
                     [{"t": "zoom", "x": cx, "y": cy, "factor": 0.8}]],
            "tap": [[{"t": "down", "x": ax, "y": ay}, {"t": "up", "x": ax, "y": ay}],
                    [{"t": "down", "x": 4, "y": 4}, {"t": "up", "x": 4, "y": 4}]],
        }
        for name, pair in gestures.items():
            times = []
            for i in range(count * 2 + 4):
                elapsed = driver.execute_async_script(ROUND_TRIP, pair[i % 2])
                if i >= 4 and elapsed >= 0:  # the first few warm the page and the server
                    times.append(elapsed)
            if not times:
                print(f"{name}: the picture never changed")
                continue
            times.sort()
            p90 = times[int(len(times) * 0.9) - 1]
            print(f"{name}: {len(times)} round trips, median {statistics.median(times):.1f} ms, "
                  f"90th percentile {p90:.1f} ms, worst {times[-1]:.1f} ms")
    finally:
        if driver:
            driver.quit()
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
