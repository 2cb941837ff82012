#!/usr/bin/env bash
# The benchmark set, side by side in one run, with the ratios the project tracks:
#   hold model, 1,000,000 events: stsim against SimPy 4.1.2 and a bare C++ binary heap;
#   a simulated week of a ten-profile device (Benchmarks/week.scenario) against the processor
#     time of the 1,000,000 hold events (target: at most 1.0, stretch 0.5);
#   the same device for a year (Benchmarks/year.scenario) against 52 weeks (target: at most
#     60/52) and its peak memory (target: under 64 MB);
#   the scenario library, and the mistake matrix on every core against twelve serial library
#     runs (target: wall time at most 0.6 of theirs);
#   a busy runaway (Benchmarks/runaway.scenario: 20 daily activities with a warning and a limit
#     and three uses of 3,660 days) to its 800,000-event budget (target: at most 5 s of CPU), and
#     its events per CPU second against the hold model's (1,000,000 events over the CPU time of
#     its whole process);
#   ten years of 20 daily activities (Benchmarks/decade.scenario) and its peak memory (target:
#     under 48 MB);
#   exploration of one-day stories on both cores, alone and with --against recommended (target:
#     at least 1,500 stories a second), against the hold model in the same run.
# Every figure is the minimum, median and maximum of ROUNDS runs (default 3) of a whole process,
# from the operating system's accounting (GNU time). Times are CPU time (user + system) unless a
# row says wall: the other builds and runs of a shared machine disturb it less than wall time.
# Stories per second are given both of the wall time measured and of CPU time on two cores (the
# CPU seconds of a run halved), the rate of an otherwise idle two-core machine.
# Usage: Benchmarks/run-all.sh [GROUP ...]   (release build; installs SimPy in a venv if needed)
#   GROUP: hold week year library matrix runaway decade explore (default: all of them); the
#   rows that need the hold model's figures measure it too.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${ROUNDS:-3}
build=Benchmarks/build
mkdir -p "$build"
stsim=.build/release/stsim
groups=("$@")
[ ${#groups[@]} -gt 0 ] || groups=(hold week year library matrix runaway decade explore)
wants() {
  local group
  for group in "${groups[@]}"; do [ "$group" = "$1" ] && return 0; done
  return 1
}
for group in week runaway explore; do
  if wants "$group"; then groups+=(hold); fi
done

swift build -c release --product stsim >/dev/null
if wants hold; then
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
fi

# The minimum, median and maximum of the numbers on standard input, one a line.
spread() {
  sort -g | awk '{ v[NR] = $1 } END {
    median = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%s %s %s", v[1], median, v[NR] }'
}

# Runs "$@" ROUNDS times under GNU time; prints "cpu wall max_rss_kb", each "min median max",
# nine numbers in all.
measure() {
  local log=$build/measure
  : >"$log"
  for _ in $(seq "$rounds"); do
    /usr/bin/time -o "$build/time" -f '%U %S %e %M' "$@" >/dev/null 2>/dev/null || true
    tail -n 1 "$build/time" >>"$log"
  done
  echo "$(awk '{ print $1 + $2 }' "$log" | spread) $(awk '{ print $3 }' "$log" | spread)" \
    "$(awk '{ print $4 }' "$log" | spread)"
}

# The events_per_sec of ROUNDS runs of a hold-model command, "min median max".
rate() {
  for _ in $(seq "$rounds"); do
    "$@" | sed -E 's/.*events_per_sec=([0-9]+).*/\1/'
  done | spread
}

row() { printf '%s\n' "$@"; }
# "min median max" of a triplet, scaled, as "median (min–max)" with `format` for each.
show() {
  awk -v f="$2" -v s="${3:-1}" -v t="$1" 'BEGIN {
    split(t, v, " "); printf f " (" f "–" f ")", v[2] * s, v[1] * s, v[3] * s }'
}

echo "| benchmark | measured: median (min–max) of $rounds runs | ratio (target) |"
echo "|---|---|---|"

if wants hold; then
  hold=(bench hold --pending 10000 --events 1000000 --seed 1)
  read -r sr1 sr2 sr3 <<<"$(rate "$stsim" "${hold[@]}")"
  read -r pr1 pr2 pr3 <<<"$(rate "$python" Benchmarks/simpy_hold.py 10000 1000000 1)"
  read -r hr1 hr2 hr3 <<<"$(rate "$build/hold" 10000 1000000 1)"
  read -r hc1 hc2 hc3 _ <<<"$(measure "$stsim" "${hold[@]}")"
  row "| hold model, 10,000 pending, 1,000,000 events | stsim $(show "$sr1 $sr2 $sr3" %.2f 1e-6) M events/s; SimPy $(show "$pr1 $pr2 $pr3" %.2f 1e-6) M/s; C++ heap $(show "$hr1 $hr2 $hr3" %.2f 1e-6) M/s; whole process $(show "$hc1 $hc2 $hc3" %.3f) s CPU | $(awk -v a="$sr2" -v b="$pr2" 'BEGIN { printf "%.1f", a / b }')x SimPy (>= 20x); $(awk -v a="$sr2" -v b="$hr2" 'BEGIN { printf "%.2f", a / b }')x C++ (>= 0.5x) |"
fi

if wants week; then
  read -r c1 c2 c3 _ _ _ m1 m2 m3 <<<"$(measure "$stsim" run Benchmarks/week.scenario)"
  week_cpu=$c2
  row "| a simulated week, 10 profiles (process) | $(show "$c1 $c2 $c3" %.3f) s CPU, $(show "$m1 $m2 $m3" %.1f 0.0009765625) MB peak | $(awk -v a="$c2" -v b="$hc2" 'BEGIN { printf "%.2f", a / b }') of 1M hold events' $hc2 s CPU (<= 1.0; stretch 0.5) |"
fi

if wants year; then
  read -r c1 c2 c3 _ _ _ m1 m2 m3 <<<"$(measure "$stsim" run Benchmarks/year.scenario)"
  weeks=${week_cpu:+$(awk -v a="$c2" -v b="$week_cpu" 'BEGIN { printf "%.1f weeks (<= 60); ", a / b }')}
  row "| the same device for a year | $(show "$c1 $c2 $c3" %.3f) s CPU, $(show "$m1 $m2 $m3" %.1f 0.0009765625) MB peak | ${weeks}peak < 64 MB |"
fi

if wants library || wants matrix; then
  read -r c1 c2 c3 w1 w2 w3 _ <<<"$(measure "$stsim" run Scenarios --jobs 1)"
  row "| the scenario library, one job | $(show "$c1 $c2 $c3" %.3f) s CPU, $(show "$w1 $w2 $w3" %.3f) s wall | |"
fi

if wants matrix; then
  read -r c1 c2 c3 w1 w2 w3 _ <<<"$(measure "$stsim" matrix)"
  read -r _ _ _ s1 s2 s3 _ <<<"$(measure sh -c "for i in 1 2 3 4 5 6 7 8 9 10 11 12; do $stsim run Scenarios --jobs 1 >/dev/null; done")"
  row "| the mistake matrix, every core | $(show "$c1 $c2 $c3" %.3f) s CPU, $(show "$w1 $w2 $w3" %.3f) s wall | $(awk -v a="$w2" -v b="$s2" 'BEGIN { printf "%.2f", a / b }') of twelve serial library runs' $s2 s wall (<= 0.6) |"
fi

if wants runaway; then
  read -r c1 c2 c3 _ _ _ m1 m2 m3 <<<"$(measure "$stsim" run Benchmarks/runaway.scenario)"
  # The run stops at its budget: it has processed exactly 800,000 events.
  row "| a busy runaway to its 800,000-event budget (Benchmarks/runaway.scenario) | $(show "$c1 $c2 $c3" %.2f) s CPU, $(show "$m1 $m2 $m3" %.1f 0.0009765625) MB peak; $(awk -v c="$c2" 'BEGIN { printf "%.0f", 800000 / c }') events per CPU second | at most 5 s CPU; $(awk -v c="$c2" -v h="$hc2" 'BEGIN { printf "%.3f", 800000 / c / (1000000 / h) }') of the hold model's events per CPU second |"
fi

if wants decade; then
  read -r c1 c2 c3 _ _ _ m1 m2 m3 <<<"$(measure "$stsim" run Benchmarks/decade.scenario)"
  row "| ten years of 20 daily activities (Benchmarks/decade.scenario, 585,506 events) | $(show "$c1 $c2 $c3" %.2f) s CPU, $(show "$m1 $m2 $m3" %.1f 0.0009765625) MB peak | peak < 48 MB |"
fi

if wants explore; then
  stories=${STORIES:-4000}
  for against in "" "--against recommended"; do
    # shellcheck disable=SC2086 # `against` is two words or none.
    read -r c1 c2 c3 w1 w2 w3 _ <<<"$(measure "$stsim" explore --days 1 --runs "$stories" \
      --jobs 2 --quiet $against --output "$build/explore")"
    rates=$(awk -v n="$stories" -v a="$c1" -v b="$c2" -v c="$c3" -v x="$w1" -v y="$w2" -v z="$w3" 'BEGIN {
      printf "%.0f (%.0f–%.0f) stories/s of wall time; %.0f (%.0f–%.0f) of CPU on two cores",
        n / y, n / z, n / x, 2 * n / b, 2 * n / c, 2 * n / a }')
    row "| exploration, $stories one-day stories, both cores${against:+, $against} | $(show "$c1 $c2 $c3" %.2f) s CPU, $(show "$w1 $w2 $w3" %.2f) s wall; $rates | at least 1,500 stories/s; a story costs the CPU of $(awk -v n="$stories" -v b="$c2" -v h="$hc2" 'BEGIN { printf "%.0f", 1000000 / h * b / n }') hold events |"
  done
fi
