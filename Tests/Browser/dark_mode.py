#!/usr/bin/env python3
"""Pictures of mapscript in a browser in dark mode: the style sheet's dark rules must reach
the map's background, the callout, the scale bar (text, bar and halo) and the base map
(water, land, borders, place names and their halo).

    dark_mode.py MAPSCRIPT FOLDER

Renders a map without a base map with a callout open and a scale bar, and one with the base
map on a coast; opens each SVG in headless Chromium with the dark colour scheme emulated, and
compares computed colours with the light scheme's. Exits 0 when every element changed to its
dark colour; otherwise prints which did not.
"""
import os
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

SCENE = """\
map.size = Size(300, 200)
map.region = Region(center: @(0, 0), span: Span(2, 2))
map.mapType = .none
map.showsScale = true
annotation spot at @(0, 0) {
  title = "Spot"
  subtitle = "Here"
}
map.selectAnnotation(spot)
"""

# The English Channel: water, land, a country border, London and Paris.
BASE_MAP_SCENE = """\
map.size = Size(600, 400)
map.region = Region(center: @(50.3, 0.5), span: Span(4, 6))
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

BASE_MAP_EXPECTED = [
    (".basemap .water", "fill", "rgb(28, 43, 59)"),
    (".basemap .land", "fill", "rgb(44, 44, 46)"),
    (".basemap .country", "stroke", "rgb(122, 113, 144)"),
    ("#basemap-labels text.city", "fill", "rgb(229, 229, 234)"),
    ("#basemap-labels text.city", "stroke", "rgb(0, 0, 0)"),
    ("#basemap-labels circle.city", "fill", "rgb(229, 229, 234)"),
]


def colours(driver, expected):
    return [driver.execute_script(
        "const e = document.querySelector(arguments[0]); return e && getComputedStyle(e)[arguments[1]];",
        selector, prop) for selector, prop, _ in expected]


def render(mapscript, folder, name, scene):
    script = os.path.join(folder, name + ".map")
    with open(script, "w") as f:
        f.write(scene)
    svg = os.path.join(folder, name + ".svg")
    subprocess.run([mapscript, script, "-o", svg], check=True)
    return svg


def main():
    mapscript, folder = sys.argv[1], sys.argv[2]
    pictures = [(render(mapscript, folder, "dark", SCENE), EXPECTED),
                (render(mapscript, folder, "basemap", BASE_MAP_SCENE), BASE_MAP_EXPECTED)]
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    failures = []
    try:
        for svg, expected in pictures:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
            driver.get("file://" + svg)
            light = colours(driver, expected)
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
            dark = colours(driver, expected)
            failures += [f"{os.path.basename(svg)}: {selector} {prop}: light {before}, dark {after}, expected {want}"
                         for (selector, prop, want), before, after in zip(expected, light, dark)
                         if after != want or before == after]
    finally:
        driver.quit()
    if failures:
        print("FAILED:\n" + "\n".join(failures))
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main()
