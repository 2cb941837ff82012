#!/usr/bin/env bash
# Runs the hold-model benchmark on stsim, on the SimPy peer and on a bare C++ binary heap, side
# by side in one run, and prints each line and the two ratios the project tracks:
#   stsim / SimPy    (target: at least 20x)
#   stsim / C++ heap (target: at least 0.5x)
# Each engine runs ROUNDS times (default 3) and its best rate counts, so a stray hiccup on a
# shared machine does not decide the ratio. Usage: Benchmarks/compare-hold.sh [PENDING] [EVENTS] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
pending=${1:-10000}
events=${2:-1000000}
seed=${3:-1}
rounds=${ROUNDS:-3}
build=Benchmarks/build
mkdir -p "$build"

if ! python3 -c 'import simpy' 2>/dev/null; then
  if [ ! -x "$build/venv/bin/python" ]; then
    python3 -m venv "$build/venv"
    "$build/venv/bin/pip" install --quiet simpy==4.1.2
  fi
  python=$build/venv/bin/python
else
  python=python3
fi

swift build -c release --product stsim >/dev/null
g++ -O2 -o "$build/hold" Benchmarks/hold.cpp

best() {  # best events_per_sec over $rounds runs of "$@"; echoes the best line
  local best_line="" best_rate=0
  for _ in $(seq "$rounds"); do
    local line rate
    line=$("$@")
    rate=$(sed -E 's/.*events_per_sec=([0-9]+).*/\1/' <<<"$line")
    if [ "$rate" -gt "$best_rate" ]; then best_rate=$rate; best_line=$line; fi
  done
  echo "$best_line"
}

stsim=$(best .build/release/stsim bench hold --pending "$pending" --events "$events" --seed "$seed")
simpy=$(best "$python" Benchmarks/simpy_hold.py "$pending" "$events" "$seed")
heap=$(best "$build/hold" "$pending" "$events" "$seed")
echo "$stsim"
echo "$simpy"
echo "$heap"
rate() { sed -E 's/.*events_per_sec=([0-9]+).*/\1/' <<<"$1"; }
awk -v a="$(rate "$stsim")" -v b="$(rate "$simpy")" -v c="$(rate "$heap")" 'BEGIN {
  printf "ratio stsim/simpy=%.1fx (target >= 20x)\n", a / b
  printf "ratio stsim/c++heap=%.2fx (target >= 0.5x)\n", a / c
}'
