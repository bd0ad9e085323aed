import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

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
