#!/usr/bin/env bash
# Renders the tutorial's pictures (docs/images/*.png) from the examples: each script is run by
# the command, and its SVG drawn by librsvg (Debian: librsvg2-bin). The SVG is written beside
# its script while it is drawn, so that relative tile and image links resolve, then removed.
# serve.png is a screenshot of the live page in headless Chromium.
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
# Lesson 21 is shown at each of its three zoom levels, side by side.
script=Examples/lessons/21-clusters-by-zoom.map
svg="${script%.map}.svg"
for level in 0 1 2; do
  "$bin" "$script" --set level=$level -o "$svg" > /dev/null
  rsvg-convert "$svg" -o "docs/images/21-clusters-by-zoom-$level.png"
done
rm -f "$svg" docs/images/21-clusters-by-zoom.png
svg=""
# The page of `mapscript serve`, as the browser test leaves it (needs chromium, chromium-driver
# and python3's selenium).
if python3 -c 'import selenium' 2>/dev/null && [ -x /usr/bin/chromedriver ]; then
  scratch=$(mktemp -d)
  python3 Tests/Browser/serve_page.py "$bin" "$scratch" docs/images/serve.png > /dev/null
  rm -rf "$scratch"
fi
echo "wrote $(ls docs/images/*.png | wc -l) pictures to docs/images"
