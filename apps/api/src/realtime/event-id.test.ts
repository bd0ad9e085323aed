import { describe, expect, it } from 'vitest';
import { nextEventId } from './chat-gateway';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('socket event ids', () => {
  it('are UUID-shaped (v4), as log readers and jobs expect, and never repeat', () => {
    const ids = Array.from({ length: 10_000 }, () => nextEventId());
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("carry the process's random part, so two processes' counters do not collide", () => {
    const [first, second] = [nextEventId(), nextEventId()];
    expect(first.slice(0, 24)).toBe(second.slice(0, 24));
    expect(Number.parseInt(second.slice(24), 16) - Number.parseInt(first.slice(24), 16)).toBe(1);
  });
});
