#!/usr/bin/env python3
"""Writes the benchmark workloads, byte for byte the same on every run.

Every file comes from Python's seeded Mersenne Twister (seed 42, one stream per
kind of file) and every coordinate is rounded to 6 decimals, so the output
depends on nothing but the arguments. Standard library only.

  markers_N.csv                  lat,lon,title: N points in the Los Angeles box,
                                 titled "Marker 1" .. "Marker N"
  shapes_PxV_lL.geojson          P star-shaped polygons of V vertices (closed
                                 rings, so V + 1 positions each) and L polylines
                                 of V vertices
  circles_C.geojson              C Point features with properties.radius_m
                                 (200 to 3000 m)

Usage:
  generate.py OUT_DIR                      the standard set (below)
  generate.py OUT_DIR markers 1000 5000    other sizes
  generate.py OUT_DIR shapes 1000 100 100  P V L
  generate.py OUT_DIR circles 20
"""

import json
import math
import os
import random
import sys

SEED = 42

# The box every workload lies in: latitude 34.0 to 34.8, longitude -118.9 to -118.0.
LAT_MIN, LAT_MAX = 34.0, 34.8
LON_MIN, LON_MAX = -118.9, -118.0

STANDARD_SET = [
    ("markers", [1000]),
    ("markers", [10000]),
    ("markers", [100000]),
    ("shapes", [1000, 100, 100]),
    ("circles", [20]),
]


def fixed6(value):
    return round(value, 6)


def clamp(value, low, high):
    return max(low, min(high, value))


def write_markers(out_dir, count):
    rng = random.Random(SEED)
    path = os.path.join(out_dir, f"markers_{count}.csv")
    lines = ["lat,lon,title\n"]
    for i in range(1, count + 1):
        lat = rng.uniform(LAT_MIN, LAT_MAX)
        lon = rng.uniform(LON_MIN, LON_MAX)
        lines.append(f"{lat:.6f},{lon:.6f},Marker {i}\n")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(lines))
    return path


def star_polygon(rng, vertices):
    """A simple polygon: vertices at sorted random angles around a centre, each at a
    jittered radius, so the ring never crosses itself."""
    lat = rng.uniform(LAT_MIN + 0.02, LAT_MAX - 0.02)
    lon = rng.uniform(LON_MIN + 0.02, LON_MAX - 0.02)
    radius = rng.uniform(0.002, 0.02)  # degrees of latitude
    stretch = 1.0 / math.cos(math.radians(lat))  # keeps the shape round on the ground
    angles = sorted(rng.uniform(0.0, 2.0 * math.pi) for _ in range(vertices))
    ring = []
    for angle in angles:
        r = radius * rng.uniform(0.6, 1.0)
        ring.append([fixed6(lon + r * stretch * math.cos(angle)), fixed6(lat + r * math.sin(angle))])
    ring.append(ring[0])  # GeoJSON rings repeat their first position
    return ring


def wandering_line(rng, vertices):
    """A route that turns a little at every step and stays inside the box."""
    lat = rng.uniform(LAT_MIN, LAT_MAX)
    lon = rng.uniform(LON_MIN, LON_MAX)
    heading = rng.uniform(0.0, 2.0 * math.pi)
    positions = []
    for _ in range(vertices):
        positions.append([fixed6(lon), fixed6(lat)])
        heading += rng.uniform(-0.5, 0.5)
        step = rng.uniform(0.001, 0.006)
        lon = clamp(lon + 1.2 * step * math.cos(heading), LON_MIN, LON_MAX)
        lat = clamp(lat + step * math.sin(heading), LAT_MIN, LAT_MAX)
    return positions


def feature(name, geometry_type, coordinates, **properties):
    return {
        "type": "Feature",
        "properties": dict(name=name, **properties),
        "geometry": {"type": geometry_type, "coordinates": coordinates},
    }


def write_geojson(path, features):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        json.dump({"type": "FeatureCollection", "features": features}, f, separators=(",", ":"))
        f.write("\n")


def write_shapes(out_dir, polygons, vertices, lines):
    rng = random.Random(SEED + 1)
    features = [feature(f"Area {i}", "Polygon", [star_polygon(rng, vertices)]) for i in range(1, polygons + 1)]
    features += [feature(f"Route {i}", "LineString", wandering_line(rng, vertices)) for i in range(1, lines + 1)]
    path = os.path.join(out_dir, f"shapes_{polygons}x{vertices}_l{lines}.geojson")
    write_geojson(path, features)
    return path


def write_circles(out_dir, count):
    rng = random.Random(SEED + 2)
    features = []
    for i in range(1, count + 1):
        lat = fixed6(rng.uniform(LAT_MIN + 0.03, LAT_MAX - 0.03))
        lon = fixed6(rng.uniform(LON_MIN + 0.03, LON_MAX - 0.03))
        radius = round(rng.uniform(200.0, 3000.0), 1)
        features.append(feature(f"Zone {i}", "Point", [lon, lat], radius_m=radius))
    path = os.path.join(out_dir, f"circles_{count}.geojson")
    write_geojson(path, features)
    return path


def generate(out_dir, kind, numbers):
    if kind == "markers":
        return [write_markers(out_dir, n) for n in numbers]
    if kind == "circles":
        return [write_circles(out_dir, n) for n in numbers]
    if kind == "shapes" and len(numbers) == 3:
        return [write_shapes(out_dir, *numbers)]
    raise ValueError(kind)


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        sys.exit(__doc__)
    out_dir = argv[0]
    os.makedirs(out_dir, exist_ok=True)
    try:
        jobs = [(argv[1], [int(n) for n in argv[2:]])] if len(argv) > 1 else STANDARD_SET
        for kind, numbers in jobs:
            for path in generate(out_dir, kind, numbers):
                print(f"{os.path.basename(path)}\t{os.path.getsize(path)} bytes")
    except ValueError:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
