#!/bin/sh
# How wide an HTML page lays out on a phone: its document width in a frame WIDTH pixels wide
# (390 by default, an iPhone's), measured by headless Chromium. Headless windows are at least 500
# pixels wide, so the page is put in a frame of the width asked for.
#   sh scripts/page-width.sh report.html [WIDTH]    prints "WIDTH-OF-THE-PAGE AVAILABLE-WIDTH"
# The page fits when the first number is not larger than the second (the frame's width; scroll
# bars are hidden, as a phone's are). Measured on the window itself, a page reads at least 485:
# headless Chromium lays out no window narrower than 500 pixels, whatever --window-size says.
set -eu
page=$(readlink -f "$1")
width=${2:-390}
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[ -n "$browser" ] || { echo "page-width: no chromium found" >&2; exit 2; }
wrap=$(mktemp "${TMPDIR:-/tmp}/page-width-XXXXXX.html")
trap 'rm -f "$wrap"' EXIT
cat >"$wrap" <<HTML
<!doctype html><html><body style="margin:0"><iframe id="f" src="file://$page" style="width:${width}px;height:2000px;border:0"></iframe>
<script>document.getElementById('f').onload=function(){var d=this.contentDocument.documentElement;
var p=document.createElement('pre');p.id='width';p.textContent=d.scrollWidth+' '+d.clientWidth;document.body.appendChild(p);};</script>
</body></html>
HTML
timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --allow-file-access-from-files --virtual-time-budget=5000 \
  --window-size=800,2200 --dump-dom "file://$wrap" 2>/dev/null | sed -n 's/.*<pre id="width">\([0-9]* [0-9]*\)<.*/\1/p'
