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

  it('sends the next write before it answers the callers of the last one', async () => {
    // As pg's pool does: the statement goes out on the next tick, which runs only after every promise
    // callback already queued. Callers answered at once would all run (and send their acks) first.
    const sent: string[] = [];
    const { pending, write } = manualWrite<string>();
    const batcher = createBatcher((items: string[]) => {
      process.nextTick(() => sent.push(`write ${items.join('')}`));
      return write(items);
    });
    const first = batcher.add('a').then(() => sent.push('a answered'));
    await turn();
    const second = ['b', 'c'].map((item) => batcher.add(item).then(() => sent.push(`${item} answered`)));
    pending[0]?.resolve();
    await first;
    expect(sent).toEqual(['write a', 'write bc', 'a answered']);
    pending[1]?.resolve();
    await Promise.all(second);
    expect(sent).toEqual(['write a', 'write bc', 'a answered', 'b answered', 'c answered']);
  });

  it('answers batches in the order they were written, a failed one too', async () => {
    const { pending, write } = manualWrite<number>();
    const batcher = createBatcher(write);
    const order: string[] = [];
    const first = batcher.add(1).then(() => order.push('1 stored'));
    await turn();
    const second = batcher.add(2).catch(() => order.push('2 failed'));
    pending[0]?.resolve();
    // The second write finishes before the first batch's answers have been handed out.
    await new Promise<void>((resolve) => process.nextTick(resolve));
    pending[1]?.reject(new Error('lost'));
    await Promise.all([first, second]);
    expect(order).toEqual(['1 stored', '2 failed']);
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
});
