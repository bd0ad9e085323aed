#!/usr/bin/env python3
"""Runs a command and prints the CPU seconds of everything it started, by kind of process.

Where a test phase's CPU goes (docs/benchmarks.md#test-phases): Chromium's renderers, browser and GPU
processes, Playwright's runner and workers, the app server, Vitest's workers. Like scripts/phase-cpu.py it
becomes the "child subreaper" of the command's tree, so processes whose parents never wait for them still
count; every 0.2 s it reads /proc/<pid>/stat of each process under it and keeps the last CPU time seen, so
a process's last 0.2 s (and a process that lived less) is missed: the total by rusage is printed beside the
attributed one.
    python3 scripts/cpu-by-kind.py <command…>      (the table goes to stderr)
e.g. E2E_SEEDED_DATA=.tmp/e2e-seeded python3 scripts/cpu-by-kind.py npx playwright test e2e/chat.spec.ts
"""
import ctypes
import os
import re
import resource
import signal
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
signal.signal(signal.SIGINT, signal.SIG_IGN)
TICK = os.sysconf("SC_CLK_TCK")
ME = os.getpid()
command = os.fork()
if command == 0:
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.execvp(sys.argv[1], sys.argv[1:])


def kind(cmd):
    if "workerProcessEntry" in cmd:
        return "playwright worker"
    if "/chromium" in cmd:
        found = re.search(r"--type=([a-z-]+)", cmd)
        name = found.group(1) if found else "browser"
        if "top-chrome-webui" in cmd:
            name += " (browser's own page)"
        if name == "utility":
            sub = re.search(r"--utility-sub-type=([\w.]+)", cmd)
            name += ":" + (sub.group(1).split(".")[-1] if sub else "?")
        return "chromium " + name
    if "stripe-stand-in" in cmd:
        return "stripe stand-in"
    if "scripts/start.mjs" in cmd or "apps/api/dist" in cmd:
        return "app server"
    if "next" in cmd and ("dev" in cmd or "turbopack" in cmd):
        return "next dev"
    if cmd.startswith("npm"):
        return "npm"
    if "playwright" in cmd:
        return "playwright runner"
    if "vitest" in cmd:
        return "vitest"
    return "other: " + cmd[:60]


seen = {}  # (pid, start time) -> [kind, CPU seconds]


def sample():
    parent, cpu = {}, {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as stat:
                text = stat.read()
        except OSError:
            continue
        fields = text[text.rindex(")") + 2 :].split()
        pid = int(name)
        parent[pid] = int(fields[1])
        cpu[pid] = ((int(fields[11]) + int(fields[12])) / TICK, fields[19])
    for pid, (seconds, started) in cpu.items():
        ancestor, hops = pid, 0
        while ancestor and ancestor != ME and hops < 64:
            ancestor, hops = parent.get(ancestor), hops + 1
        if ancestor != ME:
            continue
        key = (pid, started)
        # A zygote's fork is a renderer once it has its own command line, and the command this script forks
        # is this script until its exec: read those again until then.
        if key not in seen or seen[key][0] == "chromium zygote" or "cpu-by-kind" in seen[key][0]:
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as line:
                    cmd = line.read().replace(b"\0", b" ").decode(errors="replace").strip()
            except OSError:
                continue
            if not cmd:
                continue
            seen[key] = [kind(cmd), seen.get(key, [None, 0])[1]]
        seen[key][1] = seconds


status = None
while status is None:
    sample()
    pid, wait_status = os.waitpid(-1, os.WNOHANG)
    if pid == command:
        status = os.waitstatus_to_exitcode(wait_status)
        if status < 0:
            status = 128 - status
    elif pid == 0:
        time.sleep(0.2)
deadline = time.monotonic() + 10
while time.monotonic() < deadline:
    try:
        pid, _ = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break
    if pid == 0:
        sample()
        time.sleep(0.2)

usage = resource.getrusage(resource.RUSAGE_CHILDREN)
by_kind, count = {}, {}
for name, seconds in seen.values():
    by_kind[name] = by_kind.get(name, 0) + seconds
    count[name] = count.get(name, 0) + 1
print(
    f"== CPU by kind (s): {usage.ru_utime + usage.ru_stime:.0f} in all by rusage, "
    f"{sum(by_kind.values()):.0f} attributed",
    file=sys.stderr,
)
for name, seconds in sorted(by_kind.items(), key=lambda item: -item[1]):
    print(f"   {seconds:8.1f}  {count[name]:4d} processes  {name}", file=sys.stderr)
# How the renderers' CPU spreads: many that did almost nothing are processes started and never used.
renderers = sorted(seconds for name, seconds in seen.values() if name == "chromium renderer")
if renderers:
    edges = [0.25, 0.5, 1, 2, 5, float("inf")]
    low, row = 0, []
    for edge in edges:
        inside = [seconds for seconds in renderers if low <= seconds < edge]
        row.append(f"<{edge:g} s: {len(inside)} ({sum(inside):.0f} s)" if edge != float("inf") else f"more: {len(inside)} ({sum(inside):.0f} s)")
        low = edge
    print("   renderers by CPU each: " + ", ".join(row), file=sys.stderr)
sys.exit(status)
