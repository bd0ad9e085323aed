import { describe, expect, it } from 'vitest';
import { fetchedThroughAfter, resumeAfter } from './chat-resume';

const held = (...seqs: number[]) => seqs.map((seq) => ({ id: `m${seq}`, seq }));

describe('where a reconnecting chat client resumes', () => {
  it('after the newest message when nothing below it is missing', () => {
    expect(resumeAfter(held(1, 2, 3, 4), 2)).toBe('m4');
  });

  it('below a push lost in the broken connection, even when a newer message (an own one) arrived', () => {
    // 5 was pushed but lost; 6 (the client's own, acknowledged) arrived: resuming after 6 would lose 5.
    expect(resumeAfter(held(1, 2, 3, 4, 6), 3)).toBe('m4');
  });

  it('nowhere before a complete fetch: the client loads the latest messages instead', () => {
    expect(resumeAfter(held(1, 2, 3), null)).toBeUndefined();
    expect(resumeAfter(held(2, 3), 0)).toBeUndefined();
  });

  it('counts a fetch complete through its newest message, never backwards', () => {
    expect(fetchedThroughAfter(null, [])).toBe(0);
    expect(fetchedThroughAfter(null, held(7, 8, 9))).toBe(9);
    expect(fetchedThroughAfter(12, held(3))).toBe(12);
  });
});
