import { describe, expect, it } from 'vitest';
import { sharedPerTurn } from './shared-per-turn';

describe('sharedPerTurn', () => {
  it('runs once for the calls of one turn, and anew for a call made after the run left', async () => {
    const started: number[] = [];
    let release: () => void = () => {};
    const key = {};
    let later: Promise<number> | null = null;
    const read = sharedPerTurn(async (_: object) => {
      started.push(started.length + 1);
      const run = started.length;
      // A call made while this run is under way must not get this run's (possibly older) result.
      if (run === 1) later = read(key);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return run;
    });
    const together = [read(key), read(key), read(key)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1]);
    release();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    release();
    expect(await later).toBe(2);
  });

  it('keeps keys apart, and a failed run fails its callers only', async () => {
    let runs = 0;
    const read = sharedPerTurn(async (key: { fail: boolean }) => {
      runs += 1;
      if (key.fail) throw new Error('no database');
      return 'ok';
    });
    const bad = { fail: true };
    const good = { fail: false };
    const results = await Promise.allSettled([read(bad), read(bad), read(good)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(runs).toBe(2);
    bad.fail = false;
    expect(await read(bad)).toBe('ok');
    expect(runs).toBe(3);
  });
});
