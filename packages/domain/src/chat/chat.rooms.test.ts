import { describe, expect, it } from 'vitest';
import { createRoomCache } from './chat.rooms';

describe('the room cache', () => {
  it('reads a room once for many sends, and again after it is forgotten', async () => {
    const reads: string[] = [];
    const rooms = createRoomCache(async (chatId: string) => {
      reads.push(chatId);
      return [`${chatId}:a`, `${chatId}:b`];
    });
    const answers = await Promise.all([rooms.of('r1'), rooms.of('r1'), rooms.of('r2'), rooms.of('r1')]);
    expect(answers[0]).toEqual(['r1:a', 'r1:b']);
    expect(reads).toEqual(['r1', 'r2']);
    rooms.forget('r1');
    await rooms.of('r1');
    expect(reads).toEqual(['r1', 'r2', 'r1']);
  });

  it('forgets an entry only if it is still the one the caller read (a fresher read is kept)', async () => {
    let reads = 0;
    const rooms = createRoomCache(async () => [++reads]);
    const stale = rooms.of('r');
    rooms.forget('r', stale);
    const fresh = rooms.of('r');
    rooms.forget('r', stale);
    expect(await rooms.of('r')).toBe(await fresh);
    expect(reads).toBe(2);
  });

  it('keeps neither an unknown room nor a failed read', async () => {
    let fail = true;
    let reads = 0;
    const rooms = createRoomCache(async (chatId: string) => {
      reads++;
      if (fail) throw new Error('database down');
      return chatId === 'none' ? [] : [chatId];
    });
    await expect(rooms.of('r')).rejects.toThrow('database down');
    fail = false;
    expect(await rooms.of('r')).toEqual(['r']);
    expect(await rooms.of('none')).toEqual([]);
    expect(await rooms.of('none')).toEqual([]);
    // The failed read, the good one, and the unknown room each time it was asked.
    expect(reads).toBe(4);
    expect(rooms.size).toBe(1);
  });

  it('keeps people read elsewhere as the room, so the first send reads nothing', async () => {
    const reads: string[] = [];
    const rooms = createRoomCache(async (chatId: string) => {
      reads.push(chatId);
      return [`${chatId}:read`];
    }, 2);
    rooms.keep('r', ['r:kept']);
    rooms.keep('empty', []);
    expect(await rooms.of('r')).toEqual(['r:kept']);
    expect(await rooms.of('empty')).toEqual(['empty:read']);
    expect(reads).toEqual(['empty']);
    // A kept entry counts towards the cap like a read one.
    rooms.keep('s', ['s:kept']);
    expect(rooms.size).toBe(2);
  });

  it('drops the oldest room once full', async () => {
    const rooms = createRoomCache(async (chatId: string) => [chatId], 2);
    await Promise.all(['a', 'b', 'c'].map((chatId) => rooms.of(chatId)));
    expect(rooms.size).toBe(2);
  });
});
