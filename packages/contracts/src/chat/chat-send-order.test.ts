import { describe, expect, it } from 'vitest';
import { createSendQueue, type SendOutcome } from './chat-send-order';

/** A server the test answers by hand: what was sent, in order, and each send's pending answer. */
function fakeServer() {
  const sent: string[] = [];
  const answers = new Map<string, (outcome: SendOutcome) => void>();
  const deliver = (key: string) =>
    new Promise<SendOutcome>((resolve) => {
      sent.push(key);
      answers.set(key, resolve);
    });
  const answer = async (key: string, outcome: SendOutcome) => {
    answers.get(key)?.(outcome);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { sent, deliver, answer };
}

describe('a chat client sends its messages in the order written', () => {
  it('sends the next only after the one before is answered (stored or refused)', async () => {
    const server = fakeServer();
    const queue = createSendQueue(server.deliver);
    // m1 is out (its retries after a restart are the deliverer's own); m2 and m3 are written meanwhile.
    queue.push('m1');
    queue.push('m2');
    queue.push('m3');
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.sent).toEqual(['m1']);
    await server.answer('m1', 'sent');
    expect(server.sent).toEqual(['m1', 'm2']);
    await server.answer('m2', 'refused');
    await server.answer('m3', 'sent');
    await queue.idle();
    expect(server.sent).toEqual(['m1', 'm2', 'm3']);
  });

  it('gives up on what waits behind a message given up on, in order; sent again, each goes to the end', async () => {
    const server = fakeServer();
    const abandoned: string[][] = [];
    const queue = createSendQueue(server.deliver, (keys) => abandoned.push(keys));
    for (const key of ['m1', 'm2', 'm3']) queue.push(key);
    await new Promise((resolve) => setImmediate(resolve));
    await server.answer('m1', 'gaveUp');
    expect(abandoned).toEqual([['m2', 'm3']]);
    expect(server.sent).toEqual(['m1']);
    queue.push('m4');
    queue.push('m1');
    await server.answer('m4', 'sent');
    await server.answer('m1', 'sent');
    await queue.idle();
    expect(server.sent).toEqual(['m1', 'm4', 'm1']);
  });

  it('takes a failing send as given up and goes on with what is written later', async () => {
    const sent: string[] = [];
    const queue = createSendQueue(async (key: string) => {
      if (key === 'broken') throw new Error('no socket');
      sent.push(key);
      return 'sent';
    });
    queue.push('broken');
    await queue.idle();
    queue.push('next');
    await queue.idle();
    expect(sent).toEqual(['next']);
  });
});
