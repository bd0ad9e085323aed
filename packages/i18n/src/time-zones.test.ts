import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions } from './time-zones';

const winter = new Date(Date.UTC(2026, 0, 15, 12));
const summer = new Date(Date.UTC(2026, 6, 15, 12));

describe('time zones as people read them', () => {
  it('names a zone in the reader language with its offset, never as its IANA id', () => {
    expect(timeZoneLabel('Europe/Warsaw', 'pl', winter)).toBe('czas środkowoeuropejski (GMT+1) – Polska');
    expect(timeZoneLabel('Europe/Warsaw', 'en', winter)).toBe('Central European Time (GMT+1) – Poland');
    expect(timeZoneLabel('America/New_York', 'pl', winter)).toBe('czas wschodnioamerykański (GMT-5) – Nowy Jork');
    expect(timeZoneLabel('Africa/Abidjan', 'pl', winter)).toBe('czas uniwersalny (GMT+0) – Côte d’Ivoire');
  });

  it('gives the offset of the moment asked (summer time)', () => {
    expect(timeZoneLabel('Europe/Warsaw', 'pl', summer)).toBe('czas środkowoeuropejski (GMT+2) – Polska');
  });

  it('keeps an id the runtime does not know as it is', () => {
    expect(timeZoneLabel('Mars/Olympus', 'en', winter)).toBe('Mars/Olympus');
  });

  it.each(['en', 'pl'] as const)(
    'lists every zone once, west to east, with IANA values and no IANA labels (%s)',
    (locale) => {
      const options = timeZoneOptions(locale, undefined, winter);
      expect(options.length).toBe(Intl.supportedValuesOf('timeZone').length);
      expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
      expect(options.map((option) => option.offsetMinutes)).toEqual(
        [...options.map((option) => option.offsetMinutes)].sort((a, b) => a - b),
      );
      // A label a person can tell apart from every other, and no "Area/City" id in it.
      expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
      expect(options.filter((option) => /\b[A-Z][a-z]+\/[A-Z]/.test(option.label))).toEqual([]);
      expect(options.find((option) => option.value === 'Europe/Warsaw')?.offsetMinutes).toBe(60);
    },
  );
});
