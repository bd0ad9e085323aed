import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { supportAnswerBy } from './answer-time';

/**
 * The answer time support promises (SPEC §1: Monday to Friday 10:00–16:00 Warsaw time, an answer within
 * 24 hours): 24 hours that count working days only, landing within working hours.
 */
const warsaw = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "Mon 2026-12-07 16:00" in Warsaw time. */
function inWarsaw(instant: Date): string {
  const part = (type: string) => warsaw.formatToParts(instant).find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('the answer time support promises', () => {
  it.each([
    // The request of issue 34: 24 clock hours would have promised Monday 03:10.
    ['2026-12-06T02:10:00Z', 'Sun 2026-12-06 03:10', 'Mon 2026-12-07 16:00'],
    ['2026-12-04T16:00:00Z', 'Fri 2026-12-04 17:00', 'Mon 2026-12-07 16:00'],
    ['2026-12-05T11:00:00Z', 'Sat 2026-12-05 12:00', 'Mon 2026-12-07 16:00'],
    ['2026-12-08T10:00:00Z', 'Tue 2026-12-08 11:00', 'Wed 2026-12-09 11:00'],
    ['2026-12-08T09:00:00Z', 'Tue 2026-12-08 10:00', 'Wed 2026-12-09 10:00'],
    ['2026-12-08T08:00:00Z', 'Tue 2026-12-08 09:00', 'Tue 2026-12-08 16:00'],
    ['2026-12-08T15:30:00Z', 'Tue 2026-12-08 16:30', 'Wed 2026-12-09 16:00'],
    ['2026-12-08T22:59:00Z', 'Tue 2026-12-08 23:59', 'Wed 2026-12-09 16:00'],
    ['2026-12-11T11:00:00Z', 'Fri 2026-12-11 12:00', 'Mon 2026-12-14 12:00'],
    // Over the spring change (Sunday 29 March 2026, 02:00 → 03:00) and the autumn one (25 October).
    ['2026-03-27T11:00:00Z', 'Fri 2026-03-27 12:00', 'Mon 2026-03-30 12:00'],
    ['2026-03-28T23:30:00Z', 'Sun 2026-03-29 00:30', 'Mon 2026-03-30 16:00'],
    ['2026-10-23T10:00:00Z', 'Fri 2026-10-23 12:00', 'Mon 2026-10-26 12:00'],
    ['2026-10-25T01:30:00Z', 'Sun 2026-10-25 02:30', 'Mon 2026-10-26 16:00'],
  ])('a request at %s (%s) is answered by %s', (received, wall, promised) => {
    expect(inWarsaw(new Date(received))).toBe(wall);
    expect(inWarsaw(supportAnswerBy(new Date(received)))).toBe(promised);
  });

  it('keeps 12 clock hours on the spring-change Monday: 12:00 CEST is 10:00 UTC', () => {
    expect(supportAnswerBy(new Date('2026-03-27T11:00:00Z')).toISOString()).toBe('2026-03-30T10:00:00.000Z');
    expect(supportAnswerBy(new Date('2026-10-23T10:00:00Z')).toISOString()).toBe('2026-10-26T11:00:00.000Z');
  });

  /** Minutes between two instants, in 15-minute steps, that fall on a weekday (and in 10–16) in Warsaw. */
  function counted(from: Date, to: Date): { weekday: number; working: number } {
    let weekday = 0;
    let working = 0;
    for (let t = from.getTime(); t < to.getTime(); t += 15 * 60_000) {
      const [day, , time = ''] = inWarsaw(new Date(t)).split(' ');
      if (day === 'Sat' || day === 'Sun') continue;
      weekday += 15;
      if (time >= '10:00' && time < '16:00') working += 15;
    }
    return { weekday, working };
  }

  it('always promises a working time, after the request, within 24 weekday hours, with a working day to answer', () => {
    // Any quarter hour from 2026 to 2030 (five spring and autumn changes).
    const start = Date.UTC(2026, 0, 1);
    const slots = (Date.UTC(2031, 0, 1) - start) / (15 * 60_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: slots - 1 }), (slot) => {
        const received = new Date(start + slot * 15 * 60_000);
        const promised = supportAnswerBy(received);
        const [day, , time = ''] = inWarsaw(promised).split(' ');
        expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(day);
        expect(time >= '10:00' && time <= '16:00', inWarsaw(promised)).toBe(true);
        expect(promised.getTime()).toBeGreaterThan(received.getTime());
        const { weekday, working } = counted(received, promised);
        expect(weekday, `${inWarsaw(received)} → ${inWarsaw(promised)}`).toBeLessThanOrEqual(24 * 60);
        expect(working, `${inWarsaw(received)} → ${inWarsaw(promised)}`).toBeGreaterThanOrEqual(6 * 60);
      }),
      { numRuns: 100 },
    );
  });
});
