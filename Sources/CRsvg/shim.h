// librsvg draws the SVG; cairo gives it a PNG or a PDF surface to draw on (Debian:
// librsvg2-dev). Included only when those headers are installed (see Package.swift).
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <cairo-pdf.h>
