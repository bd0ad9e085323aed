import { describe, expect, it } from 'vitest';
import { formatShare, readLeadsPeriod, waitParts } from './platform-leads-format';

describe('the lead figures page', () => {
  it('reads the period of the URL, 30 days unless 7 or 90 is asked for', () => {
    expect(readLeadsPeriod({ days: '7' })).toBe(7);
    expect(readLeadsPeriod({ days: '90' })).toBe(90);
    expect(readLeadsPeriod({})).toBe(30);
    expect(readLeadsPeriod({ days: '14' })).toBe(30);
    expect(readLeadsPeriod({ days: 'x' })).toBe(30);
    expect(readLeadsPeriod({ days: ['7', '90'] })).toBe(30);
  });

  it('says a wait in minutes, hours and minutes, or days and hours', () => {
    expect(waitParts(1_790)).toEqual({ key: 'minutes', values: { count: 30 } });
    expect(waitParts(9_900)).toEqual({ key: 'hours', values: { hours: 2, minutes: 45 } });
    expect(waitParts(2 * 86_400 + 5 * 3_600 + 100)).toEqual({ key: 'days', values: { days: 2, hours: 5 } });
  });

  it('writes a share as a percentage in the page language', () => {
    expect(formatShare(1 / 6, 'en')).toBe('16.7%');
    expect(formatShare(0.2, 'pl')).toBe('20%');
  });
});
