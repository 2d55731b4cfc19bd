#!/usr/bin/env python3
"""Writes reference.json: values computed independently of mapscript, for its geometry tests.

    pip install geographiclib pyproj
    python3 make_reference.py > reference.json

Web Mercator comes from PROJ (through pyproj, EPSG:4326 -> EPSG:3857), scaled to MapKit's
2^28-point world with the origin at the top left; zoom-10 pixels are map points / 1024
(256-pixel tiles). Geodesics come from GeographicLib (Karney), the reference implementation
of the method mapscript follows, checked against pyproj.Geod (PROJ's own port of it).
The random cases use a fixed seed, so running this again gives the same file.
"""

import json
import math
import random
import sys

import geographiclib
import pyproj
from geographiclib.geodesic import Geodesic

WORLD = 2.0 ** 28
geod = Geodesic.WGS84
proj_geod = pyproj.Geod(ellps="WGS84")
to_mercator = pyproj.Transformer.from_crs("EPSG:4326", "EPSG:3857", always_xy=True)
ORIGIN_SHIFT = math.pi * 6378137.0


def map_point(lat, lon):
    x_m, y_m = to_mercator.transform(lon, lat)
    x = (x_m + ORIGIN_SHIFT) / (2 * ORIGIN_SHIFT) * WORLD
    y = (ORIGIN_SHIFT - y_m) / (2 * ORIGIN_SHIFT) * WORLD
    return x, y


def mercator_case(name, lat, lon):
    x, y = map_point(lat, lon)
    return {"name": name, "lat": lat, "lon": lon, "mapX": x, "mapY": y,
            "pixelZ10": [x / 1024, y / 1024]}


def inverse_case(name, lat1, lon1, lat2, lon2):
    r = geod.Inverse(lat1, lon1, lat2, lon2)
    az1, az2, dist = proj_geod.inv(lon1, lat1, lon2, lat2)
    # pyproj.Geod is an independent implementation (C); it must agree to round-off.
    assert abs(dist - r["s12"]) < 1e-6, (name, dist, r["s12"])
    return {"name": name, "lat1": lat1, "lon1": lon1, "lat2": lat2, "lon2": lon2,
            "s12": r["s12"], "azi1": r["azi1"], "azi2": r["azi2"]}


def direct_case(name, lat1, lon1, azi1, s12):
    r = geod.Direct(lat1, lon1, azi1, s12)
    return {"name": name, "lat1": lat1, "lon1": lon1, "azi1": azi1, "s12": s12,
            "lat2": r["lat2"], "lon2": r["lon2"], "azi2": r["azi2"]}


def path_case(name, lat1, lon1, lat2, lon2, spacing):
    line = geod.InverseLine(lat1, lon1, lat2, lon2)
    segments = max(1, math.ceil(line.s13 / spacing))
    points = []
    for i in range(segments + 1):
        if i == segments:
            points.append([lat2, lon2])
        else:
            p = line.Position(line.s13 * i / segments)
            points.append([p["lat2"], p["lon2"]])
    return {"name": name, "lat1": lat1, "lon1": lon1, "lat2": lat2, "lon2": lon2,
            "spacing": spacing, "points": points}


colorado = [("NW", 41.000512, -109.050116), ("NE", 41.002371, -102.052066),
            ("SE", 36.993076, -102.041981), ("SW", 36.99892, -109.045267)]

mercator = [mercator_case(n, lat, lon) for n, lat, lon in colorado]
mercator += [
    mercator_case("origin", 0.0, 0.0),
    mercator_case("null island west", 0.0, -180.0),
    mercator_case("north limit", 85.0511287798066, 179.999),
    mercator_case("south limit", -85.0511287798066, -179.999),
    mercator_case("north 80", 80.0, 10.0),
    mercator_case("south 70", -70.0, -45.5),
    mercator_case("Tokyo", 35.6762, 139.6503),
    mercator_case("San Francisco", 37.7749, -122.4194),
    mercator_case("Santa Clarita", 34.4248, -118.5971),
    mercator_case("Moscow", 55.7558, 37.6173),
    mercator_case("Wellington", -41.2865, 174.7762),
    mercator_case("tiny", 1e-9, -1e-9),
]
rng = random.Random(20261121)
for i in range(40):
    mercator.append(mercator_case("random %d" % i, rng.uniform(-85, 85), rng.uniform(-180, 180)))

inverse = []
for i, (n1, la1, lo1) in enumerate(colorado):
    for n2, la2, lo2 in colorado[i + 1:]:
        inverse.append(inverse_case("Colorado %s-%s" % (n1, n2), la1, lo1, la2, lo2))
