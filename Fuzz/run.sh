#!/usr/bin/env bash
# Fuzzes mapscript's input readers with libFuzzer, under the address sanitizer.
#
#   Fuzz/run.sh                  every target for 60 seconds each
#   Fuzz/run.sh 20               every target for 20 seconds each (what CI runs)
#   Fuzz/run.sh 3600 script csv  the named targets for an hour each
#   FUZZ_TIMEOUT=30 Fuzz/run.sh  one input may take 30 s before it counts as a hang (default
#                                10; raise it when several fuzzers share the cores)
#
# Targets (see Fuzz/MapScriptFuzz/FuzzTarget.swift): syntax script csv json geojson plist image.
# Each keeps its corpus in Fuzz/out/corpus/TARGET (ignored by git), seeded from the test
# scripts and data fixtures, so a later run starts where the last one stopped. A crash leaves
# its input in Fuzz/out/crashes/ and makes the script exit 1; reproduce it with
#   MAPSCRIPT_FUZZ_TARGET=TARGET .build-fuzz/release/mapscript-fuzz Fuzz/out/crashes/crash-...
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
SECONDS_EACH=${1:-60}
TIMEOUT=${FUZZ_TIMEOUT:-10}
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(syntax script csv json geojson plist image)
OUT=$ROOT/Fuzz/out

# The recipe: SwiftPM's `--sanitize fuzzer` drops its own main so libFuzzer's runs, and the
# compiler flag adds coverage and the address sanitizer (the SwiftPM flag alone gives no ASan,
# two SwiftPM sanitizers give no coverage). A separate scratch path keeps the normal build.
MAPSCRIPT_FUZZ=1 swift build -c release --scratch-path .build-fuzz \
  --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address --product mapscript-fuzz >&2
FUZZER=$ROOT/.build-fuzz/release/mapscript-fuzz

seed() {
  local target=$1 dir=$OUT/corpus/$1
  mkdir -p "$dir"
  [ -n "$(ls -A "$dir")" ] && return
  case $target in
    syntax|script) find Tests/Scripts Examples -name '*.map' -size -64k -exec cp {} "$dir" \; ;;
    csv) find Tests Benchmarks -name '*.csv' -size -64k -exec cp {} "$dir" \; ;;
    json) find Tests -name '*.json' -size -64k -exec cp {} "$dir" \; ;;
    geojson) find Tests Examples -name '*.geojson' -size -64k -exec cp {} "$dir" \; ;;
    plist) find Tests Examples -name '*.plist' -size -64k -exec cp {} "$dir" \; ;;
    image) find Tests Examples \( -name '*.png' -o -name '*.jpg' -o -name '*.svg' \) -size -64k -exec cp {} "$dir" \; ;;
  esac
  # A target whose fixtures are elsewhere still starts from something.
  [ -n "$(ls -A "$dir")" ] || printf '\n' > "$dir/empty"
}

mkdir -p "$OUT/crashes"
failed=()
for target in "${TARGETS[@]}"; do
  seed "$target"
  echo "== $target: $SECONDS_EACH s" >&2
  # Crashes, leaks of the sanitizer's kind and timeouts of one input (10 s) all count; the
  # memory bound per input is above the scripts' own 64 MiB bound.
  if ! SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 MAPSCRIPT_FUZZ_TARGET=$target \
      "$FUZZER" "$OUT/corpus/$target" -max_total_time="$SECONDS_EACH" -timeout="$TIMEOUT" -rss_limit_mb=2048 \
      -max_len=4096 -artifact_prefix="$OUT/crashes/$target-" -print_final_stats=1 2> "$OUT/$target.log"; then
    failed+=("$target")
    tail -n 40 "$OUT/$target.log" >&2
  fi
  grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb)|^#[0-9]+ +DONE' "$OUT/$target.log" >&2 || true
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found crashes in: ${failed[*]} (inputs in $OUT/crashes)" >&2
  exit 1
fi
