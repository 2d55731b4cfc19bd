#!/usr/bin/env python3
"""The naive peer: the same three maps written by plain Python, no libraries.

It is the yardstick for "a straightforward interpreted program doing the same
job": read the workload, project every coordinate through spherical Web
Mercator, fit the view to the data, and write one SVG in a single write. Each
object is written once, coordinates with 2 decimals, styling by CSS classes.

  naive_svg.py markers markers_10000.csv out.svg
  naive_svg.py shapes  shapes_1000x100_l100.geojson out.svg
  naive_svg.py circles circles_20.geojson out.svg

Per object:
  marker   <path class="m" d="Mx y..."><title>Marker i</title></path>  a 6-px pin
  polygon  <polygon class="a" points="x,y x,y ..."/>  (the closing position dropped)
  polyline <polyline class="r" points="x,y ..."/>
  circle   <circle class="a" cx cy r/>, r the radius in metres over the Mercator
           ground resolution at the centre's latitude

Prints one line on standard error: the in-process seconds of each phase.
"""

import csv
import json
import math
import sys
import time
from html import escape

WIDTH, HEIGHT = 1024, 768
EARTH_RADIUS = 6378137.0  # the sphere of EPSG:3857
PIN_HALF_WIDTH = 6 * math.sin(math.pi / 3)
STYLE = ("<style>.m{fill:#e00;stroke:#fff;stroke-width:1}"
         ".a{fill:#1e5ac8;fill-opacity:.3;stroke:#143c96;stroke-width:1}"
         ".r{fill:none;stroke:#dc2828;stroke-width:2}</style>")


def mercator(lon, lat):
    """The point in a world one unit wide, origin at the top left."""
    s = math.sin(math.radians(lat))
    return lon / 360.0 + 0.5, 0.5 - math.log((1.0 + s) / (1.0 - s)) / (4.0 * math.pi)


class View:
    """The largest scale at which the data's bounds fit inside the picture (less a
    margin), centred on the bounds."""

    def __init__(self, lons, lats, margin):
        left, bottom = mercator(min(lons), min(lats))
        right, top = mercator(max(lons), max(lats))
        self.scale = min((WIDTH - 2 * margin) / (right - left), (HEIGHT - 2 * margin) / (bottom - top))
        self.dx = WIDTH / 2 - (left + right) / 2 * self.scale
        self.dy = HEIGHT / 2 - (top + bottom) / 2 * self.scale

    def point(self, lon, lat):
        x, y = mercator(lon, lat)
        return x * self.scale + self.dx, y * self.scale + self.dy


def header():
    return [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
            f'viewBox="0 0 {WIDTH} {HEIGHT}">', STYLE]


def markers(path, clock):
    lats, lons, titles = [], [], []
    with open(path, newline="", encoding="utf-8") as f:
        rows = csv.reader(f)
        next(rows)
        for lat, lon, title in rows:
            lats.append(float(lat))
            lons.append(float(lon))
            titles.append(title)
    clock.lap("load")
    view = View(lons, lats, margin=12)
    pin = f"l{-PIN_HALF_WIDTH:.2f}-9a6 6 0 1 1 {2 * PIN_HALF_WIDTH:.2f} 0z"
    out = header()
    for lat, lon, title in zip(lats, lons, titles):
        x, y = view.point(lon, lat)
        out.append(f'<path class="m" d="M{x:.2f} {y:.2f}{pin}"><title>{escape(title)}</title></path>')
    return out


def points_text(view, positions):
    return " ".join("%.2f,%.2f" % view.point(lon, lat) for lon, lat in positions)


def shapes(path, clock):
    with open(path, encoding="utf-8") as f:
        features = json.load(f)["features"]
    clock.lap("load")
    lons, lats = [], []
    for feature in features:
        geometry = feature["geometry"]
        positions = geometry["coordinates"][0] if geometry["type"] == "Polygon" else geometry["coordinates"]
        for lon, lat in positions:
            lons.append(lon)
            lats.append(lat)
    view = View(lons, lats, margin=0)
    out = header()
    for feature in features:
        geometry = feature["geometry"]
        if geometry["type"] == "Polygon":
            out.append(f'<polygon class="a" points="{points_text(view, geometry["coordinates"][0][:-1])}"/>')
        else:
            out.append(f'<polyline class="r" points="{points_text(view, geometry["coordinates"])}"/>')
    return out


def circles(path, clock):
    with open(path, encoding="utf-8") as f:
        features = json.load(f)["features"]
    clock.lap("load")
    lons, lats = [], []
    for feature in features:
        lon, lat = feature["geometry"]["coordinates"]
        dlat = math.degrees(feature["properties"]["radius_m"] / EARTH_RADIUS)
        dlon = dlat / math.cos(math.radians(lat))
        lons += [lon - dlon, lon + dlon]
        lats += [lat - dlat, lat + dlat]
    view = View(lons, lats, margin=0)
    metres_per_unit = 2 * math.pi * EARTH_RADIUS  # at the equator
    out = header()
    for feature in features:
        lon, lat = feature["geometry"]["coordinates"]
        x, y = view.point(lon, lat)
        r = feature["properties"]["radius_m"] / (metres_per_unit * math.cos(math.radians(lat))) * view.scale
        out.append(f'<circle class="a" cx="{x:.2f}" cy="{y:.2f}" r="{r:.2f}"/>')
    return out


class PhaseClock:
    def __init__(self):
        self.last = time.perf_counter()
        self.laps = []

    def lap(self, name):
        now = time.perf_counter()
        self.laps.append(f"{name} {now - self.last:.4f}s")
        self.last = now


def main(argv):
    kinds = {"markers": markers, "shapes": shapes, "circles": circles}
    if len(argv) != 3 or argv[0] not in kinds:
        sys.exit(__doc__)
    kind, source, target = argv
    clock = PhaseClock()
    out = kinds[kind](source, clock)
    out.append("</svg>\n")
    clock.lap("project+format")
    with open(target, "w", encoding="utf-8") as f:
        f.write("".join(out))
    clock.lap("write")
    print(f"naive_svg {kind}: " + ", ".join(clock.laps), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
