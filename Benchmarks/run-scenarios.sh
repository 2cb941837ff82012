#!/usr/bin/env bash
# Measures the CPU time of running the scenario library with a release build of stsim, the
# figure the project tracks for "a folder of 50 scenarios should take well under a second of
# CPU". Prints the best of ROUNDS runs (default 5) as total CPU seconds and per 50 scenarios.
# Usage: Benchmarks/run-scenarios.sh [PATH]   (default: Scenarios)
set -euo pipefail
cd "$(dirname "$0")/.."
path=${1:-Scenarios}
rounds=${ROUNDS:-5}
swift build -c release --product stsim >/dev/null
count=$(find "$path" -name '*.scenario' | wc -l)
best=""
for _ in $(seq "$rounds"); do
  # user + system CPU seconds of one run, from the shell's own accounting.
  cpu=$( { TIMEFORMAT='%U %S'; time .build/release/stsim run "$path" >/dev/null; } 2>&1 | awk '{print $1 + $2}')
  if [ -z "$best" ] || awk -v a="$cpu" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$cpu; fi
done
awk -v cpu="$best" -v n="$count" 'BEGIN {
  printf "scenarios=%d cpu_seconds=%.3f cpu_seconds_per_50=%.3f\n", n, cpu, cpu * 50 / n
}'
