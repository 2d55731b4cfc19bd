"""The Python side of the data benchmark: the same 100,000-feature GeoJSON file as
DataBenchmarks.swift (same SplitMix64 generator, same bytes), read with the standard `json`
module, then a loop that builds objects like the scene's: point annotations, and polygons
with their coordinates validated and projected to Web Mercator map points with a bounding
rect, as the Swift decoder does.

    python3 Benchmarks/data/python_geojson.py            # medians of 5 runs: wall and processor time
    python3 Benchmarks/data/python_geojson.py --write F  # only writes the file to F
"""
import json
import math
import os
import statistics
import sys
import tempfile
import time

FEATURES = 100_000
WORLD = 2.0 ** 28
MAX_LATITUDE = 85.0511287798066


class Generator:
    MASK = (1 << 64) - 1

    def __init__(self):
        self.state = 0x5EED

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & self.MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & self.MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & self.MASK
        return z ^ (z >> 31)

    def integer(self, low, high):
        return low + self.next() % (high - low + 1)


def degrees(micro):
    magnitude = abs(micro)
    return ("-" if micro < 0 else "") + f"{magnitude // 1_000_000}.{magnitude % 1_000_000:06d}"


def generate(features=FEATURES):
    generator = Generator()
    kinds = ["ride", "food", "misc", "firstAid"]
    parts = ['{"type":"FeatureCollection","features":[\n']
    offsets = [(0, 0), (1000, 0), (1500, 800), (500, 1500), (-500, 800), (0, 0)]
    for index in range(features):
        longitude = generator.integer(-179_000_000, 179_000_000)
        latitude = generator.integer(-80_000_000, 80_000_000)
        kind = kinds[generator.next() % 4]
        height = generator.integer(0, 1_000_000)
        parts.append(f'{{"type":"Feature","id":{index},"properties":{{"name":"feature {index}","kind":"{kind}","height":{degrees(height)}}},"geometry":')
        if index % 2 == 0:
            parts.append(f'{{"type":"Point","coordinates":[{degrees(longitude)},{degrees(latitude)}]}}}}')
        else:
            ring = ",".join(f"[{degrees(longitude + dx)},{degrees(latitude + dy)}]" for dx, dy in offsets)
            parts.append(f'{{"type":"Polygon","coordinates":[[{ring}]]}}}}')
        parts.append(",\n" if index + 1 < features else "\n")
    parts.append("]}\n")
    return "".join(parts).encode()


class PointAnnotation:
    __slots__ = ("latitude", "longitude", "title", "subtitle")

    def __init__(self, latitude, longitude):
        self.latitude, self.longitude, self.title, self.subtitle = latitude, longitude, None, None


class Polygon:
    __slots__ = ("coordinates", "points", "bounds", "interior_polygons")

    def __init__(self, coordinates, interior_polygons=()):
        self.coordinates = coordinates
        self.points = [map_point(lat, lon) for lat, lon in coordinates]
        xs = [p[0] for p in self.points]
        ys = [p[1] for p in self.points]
        self.bounds = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        self.interior_polygons = list(interior_polygons)


class Feature:
    __slots__ = ("identifier", "properties", "geometry")

    def __init__(self, identifier, properties, geometry):
        self.identifier, self.properties, self.geometry = identifier, properties, geometry


def map_point(latitude, longitude):
    latitude = max(-MAX_LATITUDE, min(MAX_LATITUDE, latitude))
    s = math.sin(math.radians(latitude))
    return ((longitude + 180) / 360 * WORLD, (0.5 - math.log((1 + s) / (1 - s)) / (4 * math.pi)) * WORLD)


def position(p):
    longitude, latitude = p[0], p[1]
    if not (math.isfinite(latitude) and math.isfinite(longitude)) or abs(latitude) > 90 or abs(longitude) > 180:
        raise ValueError(f"bad position {p}")
    return (latitude, longitude)


def build(document):
    features = []
    for item in document["features"]:
        geometry = item["geometry"]
        shapes = []
        if geometry["type"] == "Point":
            latitude, longitude = position(geometry["coordinates"])
            shapes.append(PointAnnotation(latitude, longitude))
        elif geometry["type"] == "Polygon":
            rings = [[position(p) for p in ring] for ring in geometry["coordinates"]]
            holes = [Polygon(ring[:-1]) for ring in rings[1:]]
            shapes.append(Polygon(rings[0][:-1], holes))
        identifier = item.get("id")
        features.append(Feature(None if identifier is None else str(identifier), item.get("properties") or {}, shapes))
    return features


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--write":
        with open(sys.argv[2], "wb") as f:
            f.write(generate())
        return
    data = generate()
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "features.geojson")
        with open(path, "wb") as f:
            f.write(data)

        def load_and_build():
            with open(path, "rb") as f:
                return build(json.load(f))

        def parse_only():
            with open(path, "rb") as f:
                return json.load(f)

        for name, body in [("json.load + build objects", load_and_build), ("json.load only", parse_only)]:
            body()
            wall, cpu = [], []
            for _ in range(5):
                start, start_cpu = time.perf_counter(), time.process_time()
                result = body()
                wall.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
            count = len(result) if isinstance(result, list) else len(result["features"])
            print(f"python {sys.version.split()[0]}: {name:28s} {statistics.median(wall) * 1000:9.2f} ms   "
                  f"cpu {statistics.median(cpu) * 1000:.0f} ms; {count} features, {len(data) / 1048576:.1f} MB")


if __name__ == "__main__":
    main()
