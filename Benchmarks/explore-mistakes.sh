#!/usr/bin/env bash
# The exploration figures of the README, with a release build of stsim:
#   - for each mistake of 'stsim list mistakes': the runs to its first failure at seed 1 and the
#     shrunk file's step count, with --against recommended and (for the mistakes an invariant
#     names) without it;
#   - runs per second on one core, with and without --against;
#   - false alarms of the recommended design in 5,000 runs.
# Every shrunk file is checked with 'stsim check', replayed with the mistake (it must fail) and
# without it (it must pass). Prints Markdown table rows; the files go to a temporary folder.
# Usage: Benchmarks/explore-mistakes.sh [RUNS]   (default: 3000)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3000}
swift build -c release --product stsim >/dev/null
stsim=$PWD/.build/release/stsim
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# first_failure OUTPUT: "run K, N steps" of the earliest failure in a text report, or "none".
first_failure() {
  awk '/^FAIL run / { run = $3 + 0; if (best == "" || run < best) { best = run; want = 1 } next }
       want && /steps, shrunk from/ { sub(/.*: /, ""); split($0, f, " "); steps[best] = f[1]; want = 0 }
       END { if (best == "") print "none"; else printf "%d runs, %d steps\n", best + 1, steps[best] }' "$1"
}

# replays DIR MISTAKE: "yes" when every file in DIR checks clean, fails with MISTAKE and passes
# without it.
replays() {
  local ok=yes
  "$stsim" check "$1" >/dev/null 2>&1 || ok=no
  for file in "$1"/*.scenario; do
    "$stsim" run "$file" --with "$2" >/dev/null 2>&1 && ok=no
    "$stsim" run "$file" >/dev/null 2>&1 || ok=no
  done
  echo "$ok"
}

echo "| mistake | with --against recommended | without --against | files replay |"
echo "|---|---|---|---|"
for mistake in $("$stsim" list mistakes | awk '/^[a-z]/ { print $1 }'); do
  against="$work/$mistake-against"
  alone="$work/$mistake-alone"
  "$stsim" explore --with "$mistake" --against recommended --runs "$runs" --seed 1 \
    --output "$against" >"$against.txt" || true
  "$stsim" explore --with "$mistake" --runs "$runs" --seed 1 --output "$alone" >"$alone.txt" || true
  ok=$(replays "$against" "$mistake")
  if [ -d "$alone" ]; then
    [ "$(replays "$alone" "$mistake")" = yes ] || ok=no
  fi
  echo "| \`$mistake\` | $(first_failure "$against.txt") | $(first_failure "$alone.txt") | $ok |"
done

echo
for flags in "" "--against recommended"; do
  # shellcheck disable=SC2086
  "$stsim" explore --runs 5000 --seed 1 $flags --output "$work/recommended" --format json \
    >"$work/recommended.json" || true
  echo "recommended ${flags:-alone}: $(tr -d '\n' <"$work/recommended.json" |
    sed -E 's/.*"runs":([0-9]+).*"failures":\[([^]]*)\].*"elapsedSeconds":([0-9.]+).*/\1 runs, failures [\2], \3 s/')"
done
