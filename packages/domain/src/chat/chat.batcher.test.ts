import { describe, expect, it } from 'vitest';
import { createBatcher } from './chat.batcher';

/** A write the test finishes by hand, recording each batch it was given. */
function manualWrite<I>() {
  const batches: I[][] = [];
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const write = (items: I[]) => {
    batches.push(items);
    return new Promise<I[]>((resolve, reject) => {
      pending.push({ resolve: () => resolve(items), reject });
    });
  };
  return { batches, pending, write };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the write batcher', () => {
  it('writes a burst in one call, and answers nobody before that write is done', async () => {
    const { batches, pending, write } = manualWrite<number>();
    const batcher = createBatcher(write);
    const answered: number[] = [];
    const all = [1, 2, 3, 4, 5].map((n) => batcher.add(n).then((answer) => answered.push(answer)));
    await turn();
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
    await turn();
    expect(answered).toEqual([]);
    pending[0]?.resolve();
    await Promise.all(all);
    expect(answered).toEqual([1, 2, 3, 4, 5]);
  });

  it('gathers what arrives while a write is in flight into the next write, in arrival order', async () => {
    const { batches, pending, write } = manualWrite<string>();
    const batcher = createBatcher(write);
    const first = batcher.add('a');
    await turn();
    const later = ['b', 'c', 'd'].map((item) => batcher.add(item));
    await turn();
    expect(batches).toEqual([['a']]);
    expect(batcher.size).toBe(4);
    pending[0]?.resolve();
    expect(await first).toBe('a');
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    pending[1]?.resolve();
    expect(await Promise.all(later)).toEqual(['b', 'c', 'd']);
    expect(batcher.size).toBe(0);
  });

  it('fails every item of a failed write with its error, and writes the next batch on its own', async () => {
    const { batches, pending, write } = manualWrite<number>();
    const batcher = createBatcher(write);
    const failing = [1, 2, 3].map((n) => batcher.add(n));
    await turn();
    const next = batcher.add(4);
    const failure = new Error('the database went away');
    pending[0]?.reject(failure);
    const settled = await Promise.allSettled(failing);
    expect(settled).toEqual([1, 2, 3].map(() => ({ status: 'rejected', reason: failure })));
    await turn();
    expect(batches).toEqual([[1, 2, 3], [4]]);
    pending[1]?.resolve();
    expect(await next).toBe(4);
  });

  it('fails every item when a write answers for fewer items than it was given', async () => {
    const batcher = createBatcher(async (items: number[]) => items.slice(1));
    const settled = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(settled.map((item) => item.status)).toEqual(['rejected', 'rejected']);
  });

  it('caps a batch at maxItems and writes the rest next, still in order', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher(
      async (items: number[]) => {
        batches.push(items);
        return items;
      },
      { maxItems: 2 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.add(n)))).toEqual([1, 2, 3, 4, 5]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('waits windowMs for company when nothing is in flight', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher(
      async (items: number[]) => {
        batches.push(items);
        return items;
      },
      { windowMs: 20 },
    );
    const first = batcher.add(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = batcher.add(2);
    await Promise.all([first, second]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('runs writes of other keys in a second lane, while an item of a key in flight waits for it, in order', async () => {
    const { batches, pending, write } = manualWrite<string>();
    const batcher = createBatcher(write, { lanes: 2, keyOf: (item) => item.slice(0, 1) });
    const first = ['a1', 'b1'].map((item) => batcher.add(item));
    await turn();
    // a2 and b2 belong to conversations in flight; c1 and d1 do not. a3 waits behind a2 as well.
    const later = ['a2', 'c1', 'b2', 'd1', 'a3'].map((item) => batcher.add(item));
    await turn();
    expect(batches).toEqual([
      ['a1', 'b1'],
      ['c1', 'd1'],
    ]);
    // Both lanes busy: a new key waits too.
    const late = batcher.add('e1');
    await turn();
    expect(batches).toHaveLength(2);
    pending[1]?.resolve();
    await turn();
    // The lane that finished takes what it may: a and b are still in flight.
    expect(batches[2]).toEqual(['e1']);
    pending[0]?.resolve();
    expect(await Promise.all(first)).toEqual(['a1', 'b1']);
    expect(batches[3]).toEqual(['a2', 'b2', 'a3']);
    pending[2]?.resolve();
    pending[3]?.resolve();
    expect(await Promise.all([...later, late])).toEqual(['a2', 'c1', 'b2', 'd1', 'a3', 'e1']);
    expect(batcher.size).toBe(0);
  });

  it('keeps one write at a time without a key, whatever the lanes', async () => {
    const { batches, pending, write } = manualWrite<number>();
    const batcher = createBatcher(write, { lanes: 4 });
    const first = batcher.add(1);
    await turn();
    const later = [2, 3].map((n) => batcher.add(n));
    await turn();
    expect(batches).toEqual([[1]]);
    pending[0]?.resolve();
    await first;
    expect(batches).toEqual([[1], [2, 3]]);
    pending[1]?.resolve();
    expect(await Promise.all(later)).toEqual([2, 3]);
  });

  it('leaves the later items of a key behind when a batch is full, so the key keeps its order', async () => {
    const batches: string[][] = [];
    const batcher = createBatcher(
      async (items: string[]) => {
        batches.push(items);
        return items;
      },
      { lanes: 2, maxItems: 2, keyOf: (item) => item.slice(0, 1) },
    );
    const items = ['a1', 'b1', 'a2', 'c1', 'a3'];
    expect(await Promise.all(items.map((item) => batcher.add(item)))).toEqual(items);
    for (const key of ['a', 'b', 'c']) {
      const written = batches.flat().filter((item) => item.startsWith(key));
      expect(written).toEqual(items.filter((item) => item.startsWith(key)));
    }
    expect(batches.every((batch) => batch.length <= 2)).toBe(true);
  });
});
