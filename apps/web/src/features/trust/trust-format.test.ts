import { describe, expect, it } from 'vitest';
import { countOf, formatDays, formatDuration, formatShare, workingHoursRange } from './trust-format';

describe('formatDuration', () => {
  it.each([
    [0, '1 min', '1 min'],
    [0.4, '1 min', '1 min'],
    [1, '1 min', '1 min'],
    [25, '25 mins', '25 min'],
    [59.4, '59 mins', '59 min'],
    [59.6, '1 hr', '1 godz.'],
    [60, '1 hr', '1 godz.'],
    [61, '1 hr 1 min', '1 godz. 1 min'],
    [150, '2 hrs 30 mins', '2 godz. 30 min'],
    [300, '5 hrs', '5 godz.'],
    [1439, '23 hrs 59 mins', '23 godz. 59 min'],
    [1440, '24 hrs', '24 godz.'],
    [1469, '24 hrs', '24 godz.'],
    [1471, '25 hrs', '25 godz.'],
    [1680, '28 hrs', '28 godz.'],
    [2 * 1440 - 40, '47 hrs', '47 godz.'],
    [2 * 1440 - 20, '2 days', '2 dni'],
    [2 * 1440, '2 days', '2 dni'],
    [2 * 1440 + 240, '2 days 4 hrs', '2 dni 4 godz.'],
    [5 * 1440 + 120, '5 days 2 hrs', '5 dni 2 godz.'],
    [22 * 1440, '22 days', '22 dni'],
  ])('%s minutes read "%s" and "%s"', (minutes, en, pl) => {
    expect(formatDuration(minutes, 'en')).toBe(en);
    expect(formatDuration(minutes, 'pl')).toBe(pl);
  });
});

describe('formatDays', () => {
  it('reads days, a part of a day in hours', () => {
    expect(formatDays(4, 'en')).toBe('4 days');
    expect(formatDays(4, 'pl')).toBe('4 dni');
    expect(formatDays(1.5, 'en')).toBe('36 hrs');
    expect(formatDays(1, 'pl')).toBe('24 godz.');
    expect(formatDays(0.25, 'pl')).toBe('6 godz.');
  });
});

describe('formatShare', () => {
  it('is a whole percentage in both languages', () => {
    expect(formatShare(0.9, 'en')).toBe('90%');
    expect(formatShare(0.9, 'pl')).toBe('90%');
    expect(formatShare(0.666, 'en')).toBe('67%');
    expect(formatShare(1, 'pl')).toBe('100%');
    expect(formatShare(0, 'en')).toBe('0%');
  });
});

describe('countOf', () => {
  it('turns a share of a total back into a count', () => {
    expect(countOf(0.6, 5)).toBe(3);
    expect(countOf(1 / 3, 3)).toBe(1);
    expect(countOf(null, 5)).toBe(0);
  });
});

it('gives the working hours of the rules', () => {
  expect(workingHoursRange()).toEqual({ from: '9:00', to: '17:00' });
});
