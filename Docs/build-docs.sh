#!/usr/bin/env bash
# Builds the API documentation of the modules a team uses (ScreenTimeAPI, ScreenTimeHosting,
# ScenarioTesting, StsimCLI) as static sites, from the package's own symbols only.
#
# Usage: Docs/build-docs.sh [--check]
#   Writes .build/docs/<Module>/ (open .build/docs/index.html through an HTTP server, or host the
#   folder) and prints each module's documentation coverage. Any DocC warning, such as a symbol
#   link that does not resolve, fails the build. --check also serves the site and loads each
#   module's landing page and one symbol page in headless Chromium (which .ci/run installs).
#
# The symbol graphs are extracted once, from the debug build. DocC gets only each module's own
# graphs: the modules re-export Foundation, Observation and this package's lower modules, whose
# symbols would bury their own (ScreenTimeAPI's graphs as the compiler emits them with
# -emit-symbol-graph hold Foundation's too, and take DocC 102 s and 304 MB).
set -euo pipefail
shopt -s nullglob
cd "$(dirname "$0")/.."

check=false
[ "${1:-}" = --check ] && check=true

modules=(ScreenTimeAPI ScreenTimeHosting ScenarioTesting StsimCLI)
output=.build/docs
graphs=.build/docs-symbol-graphs

# The toolchain's docc (or $DOCC): through xcrun with Xcode, next to swift elsewhere.
if [ -n "${DOCC:-}" ]; then
  docc=$DOCC
elif command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
  docc=$(xcrun --find docc)
else
  docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
fi

echo "== symbol graphs"
# dump-symbol-graph extracts every module of the package, the test modules among them, so they
# are built first; on a fresh checkout a plain 'swift build' leaves them out.
swift build --build-tests >"$graphs.build.log" 2>&1 || {
  cat "$graphs.build.log" >&2
  exit 1
}
swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
  >"$graphs.log"
extracted=$(sed -n 's/^Files written to //p' "$graphs.log" | tail -1)
[ -d "$extracted" ] || {
  cat "$graphs.log" >&2
  exit 1
}

rm -rf "$output" "$graphs"
mkdir -p "$output" "$graphs"
for module in "${modules[@]}"; do
  # The module's own graph and the graphs of its extensions of other modules' types
  # (ScenarioTesting@XCTest holds assertScenarios(at:)); not other modules' graphs.
  mkdir -p "$graphs/$module"
  cp "$extracted/$module.symbols.json" "$extracted/$module@"*.symbols.json "$graphs/$module/"

  echo "== docc convert $module"
  started=$SECONDS
  lowercase=$(echo "$module" | tr '[:upper:]' '[:lower:]')
  "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --output-path "$output/$module" \
    --transform-for-static-hosting --hosting-base-path "$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.screentimesim.$lowercase" \
    --warnings-as-errors \
    --experimental-documentation-coverage --coverage-summary-level brief
  echo "$module: $((SECONDS - started)) s, $(du -sh "$output/$module" | cut -f1)"
done

# One page that links the four sites.
{
  echo '<!doctype html><meta charset="utf-8"><title>ScreenTimeSim API documentation</title>'
  echo '<h1>ScreenTimeSim API documentation</h1><ul>'
  for module in "${modules[@]}"; do
    lowercase=$(echo "$module" | tr '[:upper:]' '[:lower:]')
    echo "<li><a href=\"$module/documentation/$lowercase/\">$module</a></li>"
  done
  echo '</ul>'
} >"$output/index.html"
echo "== written to $output ($(du -sh "$output" | cut -f1))"

$check || exit 0

# DocC's pages are drawn by their scripts from JSON they fetch, so they are checked in a browser
# over HTTP: each module's landing page and one symbol page must show their title.
echo "== the pages in headless Chromium"
command -v chromium >/dev/null 2>&1 || {
  echo "error: --check needs chromium on the search path (.ci/run installs it)" >&2
  exit 1
}
server_log=$(mktemp)
profile=$(mktemp -d)
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$output" >"$server_log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; rm -rf "$profile" "$server_log"' EXIT
port=
for _ in $(seq 50); do
  port=$(sed -n 's/.* port \([0-9]*\).*/\1/p' "$server_log" | head -1)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || {
  echo "the HTTP server did not start" >&2
  cat "$server_log" >&2
  exit 1
}

# Fails unless the page at PATH, once its scripts ran, has TITLE as its heading.
expect_title() {
  local path=$1 title=$2 dom
  dom=$(chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
    --no-default-browser-check --user-data-dir="$profile" --virtual-time-budget=10000 \
    --dump-dom "http://127.0.0.1:$port/$path" 2>/dev/null | sed 's/<wbr[^>]*>//g') || true
  if grep -q "class=\"title\"><span[^>]*>$title</span>" <<<"$dom"; then
    echo "ok $path: $title"
  else
    echo "error: $path does not show the heading '$title'" >&2
    exit 1
  fi
}

expect_title ScreenTimeAPI/documentation/screentimeapi/ ScreenTimeAPI
expect_title ScreenTimeAPI/documentation/screentimeapi/managedsettingsstore/ ManagedSettingsStore
expect_title ScreenTimeHosting/documentation/screentimehosting/ ScreenTimeHosting
expect_title ScreenTimeHosting/documentation/screentimehosting/appbundle/ AppBundle
expect_title ScenarioTesting/documentation/scenariotesting/ ScenarioTesting
expect_title ScenarioTesting/documentation/scenariotesting/scenariocase/ ScenarioCase
expect_title StsimCLI/documentation/stsimcli/ StsimCLI
expect_title StsimCLI/documentation/stsimcli/stsim/ Stsim
