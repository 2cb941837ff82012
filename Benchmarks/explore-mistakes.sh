#!/usr/bin/env bash
# The exploration figures of the README, with a release build of stsim, guided by behaviour
# coverage (the default) and unguided (--unguided) side by side:
#   - for each mistake of 'stsim list mistakes' and each seed of SEEDS (default 1 2 3 4 5 6):
#     the runs to its first failure, within 200 runs at the first seed and 500 at the others,
#     with --against recommended and (for the mistakes an invariant names) without it;
#   - each first failure's shrunk file is checked with 'stsim check', replayed with the mistake
#     (it must fail) and without it (it must pass);
#   - false alarms of the recommended design in 5,000 guided runs, alone and --against;
#   - runs per second of CPU, guided against unguided (target: guided at least 0.8 of it).
# Prints Markdown tables; the files go to a temporary folder.
# Usage: Benchmarks/explore-mistakes.sh   (SEEDS="1 2" to try fewer seeds)
set -euo pipefail
cd "$(dirname "$0")/.."
seeds=(${SEEDS:-1 2 3 4 5 6})
swift build -c release --product stsim >/dev/null
stsim=$PWD/.build/release/stsim
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# first_run OUTPUT: the number of runs to the earliest failure of a text report, or "-".
first_run() {
  awk '/^FAIL run / { run = $3 + 0; if (best == "" || run < best) best = run }
       END { if (best == "") print "-"; else print best + 1 }' "$1"
}

# replays DIR MISTAKE: "yes" when every file in DIR checks clean, fails with MISTAKE and passes
# without it; "yes" too when DIR holds none.
replays() {
  local ok=yes
  [ -d "$1" ] || { echo yes; return; }
  "$stsim" check "$1" >/dev/null 2>&1 || ok=no
  for file in "$1"/*.scenario; do
    [ -e "$file" ] || continue
    "$stsim" run "$file" --with "$2" >/dev/null 2>&1 && ok=no
    "$stsim" run "$file" >/dev/null 2>&1 || ok=no
  done
  echo "$ok"
}

# cell MISTAKE FLAGS...: the runs to the first failure at each seed, "a / b / ..."; a run past
# the seed's limit counts as not found. Sets `replayed` to no when a file does not replay.
cell() {
  local mistake=$1 seed runs out cells=()
  shift
  for seed in "${seeds[@]}"; do
    runs=500
    [ "$seed" = "${seeds[0]}" ] && runs=200
    out="$work/$mistake-$seed-$RANDOM"
    "$stsim" explore --with "$mistake" --runs "$runs" --seed "$seed" --output "$out" "$@" \
      >"$out.txt" 2>/dev/null || true
    cells+=("$(first_run "$out.txt")")
    [ "$(replays "$out" "$mistake")" = yes ] || replayed=no
  done
  local IFS=/
  echo "${cells[*]}" | sed 's|/| / |g'
}

echo "Runs to the first failure at seeds ${seeds[*]} (200 runs at the first, 500 at the others; - not found):"
echo
echo "| mistake | guided, --against recommended | unguided, --against recommended | guided, alone | unguided, alone | files replay |"
echo "|---|---|---|---|---|---|"
for mistake in $("$stsim" list mistakes | awk '/^[a-z]/ { print $1 }'); do
  replayed=yes
  guided_against=$(cell "$mistake" --against recommended)
  unguided_against=$(cell "$mistake" --against recommended --unguided)
  guided_alone=$(cell "$mistake")
  unguided_alone=$(cell "$mistake" --unguided)
  echo "| \`$mistake\` | $guided_against | $unguided_against | $guided_alone | $unguided_alone | $replayed |"
done

echo
for flags in "" "--against recommended"; do
  # shellcheck disable=SC2086
  "$stsim" explore --runs 5000 --seed 1 $flags --output "$work/recommended" --format json \
    >"$work/recommended.json" || true
  echo "recommended ${flags:-alone}, 5,000 guided runs: $(tr -d '\n' <"$work/recommended.json" |
    sed -E 's/.*"runs":([0-9]+).*"failures":\[([^]]*)\].*"covered":([0-9]+),"reachable":([0-9]+).*/\1 runs, failures [\2], \3 of \4 reachable points/')"
done

echo
# cpu FLAGS...: the CPU seconds (user + system) of 3,000 one-day stories on both cores.
cpu() {
  /usr/bin/time -f "%U %S" -o "$work/time" "$stsim" explore --runs 3000 --days 1 --seed 2 \
    --output "$work/speed" --quiet "$@" >/dev/null 2>&1 || true
  awk '{ printf "%.2f", $1 + $2 }' "$work/time"
}
guided=$(cpu)
unguided=$(cpu --unguided)
echo "3,000 one-day stories, both cores: guided $guided s CPU, unguided $unguided s CPU;" \
  "guided runs at $(awk -v g="$guided" -v u="$unguided" 'BEGIN { printf "%.2f", u / g }') of the unguided rate (target ≥ 0.8)"
