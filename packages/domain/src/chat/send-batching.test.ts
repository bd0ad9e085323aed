import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Session } from '../accounts/index';
import {
  chatOn,
  company,
  message,
  pairsOn,
  person,
  storedTexts,
  useChatTestDatabase,
  watch,
} from './chat.service.fixture';

/**
 * Sends gathered into one statement (decision 0021): a burst is stored by one INSERT, every sender is answered
 * only once its row is stored, a failed statement fails every send in it, numbers follow the order of sending.
 */
useChatTestDatabase();

describe('sends gathered into one statement', () => {
  it('stores a burst of several rooms in one statement, numbered in sending order in each room', async () => {
    const chat = chatOn();
    const pairs = await pairsOn(chat, 3);
    // The first message reads the room (the cache is per process); the burst below finds it kept.
    await Promise.all(pairs.map(({ client, rep, roomId }) => chat.send(client, message(roomId, rep, 'zero'))));
    watch.events = [];
    const sends = pairs.flatMap(({ client, rep, roomId }) => [
      chat.send(client, message(roomId, rep, 'one')),
      chat.send(rep, message(roomId, client, 'two')),
      chat.send(client, message(roomId, rep, 'three')),
    ]);
    const answers = await Promise.all(sends);
    expect(watch.events).toEqual(['store', 'stored']);
    expect(answers.every((answer) => answer.created)).toBe(true);
    for (const { roomId } of pairs) {
      const mine = answers.filter((answer) => answer.message.roomId === roomId).map((answer) => answer.message);
      expect(mine.map((item) => [item.text, item.seq])).toEqual([
        ['one', 2],
        ['two', 3],
        ['three', 4],
      ]);
      expect(await storedTexts(roomId)).toEqual([
        { text: 'zero', seq: 1 },
        { text: 'one', seq: 2 },
        { text: 'two', seq: 3 },
        { text: 'three', seq: 4 },
      ]);
    }
  });

  it('reads the rooms of a cold burst together, so the burst is still one statement', async () => {
    const chat = chatOn();
    const pairs = await pairsOn(chat, 4);
    watch.events = [];
    const answers = await Promise.all(
      pairs.map(({ client, rep, roomId }) => chat.send(client, message(roomId, rep, 'first'))),
    );
    expect(watch.events).toEqual(['store', 'stored']);
    expect(answers.map((answer) => answer.message.seq)).toEqual([1, 1, 1, 1]);
  });

  it('answers no sender before the statement that stores its message is done', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    await chat.send(client, message(roomId, rep, 'warm the room'));
    watch.events = [];
    let open = () => {};
    watch.gate = new Promise((resolve) => {
      open = resolve;
    });
    const sends = ['a', 'b', 'c'].map((text, n) =>
      chat.send(client, message(roomId, rep, text)).then((answer) => {
        watch.events.push(`answered ${n}`);
        return answer;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watch.events).toEqual(['store']);
    open();
    await Promise.all(sends);
    expect(watch.events).toEqual(['store', 'stored', 'answered 0', 'answered 1', 'answered 2']);
  });

  it('keeps one statement at a time: another conversation waits for the one in flight', async () => {
    const chat = chatOn();
    const companyId = await company();
    const rooms = await Promise.all(
      [1, 2].map(async () => {
        const client = await person('CLIENT');
        const rep = await person('SALES_REP', companyId);
        const { roomId } = await chat.start(client, rep.userId);
        await chat.send(client, message(roomId, rep, 'warm'));
        return { client, rep, roomId };
      }),
    );
    watch.events = [];
    let open = () => {};
    watch.gate = new Promise((resolve) => {
      open = resolve;
    });
    const first = chat.send(
      rooms[0]?.client as Session,
      message(rooms[0]?.roomId as string, rooms[0]?.rep as Session, 'x'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = chat.send(
      rooms[1]?.client as Session,
      message(rooms[1]?.roomId as string, rooms[1]?.rep as Session, 'y'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watch.events).toEqual(['store']);
    open();
    await Promise.all([first, other]);
    expect(watch.events).toEqual(['store', 'stored', 'store', 'stored']);
  });

  it('fails every send of a failed statement with its error, stores none of them, and sends on afterwards', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    // The room read first (the cache is per process), so the three below surely land in one batch.
    await chat.send(client, message(roomId, rep, 'before'));
    watch.events = [];
    const lost = new Error('connection lost');
    watch.failure = lost;
    const settled = await Promise.allSettled([
      chat.send(client, message(roomId, rep, 'lost 1')),
      chat.send(rep, message(roomId, client, 'lost 2')),
      chat.send(client, message(roomId, rep, 'lost 3')),
    ]);
    expect(settled).toEqual([1, 2, 3].map(() => ({ status: 'rejected', reason: lost })));
    expect(watch.events).toEqual(['store']);
    expect((await storedTexts(roomId)).map((row) => row.text)).toEqual(['before']);
    watch.failure = null;
    const after = await chat.send(client, message(roomId, rep, 'after'));
    expect(after.message.seq).toBe(2);
  });

  it('keeps the order of one sender’s messages across several batches', async () => {
    const chat = chatOn({ maxItems: 4 });
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    const texts = Array.from({ length: 15 }, (_, n) => `m${n}`);
    const answers = await Promise.all(texts.map((text) => chat.send(client, message(roomId, rep, text))));
    expect(answers.map((answer) => answer.message.seq)).toEqual(texts.map((_, n) => n + 1));
    expect((await storedTexts(roomId)).map((row) => row.text)).toEqual(texts);
    expect(watch.events.filter((event) => event === 'store').length).toBeGreaterThanOrEqual(4);
  });

  it('stores a message retried in the same batch once, and the retry takes no number', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    const clientMessageId = randomUUID();
    const [first, retry] = await Promise.all([
      chat.send(client, message(roomId, rep, 'hello', clientMessageId)),
      chat.send(client, message(roomId, rep, 'hello', clientMessageId)),
    ]);
    expect(first?.created).toBe(true);
    expect(retry).toMatchObject({ created: false, message: { id: first?.message.id } });
    const later = await chat.send(client, message(roomId, rep, 'later'));
    const again = await chat.send(client, message(roomId, rep, 'hello', clientMessageId));
    expect(again).toMatchObject({ created: false, message: { id: first?.message.id, seq: 1 } });
    expect(later.message.seq).toBe(2);
    expect((await storedTexts(roomId)).map((row) => row.text)).toEqual(['hello', 'later']);
  });
  it('answers each new message exactly as it was stored (the statement gives back only its number and id)', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    const answers = await Promise.all([
      chat.send(client, message(roomId, rep, 'plain')),
      chat.send(rep, message(roomId, client, '  zażółć 😀 \ud83d "quoted" \n next line  ')),
      chat.send(client, message(roomId, rep, 'third')),
    ]);
    const stored = await chat.messages(client, roomId);
    expect(stored).toEqual(answers.map((answer) => answer.message));
  });

  it('answers a retry with the earlier copy whole, as it was stored (the statement gives it back as one value)', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    const clientMessageId = randomUUID();
    const text = '  zażółć 😀 "quoted" \n next line  ';
    const first = await chat.send(client, message(roomId, rep, text, clientMessageId), { storedBy: 'process-a' });
    const retry = await chat.send(client, message(roomId, rep, text, clientMessageId), { storedBy: 'process-b' });
    expect(retry).toEqual({ created: false, message: first.message, storedBy: 'process-a' });
    expect(await chat.messages(client, roomId)).toEqual([first.message]);
  });

  it('refuses a text PostgreSQL cannot store before it joins a batch, so the others in the burst are stored', async () => {
    const chat = chatOn();
    const client = await person('CLIENT');
    const rep = await person('SALES_REP', await company());
    const { roomId } = await chat.start(client, rep.userId);
    const [before, poisoned, halfPair] = await Promise.allSettled([
      chat.send(client, message(roomId, rep, 'before')),
      chat.send(client, message(roomId, rep, 'nul \u0000 inside')),
      chat.send(rep, message(roomId, client, 'half \ud83d of a pair')),
    ]);
    expect(before).toMatchObject({ status: 'fulfilled', value: { created: true } });
    expect(poisoned).toMatchObject({ status: 'rejected', reason: { code: 'VALIDATION_ERROR' } });
    expect(halfPair).toMatchObject({ status: 'fulfilled', value: { message: { text: 'half \ufffd of a pair' } } });
    expect((await storedTexts(roomId)).map((row) => row.text)).toEqual(['before', 'half \ufffd of a pair']);
  });
});
