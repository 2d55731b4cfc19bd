#!/usr/bin/env python3
"""A picture of mapscript in a browser in dark mode: the style sheet's dark rules must reach
the map's background, the callout and the scale bar (text, bar and halo).

    dark_mode.py MAPSCRIPT FOLDER

Renders a map with a callout open and a scale bar, opens the SVG in headless Chromium with
the dark colour scheme emulated, and compares computed colours with the light scheme's.
Exits 0 when every element changed to its dark colour; otherwise prints which did not.
"""
import os
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

SCENE = """\
map.size = Size(300, 200)
map.region = Region(center: @(0, 0), span: Span(2, 2))
map.showsScale = true
annotation spot at @(0, 0) {
  title = "Spot"
  subtitle = "Here"
}
map.selectAnnotation(spot)
"""

# Element, property, and the dark value the style sheet gives it.
EXPECTED = [
    (".map-background", "fill", "rgb(31, 33, 36)"),
    (".callout .bubble", "fill", "rgb(44, 44, 46)"),
    (".callout .title", "fill", "rgb(242, 242, 247)"),
    ("#chrome text", "fill", "rgb(229, 229, 234)"),
    ("#chrome .scale", "stroke", "rgb(229, 229, 234)"),
    ("#chrome .halo", "stroke", "rgb(0, 0, 0)"),
]


def colours(driver):
    return [driver.execute_script(
        "const e = document.querySelector(arguments[0]); return e && getComputedStyle(e)[arguments[1]];",
        selector, prop) for selector, prop, _ in EXPECTED]


def main():
    mapscript, folder = sys.argv[1], sys.argv[2]
    script = os.path.join(folder, "dark.map")
    with open(script, "w") as f:
        f.write(SCENE)
    svg = os.path.join(folder, "dark.svg")
    subprocess.run([mapscript, script, "-o", svg], check=True)
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
        driver.get("file://" + svg)
        light = colours(driver)
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        dark = colours(driver)
    finally:
        driver.quit()
    failures = [f"{selector} {prop}: light {before}, dark {after}, expected {expected}"
                for (selector, prop, expected), before, after in zip(EXPECTED, light, dark)
                if after != expected or before == after]
    if failures:
        print("FAILED:\n" + "\n".join(failures))
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main()
