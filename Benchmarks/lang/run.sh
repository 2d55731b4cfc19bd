#!/usr/bin/env bash
# Times each language benchmark in mapscript (a release build of the command) and in
# CPython, and prints a table. Both must print the same result.
#
#   Benchmarks/lang/run.sh            all benchmarks
#   Benchmarks/lang/run.sh fib loop   some
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
scratch="${SCRATCH_PATH:-$root/.build-bench}"

swift build -c release --package-path "$root" --scratch-path "$scratch" --product mapscript >&2
bin="$(swift build -c release --package-path "$root" --scratch-path "$scratch" --show-bin-path)/mapscript"
python="$(command -v python3)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

names=("$@")
if [ ${#names[@]} -eq 0 ]; then names=(fib loop strings methods); fi

# Wall-clock seconds of one run of a command, its standard output saved to a file.
seconds() {
    local result="$1"; shift
    local start end
    start=$(date +%s.%N)
    "$@" > "$result"
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

printf '%-10s %12s %12s %8s\n' benchmark mapscript python3 ratio
for name in "${names[@]}"; do
    ms=$(seconds "$out/$name.map.txt" "$bin" "$here/$name.map" -o "$out/$name.svg")
    py=$(seconds "$out/$name.py.txt" "$python" "$here/$name.py")
    if ! cmp -s "$out/$name.map.txt" "$out/$name.py.txt"; then
        echo "$name: mapscript printed $(cat "$out/$name.map.txt"), python printed $(cat "$out/$name.py.txt")" >&2
        exit 1
    fi
    ratio=$(echo "scale=2; $py / $ms" | bc)
    printf '%-10s %11.2fs %11.2fs %7sx\n' "$name" "$ms" "$py" "$ratio"
done
