#!/usr/bin/env bash
# The benchmark set, side by side in one run, with the ratios the project tracks:
#   hold model, 1,000,000 events: stsim against SimPy 4.1.2 and a bare C++ binary heap;
#   a simulated week of a ten-profile device (Benchmarks/week.scenario) against the processor
#     time of the 1,000,000 hold events (target: at most 1.0, stretch 0.5);
#   the same device for a year (Benchmarks/year.scenario) against 52 weeks (target: at most
#     60/52) and its peak memory (target: under 64 MB);
#   the scenario library, and the mistake matrix on every core against twelve serial library
#     runs (target: wall time at most 0.6 of theirs).
# Every figure is the best of ROUNDS runs (default 3) of a whole process, from the operating
# system's accounting (GNU time), so a stray hiccup of a shared machine does not decide it.
# Usage: Benchmarks/run-all.sh            (release build; installs SimPy in a venv if needed)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${ROUNDS:-3}
build=Benchmarks/build
mkdir -p "$build"
stsim=.build/release/stsim
swift build -c release --product stsim >/dev/null
g++ -O2 -o "$build/hold" Benchmarks/hold.cpp
if python3 -c 'import simpy' 2>/dev/null; then
  python=python3
else
  [ -x "$build/venv/bin/python" ] || {
    python3 -m venv "$build/venv"
    "$build/venv/bin/pip" install --quiet simpy==4.1.2
  }
  python=$build/venv/bin/python
fi

# Runs "$@" ROUNDS times under GNU time; prints the best "cpu wall max_rss_kb" (least cpu).
measure() {
  local best="" line
  for _ in $(seq "$rounds"); do
    /usr/bin/time -o "$build/time" -f '%U %S %e %M' "$@" >/dev/null 2>/dev/null || true
    line=$(tail -n 1 "$build/time" | awk '{ printf "%.3f %.3f %d", $1 + $2, $3, $4 }')
    if [ -z "$best" ] || awk -v a="${line%% *}" -v b="${best%% *}" 'BEGIN { exit !(a < b) }'; then
      best=$line
    fi
  done
  echo "$best"
}
# The best events_per_sec of ROUNDS runs of a hold-model command.
rate() {
  local best=0 r
  for _ in $(seq "$rounds"); do
    r=$("$@" | sed -E 's/.*events_per_sec=([0-9]+).*/\1/')
    [ "$r" -gt "$best" ] && best=$r
  done
  echo "$best"
}

hold=(bench hold --pending 10000 --events 1000000 --seed 1)
stsim_rate=$(rate "$stsim" "${hold[@]}")
simpy_rate=$(rate "$python" Benchmarks/simpy_hold.py 10000 1000000 1)
heap_rate=$(rate "$build/hold" 10000 1000000 1)
read -r hold_cpu _ _ <<<"$(measure "$stsim" "${hold[@]}")"
read -r week_cpu week_wall week_rss <<<"$(measure "$stsim" run Benchmarks/week.scenario)"
read -r year_cpu year_wall year_rss <<<"$(measure "$stsim" run Benchmarks/year.scenario)"
read -r library_cpu library_wall _ <<<"$(measure "$stsim" run Scenarios --jobs 1)"
read -r matrix_cpu matrix_wall _ <<<"$(measure "$stsim" matrix)"
read -r serial_cpu serial_wall _ <<<"$(measure sh -c "for i in 1 2 3 4 5 6 7 8 9 10 11 12; do $stsim run Scenarios --jobs 1 >/dev/null; done")"

awk -v sr="$stsim_rate" -v pr="$simpy_rate" -v hr="$heap_rate" -v hc="$hold_cpu" \
  -v wc="$week_cpu" -v ww="$week_wall" -v wm="$week_rss" \
  -v yc="$year_cpu" -v yw="$year_wall" -v ym="$year_rss" \
  -v lc="$library_cpu" -v lw="$library_wall" -v mc="$matrix_cpu" -v mw="$matrix_wall" \
  -v sc="$serial_cpu" -v sw="$serial_wall" 'BEGIN {
  printf "| benchmark | measured | ratio (target) |\n|---|---|---|\n"
  printf "| hold model, 10,000 pending, 1,000,000 events | stsim %.2f M events/s; SimPy %.2f M/s; C++ heap %.2f M/s | %.1fx SimPy (>= 20x); %.2fx C++ (>= 0.5x) |\n", sr/1e6, pr/1e6, hr/1e6, sr/pr, sr/hr
  printf "| a simulated week, 10 profiles (process) | %.3f s CPU, %.3f s wall, %.1f MB peak | %.2f of 1M hold events'"'"' %.3f s CPU (<= 1.0; stretch 0.5) |\n", wc, ww, wm/1024, wc/hc, hc
  printf "| the same device for a year | %.3f s CPU, %.3f s wall, %.1f MB peak | %.1f weeks (<= 60); peak < 64 MB |\n", yc, yw, ym/1024, yc/wc
  printf "| the scenario library, one job | %.3f s CPU, %.3f s wall | |\n", lc, lw
  printf "| the mistake matrix, every core | %.3f s CPU, %.3f s wall | %.2f of twelve serial library runs'"'"' %.3f s wall (<= 0.6) |\n", mc, mw, mw/sw, sw
}'
