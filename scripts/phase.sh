#!/usr/bin/env bash
# Runs one phase of the tests and prints its wall time, so a CI log says where the time goes:
#   scripts/phase.sh <name> <command…>
# Beside the wall time it prints the CPU time the phase's processes used and how much of the machine stayed
# idle meanwhile (from /proc/stat, so other programs' work counts as busy): on a shared machine the CPU
# seconds compare runs better than the wall time.
# With PHASE_LOG set (.ci/run and scripts/test-all.mjs set it), also appends
# "<name> <seconds> <exit status> <cpu seconds>" to that file for the summary at the end of the run.
name=$1
shift
idle_ticks() { awk '/^cpu /{ print $5 + $6, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }' /proc/stat 2>/dev/null; }
read -r idle0 total0 <<<"$(idle_ticks)"
start=$(date +%s)
cpu_file=$(mktemp)
if command -v python3 >/dev/null; then
  # Counts every process the phase started, also those their parents never waited for (browsers).
  PHASE_CPU_FILE="$cpu_file" python3 "$(dirname "$0")/phase-cpu.py" "$@"
  status=$?
  cpu=$(cat "$cpu_file" 2>/dev/null)
else
  "$@"
  status=$?
  # `times` reports the CPU time of the processes this shell waited for (the phase's command and its
  # children), which misses those nobody waited for.
  times >"$cpu_file"
  cpu=$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] } printf "%d", t + 0.5 }' "$cpu_file")
fi
rm -f "$cpu_file"
seconds=$(($(date +%s) - start))
read -r idle1 total1 <<<"$(idle_ticks)"
idle=$(awk -v i="$((${idle1:-0} - ${idle0:-0}))" -v t="$((${total1:-0} - ${total0:-0}))" 'BEGIN { printf "%d", (t > 0 ? 100 * i / t : 0) }')
cores=$(nproc 2>/dev/null || echo 1)
echo "== phase ${name}: ${seconds} s (exit ${status}, CPU ${cpu} s on ${cores} cores, machine idle ${idle}%, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null))"
if [ -n "${PHASE_LOG:-}" ]; then echo "${name} ${seconds} ${status} ${cpu}" >>"$PHASE_LOG"; fi
exit "$status"
