#!/usr/bin/env bash
# Renders the tutorial's pictures (docs/images/*.png) from the examples: each script is drawn
# as a PNG by the command itself (built with librsvg; Debian: librsvg2-dev). serve.png is a
# screenshot of the live page in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product mapscript
bin="$(swift build --show-bin-path)/mapscript"
mkdir -p docs/images
for script in Examples/lessons/*.map Examples/park.map; do
  "$bin" "$script" -o "docs/images/$(basename "$script" .map).png" > /dev/null
done
# Lesson 21 is shown at each of its three zoom levels, side by side.
script=Examples/lessons/21-clusters-by-zoom.map
for level in 0 1 2; do
  "$bin" "$script" --set level=$level -o "docs/images/21-clusters-by-zoom-$level.png" > /dev/null
done
rm -f docs/images/21-clusters-by-zoom.png
# The page of `mapscript serve`, as the browser test leaves it (needs chromium, chromium-driver
# and python3's selenium).
if python3 -c 'import selenium' 2>/dev/null && [ -x /usr/bin/chromedriver ]; then
  scratch=$(mktemp -d)
  python3 Tests/Browser/serve_page.py "$bin" "$scratch" docs/images/serve.png > /dev/null
  rm -rf "$scratch"
fi
echo "wrote $(ls docs/images/*.png | wc -l) pictures to docs/images"
