#!/usr/bin/env bash
# Runs one phase of the tests and prints its wall time, so a CI log says where the time goes:
#   scripts/phase.sh <name> <command…>
# With PHASE_LOG set (.ci/run sets it), also appends "<name> <seconds> <exit status>" to that file for the
# summary at the end of the run.
name=$1
shift
start=$(date +%s)
"$@"
status=$?
seconds=$(($(date +%s) - start))
echo "== phase ${name}: ${seconds} s (exit ${status}, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null))"
if [ -n "${PHASE_LOG:-}" ]; then echo "${name} ${seconds} ${status}" >>"$PHASE_LOG"; fi
exit "$status"
