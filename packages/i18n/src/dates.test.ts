import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeMinutes, formatMoment } from './dates';

describe('SPEC §9 date formats', () => {
  it('shows dates as DD/MM/YYYY on Polish time', () => {
    expect(formatDate('2025-03-24T23:30:00Z')).toBe('25/03/2025');
    expect(formatDate('2025-03-25T12:00:00Z', 'UTC')).toBe('25/03/2025');
  });

  it('shows date-times as YYYY-MM-DD HH:mm:ss, following summer time', () => {
    expect(formatDateTime('2025-01-15T09:05:07Z')).toBe('2025-01-15 10:05:07');
    expect(formatDateTime('2025-07-15T09:05:07Z')).toBe('2025-07-15 11:05:07');
  });
});

describe('the date formats at the edges', () => {
  it('turns at Polish midnight and across the autumn change of clocks', () => {
    expect(formatDateTime('2025-12-31T22:59:59Z')).toBe('2025-12-31 23:59:59');
    expect(formatDateTime('2025-12-31T23:00:00Z')).toBe('2026-01-01 00:00:00');
    expect(formatDateTimeMinutes('2025-10-26T00:30:00Z')).toBe('2025-10-26 02:30');
    expect(formatDateTimeMinutes('2025-10-26T01:30:00Z')).toBe('2025-10-26 02:30');
    expect(formatDateTimeMinutes('2025-03-30T01:00:00Z')).toBe('2025-03-30 03:00');
  });

  it('pads the day and month, and refuses a date that is not one', () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 5, 12)))).toBe('05/01/2026');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('a moment someone plans by', () => {
  it('names the weekday and the zone in the reader’s language and time zone', () => {
    expect(formatMoment('2026-12-07T15:00:00Z', 'en')).toBe('Monday, 2026-12-07 16:00 (Central European Time)');
    expect(formatMoment('2026-12-07T15:00:00Z', 'pl')).toBe('poniedziałek, 2026-12-07 16:00 (czas środkowoeuropejski)');
    expect(formatMoment('2026-12-07T15:00:00Z', 'en', 'America/New_York')).toBe(
      'Monday, 2026-12-07 10:00 (Eastern Time)',
    );
    expect(formatMoment('2026-12-07T23:30:00Z', 'pl', 'Asia/Tokyo')).toMatch(
      /^wtorek, 2026-12-08 08:30 \(.*Japonia.*\)$/,
    );
  });
});
