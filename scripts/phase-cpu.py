#!/usr/bin/env python3
"""Runs a command and writes the CPU seconds of everything it started to the file PHASE_CPU_FILE names.

scripts/phase.sh uses it. A shell's own count (`times`) sees only the processes their parents waited for:
Playwright leaves its workers and the browsers in them to end on their own, so the journeys' CPU looked a
tenth of what it was. Here this process is the "child subreaper" of the command's tree (Linux prctl): every
process of the tree that outlives its parent is handed to it, and it waits for all of them, so their CPU
time counts too.
    python3 scripts/phase-cpu.py <command…>
"""
import ctypes
import os
import resource
import signal
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
# Once the command itself has ended, its leftovers get this long to end before they are left alone.
LEFTOVER_SECONDS = 10

ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
# A Ctrl-C or a stop reaches the whole process group; this process only counts.
signal.signal(signal.SIGINT, signal.SIG_IGN)
command = os.fork()
if command == 0:
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.execvp(sys.argv[1], sys.argv[1:])

status = None
while status is None:
    pid, wait_status = os.waitpid(-1, 0)
    if pid == command:
        status = os.waitstatus_to_exitcode(wait_status)
        if status < 0:  # ended by a signal: the shell's 128 + signal
            status = 128 - status
deadline = time.monotonic() + LEFTOVER_SECONDS
while time.monotonic() < deadline:
    try:
        pid, _ = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break
    if pid == 0:
        time.sleep(0.2)

usage = resource.getrusage(resource.RUSAGE_CHILDREN)
with open(os.environ["PHASE_CPU_FILE"], "w") as out:
    out.write(f"{usage.ru_utime + usage.ru_stime:.0f}\n")
sys.exit(status)
