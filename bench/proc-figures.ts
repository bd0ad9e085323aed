import { readFileSync } from 'node:fs';

/** CPU time (user + system) of a process so far, in ms, from /proc (clock ticks of 10 ms on Linux). */
export function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat; after the command's ") " they are the 12th and 13th.
    return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
  } catch {
    return null;
  }
}
