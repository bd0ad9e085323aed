import { describe, expect, it } from 'vitest';
import { retryWhileDatabaseUnavailable } from './database-retry';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A clock that moves only when the retry waits. */
function fakeTime() {
  let at = 0;
  const pauses: number[] = [];
  return {
    pauses,
    now: () => at,
    wait: async (ms: number) => {
      pauses.push(ms);
      at += ms;
    },
  };
}

describe('retryWhileDatabaseUnavailable', () => {
  it('writes again while the database is unavailable, with growing pauses, and answers the result', async () => {
    const time = fakeTime();
    let calls = 0;
    const result = await retryWhileDatabaseUnavailable(
      async () => {
        calls++;
        if (calls <= 5) throw refused();
        return 'written';
      },
      30_000,
      time.wait,
      time.now,
    );
    expect(result).toBe('written');
    expect(time.pauses).toEqual([250, 500, 1000, 2000, 2000]);
  });

  it('throws any other error at once', async () => {
    const time = fakeTime();
    await expect(
      retryWhileDatabaseUnavailable(
        async () => {
          throw new Error('duplicate key');
        },
        30_000,
        time.wait,
        time.now,
      ),
    ).rejects.toThrow('duplicate key');
    expect(time.pauses).toEqual([]);
  });

  it('gives up with the last error when the budget is spent', async () => {
    const time = fakeTime();
    await expect(
      retryWhileDatabaseUnavailable(
        async () => {
          throw refused();
        },
        5_000,
        time.wait,
        time.now,
      ),
    ).rejects.toThrow('ECONNREFUSED');
    expect(time.pauses.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(5_000);
  });
});
