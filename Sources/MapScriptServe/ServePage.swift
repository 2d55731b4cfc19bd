import Foundation

/// The one page `serve` serves: the map, a panel for the script's errors over the last good
/// picture, and a console. Everything is in the page (no network beyond the server).
///
/// The script on the page only reports pointer input, in view points of the map: `down`
/// (with `taps`, which tap it may be of taps in quick succession: within 500 ms of the lift
/// and the slop of the tap before, as UIKit counts a touch's taps when it begins), `move` (at
/// most one per frame), `hold` (500 ms down without moving more than the slop, as UIKit's
/// long press), `up`, `tapsend` (500 ms after a tap without another
/// finger down: the taps in succession are over), `cancel`, `zoom` (a step of the wheel, or
/// of two fingers pinching) and `zoomend` (the pinch's fingers lifted, the wheel still for 200 ms);
/// with the map focused, an arrow key sends `pan` (80 points, 240 with shift)
/// and `+` or `-` a `zoom` about the centre and its `zoomend`. It
/// swaps in each new picture as it comes, so the page keeps its scroll and focus, and it
/// reconnects by itself when the server comes back.
///
/// The page's icon is in the page, a `data:` URL, so the browser asks the server for no
/// `/favicon.ico` (which it would answer with a 404 that the browser's console shows).
/// The error panel keeps each line of a diagnostic on one line, scrolling sideways when it is
/// long, so that the caret stays under the column it points at.
enum ServePage {
    static func html(title: String) -> String {
        template.replacingOccurrences(of: "{{TITLE}}", with: escaped(title))
            .replacingOccurrences(of: "{{ICON}}", with: iconURL)
            .replacingOccurrences(of: "{{TAP_LIMIT}}", with: String(Int(PointerMessage.tapLimit)))
    }

