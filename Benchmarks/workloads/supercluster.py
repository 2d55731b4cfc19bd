#!/usr/bin/env python3
"""Peer of the cluster workload: Mapbox's C++ supercluster (PyPI `pysupercluster-problematy`,
module `pysupercluster`, with numpy) clustering the markers of a CSV file for the view that
cluster.map shows.

The view is the 1024 x 768 map fitted to the markers, as `map.showAnnotations` fits it: its
zoom (log2 of view points per Web Mercator tile of 256) is rounded down to the integer zoom
supercluster works in. Only that zoom is built (min_zoom = max_zoom), with a radius of 20
pixels, about half a marker, then the view's clusters are queried once.

    python3 supercluster.py markers_100000.csv [--repeats 5]

Prints one JSON line: the in-process seconds of reading the file, of indexing and querying
(each repeat, and the median), and the clusters and single points the view shows.
"""

import argparse
import csv
import json
import math
import statistics
import sys
import time

WIDTH, HEIGHT, TILE, RADIUS = 1024, 768, 256, 20
# What showAnnotations keeps around the markers, in view points.
PADDING = 44


def world(lon, lat):
    s = math.sin(math.radians(max(min(lat, 85.05112878), -85.05112878)))
    return lon / 360.0 + 0.5, 0.5 - math.log((1 + s) / (1 - s)) / (4 * math.pi)


def lonlat(x, y):
    n = math.pi - 2.0 * math.pi * y
    return x * 360.0 - 180.0, math.degrees(math.atan(math.sinh(n)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("markers")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    import numpy as np
    import pysupercluster

    t = time.perf_counter()
    with open(args.markers, newline="") as f:
        rows = [(float(r["lon"]), float(r["lat"])) for r in csv.DictReader(f)]
    read_s = time.perf_counter() - t
    points = np.array(rows, dtype=np.float64)

    xs, ys = zip(*(world(lon, lat) for lon, lat in rows))
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    scale = min((WIDTH - 2 * PADDING) / max(x1 - x0, 1e-12), (HEIGHT - 2 * PADDING) / max(y1 - y0, 1e-12))
    zoom = int(math.floor(math.log2(scale / TILE)))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    west, north = lonlat(cx - WIDTH / 2 / scale, cy - HEIGHT / 2 / scale)
    east, south = lonlat(cx + WIDTH / 2 / scale, cy + HEIGHT / 2 / scale)

    times, found = [], []
    for _ in range(args.repeats):
        t = time.perf_counter()
        index = pysupercluster.SuperCluster(points, min_zoom=zoom, max_zoom=zoom, radius=RADIUS, extent=TILE)
        found = index.getClusters(top_left=(west, north), bottom_right=(east, south), zoom=zoom)
        times.append(time.perf_counter() - t)

    print(json.dumps({
        "n": len(rows), "zoom": zoom, "radius": RADIUS,
        "read_s": round(read_s, 4),
        "cluster_s": [round(x, 5) for x in times], "cluster_median_s": round(statistics.median(times), 5),
        "clusters": sum(1 for c in found if c["count"] > 1), "points": sum(1 for c in found if c["count"] <= 1),
    }))


if __name__ == "__main__":
    sys.exit(main())
