#!/usr/bin/env bash
# Whole-process benchmarks of the mapscript command against the naive Python peer.
#
#   Benchmarks/run.sh                 build (release), generate, measure, print the table
#   Benchmarks/run.sh 'markers-*'     only the workloads matching the glob
#   RUNS=3 Benchmarks/run.sh          counted runs per row (default 5, after one warm-up)
#   SKIP_BUILD=1 Benchmarks/run.sh    reuse the release binaries already built
#   BIN_DIR=DIR Benchmarks/run.sh     use the binaries in DIR (e.g. built from another checkout)
#   IN_PROCESS=0 Benchmarks/run.sh    skip the in-process figures of mapscript-benchmarks
#   SWIFT_BUILD_FLAGS='--scratch-path /some/dir' Benchmarks/run.sh   another build folder
#
# The binaries measured are the release build the README recommends installing, with the
# Swift runtime linked in (`--static-swift-stdlib`), built in .build-static so that it does
# not take turns with the ordinary release build in .build. SWIFT_BUILD_FLAGS replaces those
# two flags.
#
# Every row is a whole process, start-up included: wall seconds from bash's $EPOCHREALTIME
# around the child, peak resident memory from /usr/bin/time -f %M, the median of each over
# the counted runs, beside the fastest run and the median CPU seconds (user + system): on a
# busy machine those two are the least disturbed figures. Inputs and outputs go to
# Benchmarks/out/ (ignored by git); the table is also written to Benchmarks/out/results.tsv.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORKLOADS=$ROOT/Benchmarks/workloads
OUT=$ROOT/Benchmarks/out
RUNS=${RUNS:-5}
FILTER=${1:-*}
# The interpreter itself, not a launcher script in front of it (a version manager's shim adds
# tens of milliseconds to every run of the peer).
PYTHON=${PYTHON:-$(python3 -c 'import sys; print(sys.executable)')}
read -r -a BUILD_FLAGS <<< "${SWIFT_BUILD_FLAGS:---static-swift-stdlib --scratch-path $ROOT/.build-static}"

mkdir -p "$OUT"
cd "$ROOT"

# ---- build
if [ -z "${SKIP_BUILD:-}" ] && [ -z "${BIN_DIR:-}" ]; then
  swift build -c release "${BUILD_FLAGS[@]}" --product mapscript >&2
  swift build -c release "${BUILD_FLAGS[@]}" --product mapscript-benchmarks >&2
fi
BIN=${BIN_DIR:-$(swift build -c release "${BUILD_FLAGS[@]}" --show-bin-path)}
MAPSCRIPT=$BIN/mapscript

# The start-up floor: a Swift program that imports Foundation and prints one line.
if [ ! -x "$OUT/hello_foundation" ]; then
  printf 'import Foundation\nprint("hello")\n' > "$OUT/hello_foundation.swift"
  swiftc -O "$OUT/hello_foundation.swift" -o "$OUT/hello_foundation" >&2
fi

# ---- workloads (deterministic: regenerated only when missing)
[ -e "$OUT/markers_100000.csv" ] && [ -e "$OUT/shapes_1000x100_l100.geojson" ] && [ -e "$OUT/circles_20.geojson" ] \
  || "$PYTHON" "$WORKLOADS/generate.py" "$OUT" >&2

# ---- measuring
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

# measure NAME OUTFILE OBJECT_PATTERN COMMAND...  ->  "median_s min_s cpu_s peak_MiB bytes objects", or "FAIL" (the
# command's standard error is then kept in OUT/NAME.err). One warm-up run, then RUNS counted runs.
measure() {
  local name=$1 outfile=$2 pattern=$3 i t0 t1 walls=() cpus=() peaks=()
  shift 3
  if ! "$@" > /dev/null 2> "$OUT/$name.err"; then echo "failed: see $OUT/$name.err" >&2; echo FAIL; return; fi
  for ((i = 0; i < RUNS; i++)); do
    t0=$EPOCHREALTIME
    /usr/bin/time -f '%M %U %S' -o "$OUT/$name.rss" "$@" > /dev/null 2>> "$OUT/$name.err" \
      || { echo "failed: see $OUT/$name.err" >&2; echo FAIL; return; }
    t1=$EPOCHREALTIME
    walls+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.4f", b - a}')")
    peaks+=("$(tail -n 1 "$OUT/$name.rss" | awk '{print $1}')")
    cpus+=("$(tail -n 1 "$OUT/$name.rss" | awk '{printf "%.2f", $2 + $3}')")
  done
  rm -f "$OUT/$name.rss" "$OUT/$name.err"
  local wall fastest cpu peak bytes=- objects=-
  wall=$(printf '%s\n' "${walls[@]}" | median)
  fastest=$(printf '%s\n' "${walls[@]}" | sort -g | head -n 1)
  cpu=$(printf '%s\n' "${cpus[@]}" | median)
  peak=$(printf '%s\n' "${peaks[@]}" | median | awk '{printf "%.1f", $1 / 1024}')
  if [ "$outfile" != - ]; then
    bytes=$(stat -c %s "$outfile")
    objects=$(grep -o -E "$pattern" "$outfile" | wc -l)
  fi
  echo "$wall $fastest $cpu $peak $bytes $objects"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (a + 0 > 0 && b + 0 > 0) printf "%.2f", a / b; else print "-"}'; }

