#!/usr/bin/env bash
# Renders the tutorial's pictures (docs/images/*.png) from the examples: each script is run by
# the command, and its SVG drawn by librsvg (Debian: librsvg2-bin). The SVG is written beside
# its script while it is drawn, so that relative tile and image links resolve, then removed.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product mapscript
bin="$(swift build --show-bin-path)/mapscript"
mkdir -p docs/images
svg=""
trap '[ -n "$svg" ] && rm -f "$svg"' EXIT
for script in Examples/lessons/*.map Examples/park.map; do
  name=$(basename "$script" .map)
  svg="${script%.map}.svg"
  "$bin" "$script" -o "$svg" > /dev/null
  rsvg-convert "$svg" -o "docs/images/$name.png"
  rm "$svg"
  svg=""
done
echo "wrote $(ls docs/images/*.png | wc -l) pictures to docs/images"