inverse += [
    inverse_case("coincident", 40.0, -105.0, 40.0, -105.0),
    inverse_case("coincident at pole", 90.0, 0.0, 90.0, 120.0),
    inverse_case("one metre east", 45.0, 7.0, 45.0, 7.0000127),
    inverse_case("a millimetre north", 10.0, 20.0, 10.000000009, 20.0),
    inverse_case("Tokyo-San Francisco", 35.6762, 139.6503, 37.7749, -122.4194),
    inverse_case("Wellington-Salamanca", -41.32, 174.81, 40.96, -5.50),
    inverse_case("London-New York", 51.5074, -0.1278, 40.7128, -74.0060),
    inverse_case("across the antimeridian", -16.5, 179.9, -16.4, -179.8),
    inverse_case("antimeridian at the equator", 0.0, 179.5, 0.0, -179.5),
    inverse_case("equator short", 0.0, 10.0, 0.0, 20.0),
    inverse_case("equator long", 0.0, 0.0, 0.0, 179.0),
    inverse_case("equator 179.5", 0.0, 0.0, 0.0, 179.5),
    inverse_case("equator antipodal", 0.0, 0.0, 0.0, 180.0),
    inverse_case("meridian", 10.0, 30.0, 60.0, 30.0),
    inverse_case("meridian south", 50.0, -75.0, -40.0, -75.0),
    inverse_case("over the pole", 80.0, 0.0, 80.0, 180.0),
    inverse_case("pole to pole", -90.0, 0.0, 90.0, 0.0),
    inverse_case("pole to equator", 90.0, 0.0, 0.0, 45.0),
    inverse_case("near north pole", 89.9999, 0.0, 89.9999, 90.0),
    inverse_case("near south pole", -89.99, -170.0, -89.95, 10.0),
    inverse_case("antipodal 1", 0.0, 0.0, 0.5, 179.5),
    inverse_case("antipodal 2", 0.0, 0.0, 0.0, 179.7),
    inverse_case("antipodal 3", -30.0, 0.0, 29.9, 179.8),
    inverse_case("antipodal 4", 30.0, 40.0, -30.0, -140.0),
    inverse_case("antipodal 5", 30.0, 40.0, -30.0000001, -139.9999999),
    inverse_case("antipodal 6", 1e-10, 0.0, -1e-10, 179.9999999),
    inverse_case("antipodal 7", 45.0, 10.0, -45.0, -170.0),
    inverse_case("antipodal 8", 5.0, 0.0, -5.0, 179.95),
    inverse_case("nearly antipodal equator", 0.1, 0.0, -0.1, 179.8),
    inverse_case("Karney 2013 table 3", -30.12345, 0.0, 30.12344, 179.99999),
]
for i in range(200):
    inverse.append(inverse_case("random %d" % i, rng.uniform(-90, 90), rng.uniform(-180, 180),
                                rng.uniform(-90, 90), rng.uniform(-180, 180)))
for i in range(60):
    lat = rng.uniform(-89, 89)
    lon = rng.uniform(-180, 180)
    off = 10.0 ** rng.uniform(-8, 0)
    lat2 = -lat + rng.uniform(-off, off)
    lon2 = lon + 180 + rng.uniform(-off, off)
    lon2 = (lon2 + 180) % 360 - 180
    inverse.append(inverse_case("random nearly antipodal %d" % i, lat, lon, lat2, lon2))
for i in range(20):
    lat = rng.uniform(-80, 80)
    lon = rng.uniform(-180, 180)
    inverse.append(inverse_case("random short %d" % i, lat, lon,
                                lat + rng.uniform(-1e-4, 1e-4), lon + rng.uniform(-1e-4, 1e-4)))

direct = [
    direct_case("north 1000 km", 0.0, 0.0, 0.0, 1_000_000.0),
    direct_case("east along the equator", 0.0, 170.0, 90.0, 3_000_000.0),
    direct_case("Colorado NW towards NE", 41.000512, -109.050116, 87.6826686169832, 588611.7921769089),
    direct_case("half way round", 10.0, 20.0, 45.0, 20_003_931.0),
    direct_case("over the pole", 80.0, 0.0, 0.0, 2_500_000.0),
    direct_case("backwards", 30.0, 30.0, 120.0, -1_234_567.0),
    direct_case("zero distance", 12.0, 34.0, 56.0, 0.0),
    direct_case("from the pole", 90.0, 0.0, 180.0, 500_000.0),
    direct_case("across the antimeridian", -16.5, 179.9, 80.0, 50_000.0),
    direct_case("full circle", 0.0, 0.0, 30.0, 40_000_000.0),
]
for i in range(100):
    direct.append(direct_case("random %d" % i, rng.uniform(-90, 90), rng.uniform(-180, 180),
                              rng.uniform(-180, 180), rng.uniform(0, 20_000_000)))

paths = [
    path_case("Tokyo-San Francisco", 35.6762, 139.6503, 37.7749, -122.4194, 500_000.0),
    path_case("Colorado NW-SE", 41.000512, -109.050116, 36.993076, -102.041981, 100_000.0),
    path_case("London-New York", 51.5074, -0.1278, 40.7128, -74.0060, 1_000_000.0),
]

out = {
    "generator": "make_reference.py",
    "tools": {"geographiclib": geographiclib.__version__, "pyproj": pyproj.__version__,
              "proj": pyproj.proj_version_str, "python": sys.version.split()[0]},
    "worldSize": WORLD,
    "mercator": mercator,
    "inverse": inverse,
    "direct": direct,
    "paths": paths,
}
json.dump(out, sys.stdout, indent=1)
sys.stdout.write("\n")