TABLE=$OUT/results.tsv
printf 'workload\tmapscript s\tmin s\tcpu s\tMiB\tbytes\tobjects\tpeer\tpeer s\tmin s\tcpu s\tMiB\tbytes\tobjects\ttime ratio\tpeak ratio\tsize ratio\n' | tee "$TABLE"

# row WORKLOAD PEER_NAME MAPSCRIPT_ARGS -- PEER_COMMAND...
row() {
  local workload=$1 peer=$2 ours theirs
  shift 2
  local args=()
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  shift
  # shellcheck disable=SC2254
  case "$workload" in $FILTER) ;; *) return 0 ;; esac
  local svg=$OUT/$workload.mapscript.svg peer_svg=$OUT/$workload.peer.svg
  [ "$peer" = naive-python ] || peer_svg=-
  # Map objects drawn: mapscript's annotation and overlay groups, the peer's elements.
  ours=$(measure "$workload.mapscript" "$svg" '<g class="(annotation|overlay)[ "]' "$MAPSCRIPT" "${args[@]}" -o "$svg")
  theirs=$(measure "$workload.peer" "$peer_svg" '<(path|polygon|polyline|circle) class=' "$@")
  read -r ow om oc op ob oo <<< "$ours"
  read -r tw tm tc tp tb to <<< "$theirs"
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$workload" "$ow" "${om:--}" "${oc:--}" "${op:--}" "${ob:--}" "${oo:--}" \
    "$peer" "$tw" "${tm:--}" "${tc:--}" "${tp:--}" "${tb:--}" "${to:--}" \
    "$(ratio "$ow" "$tw")" "$(ratio "${op:-}" "${tp:-}")" "$(ratio "${ob:-}" "${tb:-}")" | tee -a "$TABLE"
}

NAIVE=("$PYTHON" "$WORKLOADS/naive_svg.py")
for n in 1000 10000 100000; do
  row "markers-$n" naive-python "$WORKLOADS/markers.map" --allow-read "$OUT" --set "data=$OUT/markers_$n.csv" \
    -- "${NAIVE[@]}" markers "$OUT/markers_$n.csv" "$OUT/markers-$n.peer.svg"
done
# Clustering: the same points clustered for the same view by the C++ supercluster (pip install
# pysupercluster-problematy numpy); its in-process seconds are in its JSON line (cluster.json).
if "$PYTHON" -c 'import pysupercluster, numpy' 2> /dev/null; then
  row cluster-100000 pysupercluster "$WORKLOADS/cluster.map" --allow-read "$OUT" --set "data=$OUT/markers_100000.csv" \
    -- "$PYTHON" "$WORKLOADS/supercluster.py" "$OUT/markers_100000.csv" --repeats 1
  case cluster-100000 in $FILTER) "$PYTHON" "$WORKLOADS/supercluster.py" "$OUT/markers_100000.csv" > "$OUT/cluster.json" ;; esac
else
  echo "cluster-100000 skipped: pysupercluster is not installed (pip install pysupercluster-problematy numpy)" >&2
fi
row shapes naive-python "$WORKLOADS/shapes.map" --allow-read "$OUT" --set "data=$OUT/shapes_1000x100_l100.geojson" \
  -- "${NAIVE[@]}" shapes "$OUT/shapes_1000x100_l100.geojson" "$OUT/shapes.peer.svg"
row circles-20 naive-python "$WORKLOADS/circles.map" --allow-read "$OUT" --set "data=$OUT/circles_20.geojson" \
  -- "${NAIVE[@]}" circles "$OUT/circles_20.geojson" "$OUT/circles-20.peer.svg"
row startup swift-hello-foundation "$WORKLOADS/startup.map" -- "$OUT/hello_foundation"
# The base map's cost: the park as drawn, beside the park with map.mapType = .none.
row park-basemap park-without-basemap "$ROOT/Examples/park.map" --allow-read "$ROOT/Examples" \
  -- "$MAPSCRIPT" "$WORKLOADS/park_without_basemap.map" --allow-read "$ROOT/Examples" -o "$OUT/park-basemap.peer.svg"

# ---- in-process figures of each area
if [ "${IN_PROCESS:-1}" != 0 ] && [ "$FILTER" = '*' ]; then
  echo
  echo "In process (mapscript-benchmarks):"
  "$BIN/mapscript-benchmarks"
fi