    /// A map pin, as the tab's icon. In base64, so that its namespace's address does not read
    /// as a link out of the page.
    private static let iconURL: String = {
        let pin = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">"##
            + ##"<path d="M16 1a11 11 0 0 0-11 11c0 8 11 19 11 19s11-11 11-19A11 11 0 0 0 16 1z" fill="#0a84ff"/>"##
            + ##"<circle cx="16" cy="12" r="4.5" fill="#fff"/></svg>"##
        return "data:image/svg+xml;base64," + Data(pin.utf8).base64EncodedString()
    }()

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static let template = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{TITLE}} · mapscript serve</title>
    <link rel="icon" type="image/svg+xml" href="{{ICON}}">
    <style>
      :root { font: 14px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; color: #1c1c1e; background: #f2f2f7; }
      body { margin: 0; padding: 16px; }
      header { display: flex; gap: 12px; align-items: baseline; margin-bottom: 12px; }
      header h1 { font-size: 16px; margin: 0; }
      #status { color: #8e8e93; }
      #status.offline { color: #d70015; }
      main { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
      #stage { position: relative; box-shadow: 0 1px 4px rgba(0,0,0,.2); background: #fff; line-height: 0; }
      #map { touch-action: none; user-select: none; -webkit-user-select: none; cursor: default; outline: none; }
      #map:focus-visible { box-shadow: 0 0 0 3px #0a84ff; }
      #map svg { display: block; }
      #problem { position: absolute; inset: 0; margin: 0; padding: 16px; overflow: auto; line-height: 1.4;
                 background: rgba(255,255,255,.9); color: #d70015; font: 13px/1.4 ui-monospace, Menlo, monospace; white-space: pre; }
      #problem[hidden] { display: none; }
      /* No picture yet (the script failed from the start): the panel takes room of its own. */
      #map:empty + #problem { position: static; min-width: 480px; max-width: 80ch; min-height: 120px; }
      #side { flex: 1; min-width: 280px; max-width: 640px; }
      #side h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .05em; color: #8e8e93; margin: 0 0 6px; }
      #console { margin: 0; height: 420px; overflow: auto; padding: 8px 10px; background: #1c1c1e; color: #f2f2f7;
                 font: 12px/1.45 ui-monospace, Menlo, monospace; white-space: pre; border-radius: 6px; }
      #console .error { color: #ff6961; }
    </style>
    </head>
    <body>
    <header><h1>{{TITLE}}</h1><span id="status">connecting…</span></header>
    <main>
      <div id="stage"><div id="map" tabindex="0" role="application"
        aria-label="Map. Arrow keys pan, plus and minus zoom."></div><pre id="problem" hidden></pre></div>
      <section id="side"><h2>Console</h2><pre id="console"></pre></section>
    </main>
    <script>
    "use strict";
    const mapBox = document.getElementById("map");
    const problem = document.getElementById("problem");
    const consolePanel = document.getElementById("console");
    const statusLabel = document.getElementById("status");
    // SLOP is the map's tap tolerance (MapView.tapTolerance), in points along each axis.
    const HOLD_MS = 500, SLOP = 5, CONSOLE_LINES = 1000, WHEEL_END_MS = 200, DOUBLE_TAP_MS = 500, TAP_LIMIT = {{TAP_LIMIT}};
    // The last tap, for the count of taps in quick succession (UITouch.tapCount); any other
    // gesture ends the run.
    let lastTap = null;
    let socket = null;

    function connect() {
      socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
      // The server sends a new connection its console so far: the page's is replaced by it,
      // not added to, when it reconnects.
      socket.onopen = () => { statusLabel.textContent = "live"; statusLabel.className = ""; consolePanel.textContent = ""; };
      socket.onclose = () => {
        statusLabel.textContent = "offline, reconnecting…"; statusLabel.className = "offline";
        setTimeout(connect, 1000);
      };
      socket.onmessage = (event) => receive(JSON.parse(event.data));
    }

    function receive(message) {
      switch (message.type) {
        case "scene": mapBox.innerHTML = message.svg; dropNewPins(); break;
        case "problem": problem.textContent = message.text; problem.hidden = false; break;
        case "good": problem.hidden = true; problem.textContent = ""; break;
        case "console": log(message.text, message.error); break;
      }
    }

    // A pin whose view animatesDrop falls onto its place the first time this page shows it (its
    // data-drop names its annotation's addition to the map), as MapKit drops a pin when it first
    // appears; the picture itself always shows it in place. Reduced motion turns it off.
    const DROP_MS = 450;
    let shownDrops = new Set();
    function dropNewPins() {
      const pins = mapBox.querySelectorAll("g.annotation[data-drop]");
      const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
      const shown = new Set();
      for (const pin of pins) {
        const key = pin.getAttribute("data-drop");
        shown.add(key);
        if (still || shownDrops.has(key)) continue;
        // From just above the top of the map: the pin's height above its point, and its point.
        const place = pin.transform.baseVal.consolidate();
        const height = (place ? place.matrix.f : 0) + pin.getBBox().height + 4;
        for (const part of pin.children) {
          if (part.tagName === "title") continue;
          part.animate([{ transform: `translate(0px, ${-height}px)` }, { transform: "none" }],
                       { duration: DROP_MS, easing: "cubic-bezier(0.5, 0, 1, 1)" });
        }
      }
      shownDrops = shown;
    }

    function log(text, isError) {
      const line = document.createElement("span");
      if (isError) line.className = "error";
      line.textContent = text.endsWith("\n") ? text : text + "\n";
      const atBottom = consolePanel.scrollTop + consolePanel.clientHeight >= consolePanel.scrollHeight - 4;
      consolePanel.appendChild(line);
      while (consolePanel.childNodes.length > CONSOLE_LINES) consolePanel.removeChild(consolePanel.firstChild);
      if (atBottom) consolePanel.scrollTop = consolePanel.scrollHeight;
    }

    function send(message) {
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    }

    // Pointer positions in the map's view points (the picture's own width and height).
    function viewPoint(event) {
      const svg = mapBox.querySelector("svg");
      if (!svg) return null;
      const box = svg.getBoundingClientRect();
      const width = svg.width.baseVal.value || box.width, height = svg.height.baseVal.value || box.height;
      return { x: (event.clientX - box.left) * width / box.width, y: (event.clientY - box.top) * height / box.height };
    }

    const pointers = new Map();
    let primary = null, holdTimer = null, pendingMove = null, pinchDistance = null, wheelTimer = null, tapsTimer = null;

    function pinchState() {
      const [a, b] = [...pointers.values()];
      return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    }

    mapBox.addEventListener("pointerdown", (event) => {
      // Only the main button is a finger: a right or middle click selects nothing.
      if (event.pointerType === "mouse" && event.button !== 0) return;
      const point = viewPoint(event);
      if (!point) return;
      event.preventDefault();
      // A finger down again within the interval may be the next tap: the taps are not over yet.
      clearTimeout(tapsTimer);
      // The default action would have focused the map, for its keys: it is prevented, so focus here.
      mapBox.focus({ preventScroll: true, focusVisible: false });
      mapBox.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, point);
      if (pointers.size === 2) {
        // A second finger: the first one's gesture ends, and the two pinch.
        clearTimeout(holdTimer);
        send({ t: "cancel" });
        primary = null;
        lastTap = null;
        pinchDistance = pinchState().distance;
        return;
      }
      if (pointers.size > 2) return;
      // Which tap of a quick run of taps at one place this may be: 1, or one more than the tap
      // before when it lifted within the interval and close by.
      const follows = lastTap && event.timeStamp - lastTap.time <= DOUBLE_TAP_MS
        && Math.max(Math.abs(point.x - lastTap.x), Math.abs(point.y - lastTap.y)) <= SLOP;
      // Counted on past the most the server reads, 1 again after it, keeping odd and even.
      const taps = follows ? lastTap.count % TAP_LIMIT + 1 : 1;
      primary = { id: event.pointerId, start: point, moved: false, held: false, taps: taps };
      send({ t: "down", x: point.x, y: point.y, taps: taps });
      holdTimer = setTimeout(() => {
        if (primary && !primary.moved) { primary.held = true; send({ t: "hold" }); }
      }, HOLD_MS);
    });

    mapBox.addEventListener("pointermove", (event) => {
      if (!pointers.has(event.pointerId)) return;
      const point = viewPoint(event);
      if (!point) return;
      pointers.set(event.pointerId, point);
      if (pointers.size === 2 && pinchDistance) {
        const pinch = pinchState();
        if (pinch.distance > 0 && Math.abs(pinch.distance / pinchDistance - 1) > 0.02) {
          send({ t: "zoom", x: pinch.x, y: pinch.y, factor: Math.min(4, Math.max(0.25, pinch.distance / pinchDistance)) });
          pinchDistance = pinch.distance;
        }
        return;
      }
      if (!primary || primary.id !== event.pointerId) return;
      // Every move is the touch's (a view that follows touches hears them all, and the map
      // applies its tap tolerance itself); past the tolerance, measured on each axis as the
      // map measures it, the finger is no longer still for a hold, nor a tap.
      if (Math.max(Math.abs(point.x - primary.start.x), Math.abs(point.y - primary.start.y)) > SLOP) primary.moved = true;
      if (pendingMove === null) {
        requestAnimationFrame(() => {
          if (pendingMove !== null) send({ t: "move", x: pendingMove.x, y: pendingMove.y });
          pendingMove = null;
        });
      }
      pendingMove = point;
    });

    function end(event, cancelled) {
      if (!pointers.has(event.pointerId)) return;
      const point = viewPoint(event) || pointers.get(event.pointerId);
      pointers.delete(event.pointerId);
      if (pointers.size < 2 && pinchDistance !== null) {
        // A pinch is one gesture: the map reports its change of region when it ends.
        pinchDistance = null;
        send({ t: "zoomend" });
      }
      if (!primary || primary.id !== event.pointerId) return;
      clearTimeout(holdTimer);
      if (pendingMove !== null) { send({ t: "move", x: pendingMove.x, y: pendingMove.y }); pendingMove = null; }
      if (cancelled) {
        send({ t: "cancel" });
        lastTap = null;
      } else {
        send({ t: "up", x: point.x, y: point.y });
        tapEnded(primary, event.timeStamp);
      }
      primary = null;
    }
    // Keeps a lift that ends a tap, for the count of the next; a lift that was no tap ends the run.
    function tapEnded(finger, time) {
      if (finger.moved || finger.held) { lastTap = null; return; }
      lastTap = { time: time, x: finger.start.x, y: finger.start.y, count: finger.taps };
      // No next tap within the interval: a tap recognizer waiting for a double tap to fail runs.
      tapsTimer = setTimeout(() => { lastTap = null; send({ t: "tapsend" }); }, DOUBLE_TAP_MS);
    }
    mapBox.addEventListener("pointerup", (event) => end(event, false));
    mapBox.addEventListener("pointercancel", (event) => end(event, true));
    // A lift that will never come: the pointer's capture lost without one (after a lift or a
    // cancel the pointer is gone already), or the window no longer in front in the middle of
    // a press. The touch is cancelled, as the system cancels the touches of a window that
    // goes to the back, so no view stays highlighted or held.
    mapBox.addEventListener("lostpointercapture", (event) => end(event, true));
    window.addEventListener("blur", () => {
      for (const id of [...pointers.keys()]) end({ pointerId: id }, true);
    });

    mapBox.addEventListener("wheel", (event) => {
      const point = viewPoint(event);
      if (!point) return;
      event.preventDefault();
      const pixels = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      lastTap = null;
      send({ t: "zoom", x: point.x, y: point.y, factor: Math.min(4, Math.max(0.25, Math.exp(-pixels / 300))) });
      // The turns of the wheel (or a trackpad's pinch) until it rests are one gesture.
      clearTimeout(wheelTimer);
      wheelTimer = setTimeout(() => send({ t: "zoomend" }), WHEEL_END_MS);
    }, { passive: false });

    // The keyboard, with the map focused: the arrows pan, + and - zoom about the centre.
    const KEY_PAN = 80;
    mapBox.addEventListener("keydown", (event) => {
      // While the script's error is shown, its picture is an old one: the keys, as the pointer
      // (which the panel covers), go nowhere.
      if (event.altKey || event.ctrlKey || event.metaKey || !problem.hidden) return;
      const step = event.shiftKey ? 3 * KEY_PAN : KEY_PAN;
      const pans = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
      const zooms = { "+": 2, "=": 2, "-": 0.5, "_": 0.5 };
      const svg = mapBox.querySelector("svg");
      if (event.key in pans) {
        send({ t: "pan", dx: pans[event.key][0], dy: pans[event.key][1] });
      } else if (event.key in zooms && svg) {
        send({ t: "zoom", x: svg.width.baseVal.value / 2, y: svg.height.baseVal.value / 2, factor: zooms[event.key] });
        send({ t: "zoomend" });
      } else {
        return;
      }
      event.preventDefault();
    });

    connect();
    </script>
    </body>
    </html>
    """#
}
